import type { Testimonial } from "#app/content/testimonials.ts";
import type { TestimonialRecord, ValidTestimonialInput } from "#contracts/site-testimonials.ts";
import type { Database } from "../../db/client.ts";
import { siteTestimonials } from "../../db/schema.ts";
import { inListOrder, type OrderedTable, orderedCollection } from "./ordering.ts";

/** Testimonials (issue 13). `listTestimonials` is what /testimonials reads; the home page shows the first three. */

export const testimonialsTable: OrderedTable = { table: siteTestimonials, id: siteTestimonials.id, order: siteTestimonials.order, createdAt: siteTestimonials.createdAt };

type TestimonialRow = typeof siteTestimonials.$inferSelect;

/** "Founder" at "Kesar Organics, Ahmedabad" reads "Founder, Kesar Organics, Ahmedabad". */
const position = (row: Pick<TestimonialRow, "role" | "company">) => (row.company ? `${row.role}, ${row.company}` : row.role);

/** In order, in the shape of app/content/testimonials.ts (plus the photo's alt text). One query. */
export async function listTestimonials(db: Database): Promise<Array<Testimonial & { imageAlt: string }>> {
  const rows = await db.select().from(siteTestimonials).orderBy(...inListOrder(testimonialsTable));
  return rows.map((row) => ({ name: row.name, position: position(row), image: row.photoUrl ?? "", imageAlt: row.photoAlt, quote: row.quote, rating: row.rating }));
}

function toRecord(row: TestimonialRow): TestimonialRecord {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    company: row.company,
    quote: row.quote,
    rating: row.rating,
    photo: row.photoUrl ? { url: row.photoUrl, alt: row.photoAlt } : null,
    order: row.order,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function testimonialColumns({ photo, order: _order, ...input }: ValidTestimonialInput) {
  return { ...input, photoUrl: photo?.url ?? null, photoAlt: photo?.alt ?? "" };
}

/** The admin API's list, create and replace. */
export const testimonialEntries = orderedCollection(testimonialsTable, toRecord, testimonialColumns);
