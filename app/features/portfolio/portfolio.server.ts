import type { Database } from "#server/db/client.ts";
import { listPublishedItems } from "#server/modules/portfolio/service.ts";
import type { PortfolioItem } from "#contracts/portfolio.ts";

/** Data for the public portfolio page, read straight from the portfolio service. */
export interface PortfolioPageData {
  items: PortfolioItem[];
  /** Distinct categories of the loaded items (SPEC §2), in order of their newest item. */
  categories: string[];
}

export async function loadPortfolio(db: Database): Promise<PortfolioPageData> {
  const items = await listPublishedItems(db);
  return { items, categories: [...new Set(items.map((item) => item.category))] };
}
