import type { AppLoadContext } from "react-router";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { vision } from "#app/content/about.ts";
import { CONTENT_LOCATION } from "#contracts/content.ts";

/** The vision statement: a published `about/vision` content item's text, else the static copy. */
export async function loadVisionStatement(context: AppLoadContext): Promise<string> {
  context.dependsOn("content");
  const published = await findPublishedContent(context.services.db, [CONTENT_LOCATION.aboutVision]);
  return published[CONTENT_LOCATION.aboutVision]?.content.trim() || vision.statement;
}
