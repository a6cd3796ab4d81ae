import { z } from "zod";

/** Paged admin lists (contacts, subscribers): one shape for every list endpoint and table. */

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

/** One page of a list as the API answers it. */
export const paginated = <Item extends z.ZodType>(item: Item) =>
  z.object({
    data: z.array(item),
    total: z.number().int().describe("How many rows match the filters, over all pages"),
    page: z.number().int().describe("1-based"),
    pageSize: z.number().int(),
  });

export const PAGINATION_MESSAGES = {
  page: "Page must be a positive whole number",
  pageSize: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  searchTooLong: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
} as const;

/** Query-string numbers arrive as text; an empty value means "not given". */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? fallback : typeof value === "string" ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

export const paginationQuery = {
  page: wholeNumber(PAGINATION_MESSAGES.page, 1, 1_000_000, 1),
  pageSize: wholeNumber(PAGINATION_MESSAGES.pageSize, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

/** Free-text search: trimmed; blank means no search. */
export const searchQuery = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: PAGINATION_MESSAGES.searchTooLong })
  .optional()
  .transform((value) => value || undefined);

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
