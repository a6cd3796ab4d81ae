import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, orderSchema, requiredText } from "./site-content.ts";

/** FAQ entries (issue 13): /faq shows them by group, the home page the ones with a `homeOrder`. GET/POST /api/site/faq, PUT/DELETE /api/site/faq/{id}. */

export const FAQ_MESSAGES = {
  notFound: "FAQ entry not found",
  homeOrderInvalid: "The place on the home page is a whole number from 1, or empty to leave the entry off the home page",
} as const;

export const faqEntryInputSchema = contentObject({
  question: requiredText("Question", 300),
  answer: requiredText("Answer", 3000),
  /** The heading /faq shows the entry under, e.g. "Getting started"; entries with the same group are shown together. */
  group: requiredText("Group", 100),
  /** Where the entry is listed on /faq (0 first). */
  order: orderSchema.optional(),
  /** Its place in the home page's short list (1 first), or null when the home page leaves it out. */
  homeOrder: z
    .int({ error: FAQ_MESSAGES.homeOrderInvalid })
    .min(1, { error: FAQ_MESSAGES.homeOrderInvalid })
    .max(50, { error: FAQ_MESSAGES.homeOrderInvalid })
    .nullable()
    .default(null),
});
export type FaqEntryInput = z.input<typeof faqEntryInputSchema>;
export type ValidFaqEntryInput = z.output<typeof faqEntryInputSchema>;

export const faqEntrySchema = z.object({
  id: z.guid(),
  question: z.string(),
  answer: z.string(),
  group: z.string(),
  order: z.int(),
  homeOrder: z.int().nullable(),
  updatedAt: timestamp(),
});
export type FaqEntryRecord = z.output<typeof faqEntrySchema>;
