import type { AppLoadContext } from "react-router";
import { listPublishedItems } from "#server/modules/portfolio/service.ts";
import type { PortfolioItem } from "#contracts/portfolio.ts";

/** Data for the public portfolio page, read straight from the portfolio service. */
export interface PortfolioPageData {
  items: PortfolioItem[];
  /** Distinct categories of the loaded items (SPEC §2), in order of their newest item. */
  categories: string[];
}

export async function loadPortfolio(context: AppLoadContext): Promise<PortfolioPageData> {
  context.dependsOn("portfolio");
  const items = await listPublishedItems(context.services.db);
  return { items, categories: [...new Set(items.map((item) => item.category))] };
}
