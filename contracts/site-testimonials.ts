import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, optionalText, orderSchema, requiredText, siteImageSchema } from "./site-content.ts";

/** Testimonials (issue 13): /testimonials shows them all, the home page the first three. GET/POST /api/site/testimonials, PUT/DELETE /api/site/testimonials/{id}. */

export const TESTIMONIAL_MESSAGES = {
  notFound: "Testimonial not found",
  ratingInvalid: "The rating is a whole number of stars from 1 to 5",
} as const;

export const MAX_TESTIMONIAL_RATING = 5;

export const testimonialInputSchema = contentObject({
  name: requiredText("Name", 100),
  /** e.g. "Founder"; shown as "role, company". */
  role: requiredText("Role", 150),
  /** e.g. "Kesar Organics, Ahmedabad"; may be empty. */
  company: optionalText("Company", 150),
  quote: requiredText("Quote", 1500),
  rating: z
    .int({ error: TESTIMONIAL_MESSAGES.ratingInvalid })
    .min(1, { error: TESTIMONIAL_MESSAGES.ratingInvalid })
    .max(MAX_TESTIMONIAL_RATING, { error: TESTIMONIAL_MESSAGES.ratingInvalid }),
  /** A portrait from the media library or the shipped artwork; null for none. */
  photo: siteImageSchema("Photo").nullable().default(null),
  order: orderSchema.optional(),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export type ValidTestimonialInput = z.output<typeof testimonialInputSchema>;

const imageRecord = z.object({ url: z.string(), alt: z.string() });

export const testimonialSchema = z.object({
  id: z.guid(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
  quote: z.string(),
  rating: z.int(),
  photo: imageRecord.nullable(),
  order: z.int(),
  updatedAt: timestamp(),
});
export type TestimonialRecord = z.output<typeof testimonialSchema>;
