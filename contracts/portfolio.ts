/**
 * Portfolio items: fields, defaults and messages (SPEC §2 Portfolio, §3, §5 "Portfolio save", §7, §8).
 * No Zod here (public pages use these words); the rules are in portfolio-schema.ts.
 */

export const PORTFOLIO_LIMITS = {
  title: 200,
  description: 5000,
  category: 100,
  imageUrl: 2048,
  technologies: 30,
  technology: 60,
} as const;

/** SPEC §3, §5, §9. */
export const PORTFOLIO_DEFAULTS = {
  title: "Portfolio Item",
  category: "General",
  status: "published",
} as const satisfies Record<string, string>;

export const PORTFOLIO_MESSAGES = {
  descriptionRequired: "Description is required",
  // The admin form only (SPEC §5: it marks them required); the API fills them with the defaults above.
  titleRequired: "Title is required",
  categoryRequired: "Category is required",
  imageRequired: "Image is required",
  notFound: "Portfolio item not found",
  // Public page (SPEC §8)
  listFailed: "Failed to load portfolio items",
  // Admin (SPEC §2, §5, §8)
  adminEmpty: "No portfolio items found",
  loginToSave: "Please log in to save portfolio items",
  loginToView: "Please log in to view portfolio items",
  invalidData: "Invalid data format received from server",
  fetchFailed: "Error fetching portfolio items",
  deleteFailed: "Error deleting portfolio item",
  saveFailed: "Error saving portfolio item",
  deleted: "Portfolio item deleted successfully",
  created: "Portfolio item created successfully!",
  updated: "Portfolio item updated successfully!",
  confirmDelete: "Are you sure you want to delete this item?",
} as const;

/** The query parameter of /portfolio naming the project shown large. */
export const PORTFOLIO_ITEM_PARAM = "item";

/** The portfolio filtered to one category: `/portfolio?category={category}`. */
export const PORTFOLIO_CATEGORY_PARAM = "category";

/** A portfolio item's own address (its page's canonical, its sitemap entry): the portfolio with it shown large. */
export function portfolioItemPath(id: string): string {
  return `/portfolio?${new URLSearchParams({ [PORTFOLIO_ITEM_PARAM]: id })}`;
}

/** A portfolio item as the API returns it (SPEC §3); its schema is `portfolioItemSchema` in portfolio-schema.ts. */
// eslint-disable-next-line import-x/no-cycle -- a type-only re-export, erased at build time: no cycle at run time
export type { PortfolioItem } from "./portfolio-schema.ts";
