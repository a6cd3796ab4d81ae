import type { Database } from "#server/db/client.ts";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { vision } from "#app/content/about.ts";

export const ABOUT_VISION_LOCATION = "about/vision";

/** The vision statement: a published `about/vision` content item's text, else the static copy. */
export async function loadVisionStatement(db: Database): Promise<string> {
  const published = await findPublishedContent(db, [ABOUT_VISION_LOCATION]);
  return published[ABOUT_VISION_LOCATION]?.content.trim() || vision.statement;
}
