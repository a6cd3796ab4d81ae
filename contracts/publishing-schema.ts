import { z } from "zod";
import { isAllowedImageUrl } from "./markdown.ts";
import { normaliseWords, PUBLISHING_MESSAGES } from "./publishing.ts";
import { PUBLISH_STATUSES, type PublishStatus } from "./statuses.ts";
import { tooLongMessage } from "./text.ts";

/** Zod field rules shared by blog posts and portfolio items (blog-schema.ts, portfolio-schema.ts). */

const blankToEmpty = (value: unknown) => (value === undefined || value === null ? "" : value);

/** Text trimmed; a missing or blank value fails with `required`. */
export const requiredText = (required: string, field: string, max: number) =>
  z.preprocess(
    blankToEmpty,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: tooLongMessage(field, max) }),
  );

/** Text trimmed; a missing or blank value becomes `fallback`. */
export const textWithDefault = (fallback: string, field: string, max: number) =>
  z.preprocess(
    blankToEmpty,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, { error: tooLongMessage(field, max) })
      .transform((value) => value || fallback),
  );

/** An image address: a path on this site (/uploads/…, /images/…) or a full http(s) URL. Nothing else (no javascript:, data:). */
export const imageUrl = (max: number) =>
  requiredText(PUBLISHING_MESSAGES.imageRequired, "Image", max).refine(
    (value) => value === "" || isAllowedImageUrl(value),
    { error: PUBLISHING_MESSAGES.imageUrlInvalid },
  );

/** An image address as `imageUrl`, which may be left empty (a blog draft: required on publishing). */
export const optionalImageUrl = (max: number) =>
  textWithDefault("", "Image", max).refine((value) => value === "" || isAllowedImageUrl(value), { error: PUBLISHING_MESSAGES.imageUrlInvalid });

/** Text trimmed, or undefined when left out (a change keeps the stored value); null counts as empty. */
export const optionalText = (field: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? "" : value),
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, { error: tooLongMessage(field, max) })
      .optional(),
  );

/** A blank or missing status is 'published' (SPEC §3 defaults). */
export const publishStatus = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? "published" : value),
  z.enum(PUBLISH_STATUSES, { error: PUBLISHING_MESSAGES.statusInvalid }),
) as z.ZodType<PublishStatus, unknown>;

/**
 * A list of short words (tags, technologies): each trimmed, blanks dropped, duplicates (ignoring case)
 * dropped. Accepts an array, or one comma-separated string.
 */
export const wordList = (field: string, maxItems: number, maxLength: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : typeof value === "string" ? value.split(",") : value),
    z
      .array(z.string({ error: PUBLISHING_MESSAGES.listInvalid }), { error: PUBLISHING_MESSAGES.listInvalid })
      .transform((items) => normaliseWords(items))
      .pipe(
        z
          .array(z.string().max(maxLength, { error: tooLongMessage(`Each of the ${field}`, maxLength) }))
          .max(maxItems, { error: PUBLISHING_MESSAGES.tooMany(field, maxItems) }),
      ),
  );
