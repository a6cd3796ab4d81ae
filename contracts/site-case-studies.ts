import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, entryList, orderSchema, requiredText, siteImageSchema, textList } from "./site-content.ts";
import { CASE_STUDY_MESSAGES, caseStudySlugFromTitle } from "./site-case-studies-constants.ts";

/**
 * Case studies (issue 13): cards on the home page and /case-studies, write-ups at /case-studies/{slug}.
 * The slug follows the title (SPEC §2); a renamed study keeps its old slugs, which answer 301.
 * GET/POST /api/site/case-studies, PUT/DELETE /api/site/case-studies/{id}.
 */

export * from "./site-case-studies-constants.ts";

export const caseStudyInputSchema = contentObject({
  title: requiredText("Title", 200).refine((title) => caseStudySlugFromTitle(title) !== "", { error: CASE_STUDY_MESSAGES.slugEmpty }),
  /** The card's label, e.g. "HR Solutions". */
  category: requiredText("Category", 100),
  /** The card's text and the page's subtitle. */
  description: requiredText("Description", 1000),
  image: siteImageSchema("Image"),
  client: requiredText("Client", 150),
  location: requiredText("Location", 150),
  industry: requiredText("Industry", 150),
  duration: requiredText("Duration", 60),
  services: textList("Services", { max: 12, itemMax: 100 }),
  /** The challenge, one paragraph per entry. */
  challenge: textList("Challenge", { max: 8, itemMax: 3000 }),
  /** What we did: titled steps. */
  solution: entryList("Solution", z.object({ title: requiredText("Step title", 150), text: requiredText("Step text", 2000) }), { max: 10 }),
  /** The figures: e.g. { figure: "2.5×", label: "online orders a day, from 40 to 104" }. */
  results: entryList("Results", z.object({ figure: requiredText("Figure", 30), label: requiredText("Figure label", 200) }), { max: 8 }),
  outcome: requiredText("Outcome", 2000),
  quote: z.object(
    { text: requiredText("Quote", 1500), name: requiredText("Quoted person", 100), position: requiredText("Quoted person's position", 200) },
    { error: "The client's quote is required" },
  ),
  order: orderSchema.optional(),
});
export type CaseStudyInput = z.input<typeof caseStudyInputSchema>;
export type ValidCaseStudyInput = z.output<typeof caseStudyInputSchema>;

export const caseStudySchema = z.object({
  id: z.guid(),
  title: z.string(),
  /** Made from the title; the page's address is /case-studies/{slug}. */
  slug: z.string(),
  /** Slugs the study had before a rename: they answer 301 to the current one. */
  previousSlugs: z.array(z.string()),
  category: z.string(),
  description: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }),
  client: z.string(),
  location: z.string(),
  industry: z.string(),
  duration: z.string(),
  services: z.array(z.string()),
  challenge: z.array(z.string()),
  solution: z.array(z.object({ title: z.string(), text: z.string() })),
  results: z.array(z.object({ figure: z.string(), label: z.string() })),
  outcome: z.string(),
  quote: z.object({ text: z.string(), name: z.string(), position: z.string() }),
  order: z.int(),
  updatedAt: timestamp(),
});
export type CaseStudyRecord = z.output<typeof caseStudySchema>;
