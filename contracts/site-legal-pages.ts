import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, orderSchema, requiredText } from "./site-content.ts";

/**
 * Legal pages (issue 13): the privacy notice at /privacy and the terms at /terms, in Markdown.
 * GET/POST /api/site/legal-pages, PUT/DELETE /api/site/legal-pages/{id}.
 */

export const LEGAL_PAGE_SLUGS = ["privacy", "terms"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const LEGAL_PAGE_MESSAGES = {
  notFound: "Legal page not found",
  slugInvalid: `The page is one of ${LEGAL_PAGE_SLUGS.map((slug) => `/${slug}`).join(" and ")}`,
  slugTaken: "This legal page already exists: edit it instead",
} as const;

export const legalPageInputSchema = contentObject({
  slug: z.enum(LEGAL_PAGE_SLUGS, { error: LEGAL_PAGE_MESSAGES.slugInvalid }),
  title: requiredText("Title", 200),
  /** The search snippet (meta description). */
  description: requiredText("Description", 500),
  /** The page in Markdown (CommonMark + GFM), rendered on the server with the allow-list sanitiser. */
  body: requiredText("Text", 100_000),
  /** Where the page is listed (footer links), 0 first. */
  order: orderSchema.optional(),
});
export type LegalPageInput = z.input<typeof legalPageInputSchema>;
export type ValidLegalPageInput = z.output<typeof legalPageInputSchema>;

export const legalPageSchema = z.object({
  id: z.guid(),
  slug: z.enum(LEGAL_PAGE_SLUGS),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  order: z.int(),
  updatedAt: timestamp(),
});
export type LegalPageRecord = z.output<typeof legalPageSchema>;
