import type { AppLoadContext } from "react-router";
import { describeUploadedImages } from "#server/modules/media/service.ts";
import { listPublishedItems } from "#server/modules/portfolio/service.ts";
import { PORTFOLIO_CATEGORY_PARAM, PORTFOLIO_ITEM_PARAM, type PortfolioItem } from "#contracts/portfolio.ts";

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
  /**
   * The address asks for an item (`?item=`) that is not published (deleted, unpublished, mistyped):
   * the page says so over the grid, and answers 404 so that search engines drop the old address.
   */
  missingItem: boolean;
}

/**
 * Every published item; the page filters them by `?category=` and shows `?item=` large itself. Those
 * parameters are recognised (the page cached under its address) only for a category as its link
 * writes it and a published item's id: any other value is the same page, rendered afresh.
 */
export async function loadPortfolio(context: AppLoadContext, query: URLSearchParams): Promise<PortfolioPageData> {
  // An alt text changed in the media library refreshes this page through the same tag (media routes).
  context.dependsOn("portfolio");
  const items = await listPublishedItems(context.services.db);
  const category = query.get(PORTFOLIO_CATEGORY_PARAM);
  if (category !== null && items.some((item) => item.category === category)) context.recognisesQuery(PORTFOLIO_CATEGORY_PARAM);
  const itemId = query.get(PORTFOLIO_ITEM_PARAM);
  const itemFound = itemId !== null && items.some((item) => item._id === itemId);
  if (itemFound) context.recognisesQuery(PORTFOLIO_ITEM_PARAM);
  const described = await describeUploadedImages(
    context.services.db,
    items.map((item) => item.imageUrl),
  );
  // Only written alt texts: an image with none (never described, or decorative) keeps each view's own default.
  const imageAlts = Object.fromEntries([...described].filter(([, image]) => image.alt).map(([url, image]) => [url, image.alt]));
  return { items, categories: [...new Set(items.map((item) => item.category))], imageAlts, missingItem: itemId !== null && !itemFound };
}
