import { z } from "zod";
import { PORTFOLIO_DEFAULTS, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES } from "./portfolio.ts";
import { imageUrl, publishStatus, requiredText, textWithDefault, wordList } from "./publishing-schema.ts";

/** POST /api/portfolio and PUT /api/portfolio/{id}; also the admin form's own check before sending. */
export const portfolioItemInputSchema = z.object({
  title: textWithDefault(PORTFOLIO_DEFAULTS.title, "Title", PORTFOLIO_LIMITS.title),
  description: requiredText(PORTFOLIO_MESSAGES.descriptionRequired, "Description", PORTFOLIO_LIMITS.description),
  category: textWithDefault(PORTFOLIO_DEFAULTS.category, "Category", PORTFOLIO_LIMITS.category),
  imageUrl: imageUrl(PORTFOLIO_LIMITS.imageUrl),
  status: publishStatus,
  technologies: wordList("technologies", PORTFOLIO_LIMITS.technologies, PORTFOLIO_LIMITS.technology),
});

export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;
export type ValidPortfolioItemInput = z.output<typeof portfolioItemInputSchema>;
