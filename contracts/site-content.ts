import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { tooLongMessage } from "./text.ts";

/**
 * Building blocks of the site-content contracts (contracts/site-*.ts): the editable copy of the public
 * site (issue 13) that `/api/site/*` serves to the admin and the public pages read on the server.
 */

/** The kinds under `/api/site/{kind}` that are lists of entries (company details are one record). */
export const SITE_CONTENT_KINDS = ["services", "faq", "testimonials", "case-studies", "team", "client-logos", "legal-pages"] as const;
export type SiteContentKind = (typeof SITE_CONTENT_KINDS)[number];

export const SITE_CONTENT_MESSAGES = {
  required: (field: string) => `${field} is required`,
  mustBeText: (field: string) => `${field} must be text`,
  listRequired: (field: string) => `${field} needs at least one entry`,
  tooMany: (field: string, max: number) => `${field} can have at most ${max} entries`,
  imageUrlInvalid: "Images must be uploaded (/uploads/…) or shipped with the site (/images/…)",
  linkInvalid: "Links must be a page of this site (starting with /) or a full https:// address",
  orderInvalid: "Order must be a whole number from 0",
  reorderMismatch: "List every entry of this kind exactly once, in the new order",
  saved: "Saved",
  deleted: "Deleted",
  added: "Added",
  reordered: "Order saved",
  fetchFailed: "Failed to fetch the site's content",
  saveFailed: "Could not save. Please try again.",
  deleteFailed: "Could not delete. Please try again.",
  reorderFailed: "Could not save the new order. Please try again.",
  confirmDelete: "Are you sure you want to delete this entry? The site stops showing it at once.",
} as const;

/** Text trimmed; blank fails with "<field> is required". */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? SITE_CONTENT_MESSAGES.required(field) : SITE_CONTENT_MESSAGES.mustBeText(field)) })
    .trim()
    .min(1, { error: SITE_CONTENT_MESSAGES.required(field) })
    .max(max, { error: tooLongMessage(field, max) });

/** Text trimmed; missing means empty. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: SITE_CONTENT_MESSAGES.mustBeText(field) })
    .trim()
    .max(max, { error: tooLongMessage(field, max) })
    .default("");

/** A list of short texts (points, highlights, paragraphs), each required, between `min` and `max` long. */
export const textList = (field: string, options: { min?: number; max: number; itemMax: number }) =>
  z
    .array(requiredText(`Each of the ${field.toLowerCase()}`, options.itemMax), { error: SITE_CONTENT_MESSAGES.listRequired(field) })
    .min(options.min ?? 1, { error: SITE_CONTENT_MESSAGES.listRequired(field) })
    .max(options.max, { error: SITE_CONTENT_MESSAGES.tooMany(field, options.max) });

/** A list of objects, between `min` and `max` long. */
export const entryList = <Item extends z.ZodType>(field: string, item: Item, options: { min?: number; max: number }) =>
  z
    .array(item, { error: SITE_CONTENT_MESSAGES.listRequired(field) })
    .min(options.min ?? 1, { error: SITE_CONTENT_MESSAGES.listRequired(field) })
    .max(options.max, { error: SITE_CONTENT_MESSAGES.tooMany(field, options.max) });

/**
 * An image of the site: an upload from the media library (`/uploads/…`) or artwork shipped with the
 * site (`/images/…`, `/video/…` for the video poster). Only paths on this site: nothing is fetched
 * from another host, and no `javascript:` or `data:` address can get in.
 */
export const siteImageUrl = (field: string) =>
  requiredText(field, 2048)
    .regex(/^\/(uploads|images|video)\/[A-Za-z0-9._~\-/]+$/, { error: SITE_CONTENT_MESSAGES.imageUrlInvalid })
    // No `.` or `..` segment: `/uploads/../admin/login` would name any page of the site.
    .refine((value) => !/(^|\/)\.{1,2}(\/|$)/.test(value), { error: SITE_CONTENT_MESSAGES.imageUrlInvalid });

/** An image with its alt text: what the media library's picker hands back (URL + alt). Empty alt marks decoration. */
export const siteImageSchema = (field: string) =>
  z.object({ url: siteImageUrl(field), alt: optionalText(`${field} alt text`, 300) }, { error: SITE_CONTENT_MESSAGES.required(field) });
export type SiteImage = z.output<ReturnType<typeof siteImageSchema>>;

/** A link a button or tile points at: a page of this site, or a full https address. */
export const siteLink = (field: string) =>
  requiredText(field, 2048).refine((value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s]+$/i.test(value), {
    error: SITE_CONTENT_MESSAGES.linkInvalid,
  });

/** Where an entry sits in its list (0 first); left out on create, the entry goes to the end. */
export const orderSchema = z.int({ error: SITE_CONTENT_MESSAGES.orderInvalid }).min(0, { error: SITE_CONTENT_MESSAGES.orderInvalid }).max(100_000, {
  error: SITE_CONTENT_MESSAGES.orderInvalid,
});

/** PUT /api/site/{kind}/order: every entry's id, in the new order (drag-to-reorder sends the whole list). */
export const reorderSchema = z.object(
  {
    ids: z
      .array(z.guid({ error: SITE_CONTENT_MESSAGES.reorderMismatch }), { error: SITE_CONTENT_MESSAGES.reorderMismatch })
      .min(1, { error: SITE_CONTENT_MESSAGES.reorderMismatch })
      .max(1000, { error: SITE_CONTENT_MESSAGES.reorderMismatch }),
  },
  { error: BODY_NOT_AN_OBJECT_MESSAGE },
);

/** The object every input schema of a kind is, with the one answer for a body that is no object. */
export const contentObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: BODY_NOT_AN_OBJECT_MESSAGE });
