import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { timestamp } from "./api-schema.ts";
import { PORTFOLIO_DEFAULTS, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from "./portfolio.ts";
import { imageUrl, publishStatus, requiredText, textWithDefault, wordList } from "./publishing-schema.ts";
import { PUBLISH_STATUSES } from "./statuses.ts";

/** POST /api/portfolio and PUT /api/portfolio/{id}; also the admin form's own check before sending. */
export const portfolioItemInputSchema = z.object({
  title: textWithDefault(PORTFOLIO_DEFAULTS.title, "Title", PORTFOLIO_LIMITS.title),
  description: requiredText(PORTFOLIO_MESSAGES.descriptionRequired, "Description", PORTFOLIO_LIMITS.description),
  category: textWithDefault(PORTFOLIO_DEFAULTS.category, "Category", PORTFOLIO_LIMITS.category),
  imageUrl: imageUrl(PORTFOLIO_LIMITS.imageUrl),
  status: publishStatus,
  technologies: wordList("technologies", PORTFOLIO_LIMITS.technologies, PORTFOLIO_LIMITS.technology),
}, { error: BODY_NOT_AN_OBJECT_MESSAGE });

/**
 * The admin form's check (SPEC §5: the form marks title, description, category and image as required):
 * someone who leaves the title or category blank is asked for it. An API client that leaves them out
 * gets SPEC's defaults ('Portfolio Item', 'General') from `portfolioItemInputSchema`.
 */
export const portfolioItemFormSchema = portfolioItemInputSchema.extend({
  title: requiredText(PORTFOLIO_MESSAGES.titleRequired, "Title", PORTFOLIO_LIMITS.title),
  category: requiredText(PORTFOLIO_MESSAGES.categoryRequired, "Category", PORTFOLIO_LIMITS.category),
});

export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;
export type ValidPortfolioItemInput = z.output<typeof portfolioItemInputSchema>;

/** A portfolio item as the API answers it (SPEC §3). */
export const portfolioItemSchema = z.object({
  _id: z.guid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  status: z.enum(PUBLISH_STATUSES),
  technologies: z.array(z.string()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PortfolioItem = z.output<typeof portfolioItemSchema>;
