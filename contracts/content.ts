import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { acknowledgementSchema, timestamp } from "./api-schema.ts";
import { CONTENT_TYPES, PUBLISH_STATUSES } from "./statuses.ts";
import { tooLongMessage } from "./text.ts";

/** Content items (SPEC §2 Content, §3, §5 Content form, §8 Content). */

export const CONTENT_MESSAGES = {
  required: "Please fill in all required fields",
  added: "Content added successfully",
  updated: "Content updated successfully",
  deleted: "Content deleted successfully",
  failed: "An error occurred",
  confirmDelete: "Are you sure you want to delete this content?",
  fetchFailed: "Failed to fetch content",
  notFound: "Content not found",
  locationFormat: "Location must be lower-case words separated by slashes, e.g. home/hero",
  typeInvalid: "Type must be page or section",
  statusInvalid: "Status must be draft or published",
} as const;

export const CONTENT_LIMITS = { title: 200, content: 20_000, location: 200 } as const;

/**
 * The places on the public site that read a published content item instead of their built-in copy: the
 * one list of them. Page loaders (app/routes/site/*.server.ts) read these constants, and
 * `findPublishedContent` takes nothing else, so a page cannot read a place this list does not name;
 * tests/api/content-locations.test.ts publishes an item at each place and finds it on its page, so the
 * list cannot name a place no page reads. The admin's Location field offers exactly these. The API
 * still takes any location of SPEC's form (SPEC §3, e.g. home/hero): stored, shown on no page.
 */
export const CONTENT_LOCATION = { homeHero: "home/hero", aboutVision: "about/vision" } as const;

export const CONTENT_LOCATIONS = [
  {
    location: CONTENT_LOCATION.homeHero,
    label: "Home — hero",
    path: "/",
    usage: "The first line is the headline; the following lines are the description under it.",
  },
  {
    location: CONTENT_LOCATION.aboutVision,
    label: "About — vision statement",
    path: "/about",
    usage: "The whole text is the vision statement.",
  },
] as const;

export const contentLocationSchema = z.enum(CONTENT_LOCATIONS.map((entry) => entry.location));
/** A place a page reads a content item from. */
export type ContentLocation = z.output<typeof contentLocationSchema>;
export type ContentLocationEntry = (typeof CONTENT_LOCATIONS)[number];

/** The page that shows items stored at `location`, if any page reads it. */
export function contentLocationEntry(location: string): ContentLocationEntry | undefined {
  return CONTENT_LOCATIONS.find((entry) => entry.location === location);
}

const required = (field: string, max: number) =>
  z
    .string({ error: CONTENT_MESSAGES.required })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.required })
    .max(max, { error: tooLongMessage(field, max) });

/** POST /api/content and PUT /api/content/{id}. */
export const contentItemSchema = z.object({
  title: required("Title", CONTENT_LIMITS.title),
  // Line breaks matter (home/hero); only the ends are trimmed.
  content: required("Content", CONTENT_LIMITS.content),
  type: z.enum(CONTENT_TYPES, { error: CONTENT_MESSAGES.typeInvalid }).optional().default("section"),
  location: required("Location", CONTENT_LIMITS.location)
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, { error: CONTENT_MESSAGES.locationFormat })),
  status: z.enum(PUBLISH_STATUSES, { error: CONTENT_MESSAGES.statusInvalid }).optional().default("draft"),
}, { error: BODY_NOT_AN_OBJECT_MESSAGE });
export type ContentItemInput = z.input<typeof contentItemSchema>;

export const contentItemRecordSchema = z.object({
  id: z.guid(),
  title: z.string(),
  content: z.string(),
  type: z.enum(CONTENT_TYPES),
  location: z.string(),
  status: z.enum(PUBLISH_STATUSES),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type ContentItem = z.output<typeof contentItemRecordSchema>;

/** What a create or an update answers. */
export const contentItemSavedSchema = acknowledgementSchema.extend({ data: contentItemRecordSchema });
