import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { timestamp } from "./api-schema.ts";
import { MEDIA_LIMITS, MEDIA_MESSAGES, MEDIA_PAGE_SIZE, MEDIA_USAGE_TYPES } from "./media.ts";
import { MAX_PAGE_SIZE, PAGINATION_MESSAGES, paginationQuery, searchQuery } from "./pagination.ts";
import { withoutControlCharacters } from "./text.ts";

/** Zod rules of the media library's API (GET/POST /api/media, PATCH/DELETE /api/media/{id}). */

export const mediaUsageSchema = z.object({
  type: z.enum(MEDIA_USAGE_TYPES),
  id: z
    .string()
    .describe("The entry's id (a UUID: for `post-pending-edits`, the post's); for a site image, which picture: `hero/<service>`, `gallery/<position from 1>` or `about-video-poster`"),
  title: z.string().describe("Its title or name; for a site image, the picture's place, e.g. \"Home hero: Digital Branding\""),
});
export type MediaUsage = z.output<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: z.guid(),
  url: z.string().describe('What posts and items store, e.g. "/uploads/3f2a….webp"; smaller copies `<name>-480.webp` and `-960.webp` exist beside uploads'),
  alt: z.string().describe("The alt text pages render (they render an empty one when `decorative`)"),
  decorative: z.boolean().describe("Marked as decoration: pages render alt=\"\""),
  width: z.number().int().describe("Pixels"),
  height: z.number().int().describe("Pixels"),
  bytes: z.number().int().describe("Size of the main file"),
  originalName: z.string().describe("The uploaded file's name ('' when unknown)"),
  createdAt: timestamp(),
  usedBy: z
    .array(mediaUsageSchema)
    .describe(
      "Every post (its image, social image or body), published post's unpublished changes (`post-pending-edits`: its pending edits, waiting for Update; listed only when the live post does not already use the image), portfolio item and piece of site content (service pages, case studies, testimonials, team, client logos, site images, legal pages) showing it. A post's older revisions are not uses",
    ),
});
export type MediaItem = z.output<typeof mediaItemSchema>;

/** GET /api/media?page=&pageSize=&q= */
export const mediaListQuerySchema = z.object({
  q: searchQuery.describe("Finds images whose alt text or file name contains this (any letter case)"),
  page: paginationQuery.page,
  pageSize: z.preprocess(
    (value) => (value === undefined || value === "" ? MEDIA_PAGE_SIZE : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: PAGINATION_MESSAGES.pageSize })
      .int({ error: PAGINATION_MESSAGES.pageSize })
      .min(1, { error: PAGINATION_MESSAGES.pageSize })
      .max(MAX_PAGE_SIZE, { error: PAGINATION_MESSAGES.pageSize }),
  ),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

const altText = z
  .string({ error: MEDIA_MESSAGES.altInvalid })
  .transform((value) => withoutControlCharacters(value).replace(/\s+/g, " ").trim())
  .pipe(z.string().max(MEDIA_LIMITS.alt, { error: MEDIA_MESSAGES.altTooLong }));

/** PATCH /api/media/{id}: the alt text, whether the image is decorative, or both. */
export const mediaUpdateSchema = z
  .object(
    {
      alt: altText.optional(),
      decorative: z.boolean({ error: MEDIA_MESSAGES.decorativeInvalid }).optional(),
    },
    { error: BODY_NOT_AN_OBJECT_MESSAGE },
  )
  .refine((update) => update.alt !== undefined || update.decorative !== undefined, { error: MEDIA_MESSAGES.nothingToChange });
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

/** The optional `alt` text field of an upload. */
export const uploadAltSchema = altText;

/** POST /api/media's answer: the entry, and whether the picture was new (201) or already there (200, nothing changed). */
export const mediaUploadAnswerSchema = mediaItemSchema.extend({
  alreadyInLibrary: z.boolean().describe("True when the same picture was uploaded before: the answer is its entry, unchanged (alt text kept)"),
  message: z.string().describe("What happened, for people: \"Image uploaded successfully\" or that it is already in the library"),
});
export type MediaUploadAnswer = z.output<typeof mediaUploadAnswerSchema>;

/** POST /api/media: a multipart form with one image and, optionally, its alt text. */
export const mediaUploadFormSchema = z.object({
  image: z.file().describe("A PNG, JPEG, WebP, GIF or AVIF image, at most 5 MB (judged by its bytes)"),
  alt: z.string().optional().describe(`Alt text, at most ${MEDIA_LIMITS.alt} characters`),
});
