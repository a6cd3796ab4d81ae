import type { AppLoadContext } from "react-router";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { vision } from "#app/content/about.ts";

export const ABOUT_VISION_LOCATION = "about/vision";

/** The vision statement: a published `about/vision` content item's text, else the static copy. */
export async function loadVisionStatement(context: AppLoadContext): Promise<string> {
  context.dependsOn("content");
  const published = await findPublishedContent(context.services.db, [ABOUT_VISION_LOCATION]);
  return published[ABOUT_VISION_LOCATION]?.content.trim() || vision.statement;
}
