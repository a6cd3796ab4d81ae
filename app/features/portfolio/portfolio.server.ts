import type { AppLoadContext } from "react-router";
import { describeUploadedImages } from "#server/modules/media/service.ts";
import { listPublishedItems } from "#server/modules/portfolio/service.ts";
import type { PortfolioItem } from "#contracts/portfolio.ts";

/** Data for the public portfolio page, read straight from the portfolio service. */
export interface PortfolioPageData {
  items: PortfolioItem[];
  /** Distinct categories of the loaded items (SPEC §2), in order of their newest item. */
  categories: string[];
  /**
   * The media library's alt text for each item's image, by image URL; images without one (none
   * written, marked decorative, or unknown to the library) are left out.
   */
  imageAlts: Record<string, string>;
}

export async function loadPortfolio(context: AppLoadContext): Promise<PortfolioPageData> {
  // An alt text changed in the media library refreshes this page through the same tag (media routes).
  context.dependsOn("portfolio");
  const items = await listPublishedItems(context.services.db);
  const described = await describeUploadedImages(
    context.services.db,
    items.map((item) => item.imageUrl),
  );
  // Only written alt texts: an image with none (never described, or decorative) keeps each view's own default.
  const imageAlts = Object.fromEntries([...described].filter(([, image]) => image.alt).map(([url, image]) => [url, image.alt]));
  return { items, categories: [...new Set(items.map((item) => item.category))], imageAlts };
}
