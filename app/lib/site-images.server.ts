import type { AppLoadContext } from "react-router";
import type { SiteImages } from "#contracts/site-images.ts";
import { loadSiteImages } from "#server/modules/site-content/images.ts";

/** The site's pictures for a page's loader: the page is refreshed when staff change them (cache tag `site-images`). */
export async function loadPageImages(context: AppLoadContext): Promise<SiteImages> {
  context.dependsOn("site-images");
  return loadSiteImages(context.services.db);
}
