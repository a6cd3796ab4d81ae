import { tooLongMessage } from "./text.ts";

/**
 * The media library (issue 12): every uploaded image with its alt text, size and where it is used.
 * No Zod here (admin screens and pages use these words); the rules are in media-schema.ts.
 */

export const MEDIA_LIMITS = {
  alt: 300,
  originalName: 255,
} as const;

/** GET /api/media: 50 images a page by default. */
export const MEDIA_PAGE_SIZE = 50;
/** The response header carrying how many images match, over all pages (the body stays an array). */
export const MEDIA_TOTAL_HEADER = "x-total-count";

/** The multipart text field that sets the alt text in an upload (POST /api/media, /api/blog/upload, /api/portfolio/upload). */
export const ALT_FIELD = "alt";

/**
 * What can use an image: posts and portfolio items, a published post's unpublished changes (its pending
 * edits, waiting for 'Update': decision 037), and the site's own copy (issue 13): service pages, case
 * studies, testimonials, team members, client logos, the site's pictures (Images screen) and the legal
 * pages' Markdown. A post's older revisions are not uses (decision 051).
 */
export const MEDIA_USAGE_TYPES = [
  "post",
  "post-pending-edits",
  "portfolio",
  "service-page",
  "case-study",
  "testimonial",
  "team-member",
  "client-logo",
  "site-image",
  "legal-page",
] as const;
export type MediaUsageType = (typeof MEDIA_USAGE_TYPES)[number];

export const MEDIA_USAGE_LABELS: Record<MediaUsageType, string> = {
  post: "Blog post",
  "post-pending-edits": "Blog post (unpublished changes)",
  portfolio: "Portfolio item",
  "service-page": "Service page",
  "case-study": "Case study",
  testimonial: "Testimonial",
  "team-member": "Team member",
  "client-logo": "Client logo",
  "site-image": "Site image",
  "legal-page": "Legal page",
};

/** Where staff fix a usage: the admin screen that edits it. */
export const MEDIA_USAGE_ADMIN_PATHS: Record<MediaUsageType, string> = {
  post: "/admin/blog",
  "post-pending-edits": "/admin/blog",
  portfolio: "/admin/portfolio",
  "service-page": "/admin/site/services",
  "case-study": "/admin/site/case-studies",
  testimonial: "/admin/site/testimonials",
  "team-member": "/admin/site/team",
  "client-logo": "/admin/site/client-logos",
  "site-image": "/admin/site/images",
  "legal-page": "/admin/site/legal-pages",
};

/** The query parameter of an admin list naming the record whose form opens (`/admin/blog?edit={id}`). */
export const EDIT_RECORD_PARAM = "edit";

/** An admin list screen opened on one record's form (app/lib/use-editing-record.ts). */
export const editRecordPath = (screen: string, id: string) => `${screen}?${new URLSearchParams({ [EDIT_RECORD_PARAM]: id })}`;

/** The admin screen that edits a usage, opened on the record itself where the screen has a form per record. */
export function mediaUsageAdminPath(usage: { type: MediaUsageType; id: string }): string {
  const screen = MEDIA_USAGE_ADMIN_PATHS[usage.type];
  // Site images are one screen of named slots, not a list of records.
  return usage.type === "site-image" ? screen : editRecordPath(screen, usage.id);
}

export const MEDIA_MESSAGES = {
  notFound: "Image not found",
  fetchFailed: "Could not load the media library",
  altTooLong: tooLongMessage("Alt text", MEDIA_LIMITS.alt),
  altInvalid: "Alt text must be text",
  decorativeInvalid: "Decorative must be true or false",
  nothingToChange: "Send the alt text or whether the image is decorative",
  saved: "Image details saved",
  saveFailed: "Could not save the image details",
  deleted: "Image deleted",
  deleteFailed: "Could not delete the image",
  confirmDelete: "Delete this image and every stored size of it? This cannot be undone.",
  inUseTitle: "Image in use",
  inUseTooltip: "In use: cannot be deleted",
  empty: "No images yet. Upload some to start your library.",
  noMatches: "No images match your search.",
  loginToView: "Please log in to view the media library",
  altRequired: "Describe the image for people who cannot see it, or mark it as decorative",
} as const;

/** The 409 answer to deleting an image that is still used, naming where (at most a few, then how many more). */
export function imageInUseMessage(usedBy: ReadonlyArray<{ type: MediaUsageType; title: string }>): string {
  const shown = usedBy.slice(0, 3).map((usage) => `${MEDIA_USAGE_LABELS[usage.type].toLowerCase()} "${usage.title}"`);
  const more = usedBy.length - shown.length;
  const places = more > 0 ? `${shown.join(", ")} and ${more} more` : shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown[0];
  return `This image is used in ${places}. Remove it from there before deleting it.`;
}

/** Why Delete cannot go ahead, above the list of places (the Media page's answer to Delete on a used image). */
export function imageInUseExplanation(name: string, places: number): string {
  const where = places === 1 ? "the place below" : `the ${places} places below`;
  return `"${name}" cannot be deleted while it is used. Remove it from ${where} first (each link opens the screen that edits it), then delete it here.`;
}

/** What staff call an image: the uploaded file's name, else the stored file's (a hash, but stable). */
export function mediaName(entry: { originalName: string; url: string }): string {
  return entry.originalName || entry.url.slice(entry.url.lastIndexOf("/") + 1);
}

/** The answer to uploading a picture the library already has: nothing is added or changed. */
export function alreadyInLibraryMessage(name: string): string {
  return `This image is already in the library as "${name}". Nothing was added, and its alt text was kept.`;
}

/** The alt text pages render: none when an editor marked the image decorative. */
export function renderedAlt(entry: { alt: string; decorative: boolean }): string {
  return entry.decorative ? "" : entry.alt;
}

// eslint-disable-next-line import-x/no-cycle -- type-only re-exports, erased at build time: no cycle at run time
export type { MediaItem, MediaUpdate, MediaUploadAnswer, MediaUsage } from "./media-schema.ts";
