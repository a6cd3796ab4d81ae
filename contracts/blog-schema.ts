import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { calendarDate, timestamp } from "./api-schema.ts";
import { BLOG_DEFAULTS, BLOG_LIMITS, BLOG_MESSAGES, isCalendarDate, todayInIndia } from "./blog.ts";
import { isAllowedImageUrl } from "./markdown.ts";
import { POST_ADDRESS_LIMITS, POST_ADDRESS_MESSAGES, POST_ID_PATTERN, SLUG_PATTERN } from "./post-address.ts";
import { optionalImageUrl, optionalText, requiredText, textWithDefault, wordList } from "./publishing-schema.ts";
import { POST_STATUSES, type PostStatus } from "./statuses.ts";
import { tooLongMessage } from "./text.ts";

/**
 * A post's slug as sent: trimmed and lower-cased; missing or blank means "make one from the title" on
 * creation and "keep it" on a change.
 */
const slug = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .string({ error: POST_ADDRESS_MESSAGES.slugInvalid })
    .trim()
    .toLowerCase()
    .max(POST_ADDRESS_LIMITS.slug, { error: tooLongMessage("Slug", POST_ADDRESS_LIMITS.slug) })
    .regex(SLUG_PATTERN, { error: POST_ADDRESS_MESSAGES.slugInvalid })
    .refine((value) => !POST_ID_PATTERN.test(value), { error: POST_ADDRESS_MESSAGES.slugLooksLikeId })
    .optional()
    .describe("The post's address, /blog/{slug}: lower-case words joined by hyphens, unique. Left out: made from the title (new post) or kept (change)."),
);

/** A blank or missing status is 'published' (SPEC §3 defaults); 'scheduled' needs a `publishAt`. */
const postStatus = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? BLOG_DEFAULTS.status : value),
  z.enum(POST_STATUSES, { error: BLOG_MESSAGES.statusInvalid }),
) as z.ZodType<PostStatus, unknown>;

/** When a scheduled post goes live: an ISO 8601 date-time with its offset ("2026-11-24T04:00:00Z", "…+05:30"). */
const publishAt = z
  .preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z.iso.datetime({ offset: true, error: BLOG_MESSAGES.publishAtInvalid }).transform((value) => new Date(value).toISOString()).optional(),
  )
  .describe("With status 'scheduled': when the post goes live (ISO 8601 with offset, in the future). Ignored for other statuses.");

/** POST /api/blog and PUT /api/blog/{id}; also the admin form's own check before sending. */
export const blogPostInputSchema = z.object({
  title: requiredText(BLOG_MESSAGES.titleRequired, "Title", BLOG_LIMITS.title),
  excerpt: textWithDefault("", "Excerpt", BLOG_LIMITS.excerpt),
  content: requiredText(BLOG_MESSAGES.contentRequired, "Content", BLOG_LIMITS.content),
  imageUrl: optionalImageUrl(BLOG_LIMITS.imageUrl).describe("The post's image: required unless the post is a draft."),
  category: textWithDefault(BLOG_DEFAULTS.category, "Category", BLOG_LIMITS.category),
  author: requiredText(BLOG_MESSAGES.authorRequired, "Author", BLOG_LIMITS.author),
  date: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? todayInIndia() : value),
    z
      .string({ error: BLOG_MESSAGES.dateInvalid })
      .trim()
      // An ISO timestamp from an older client ("2026-11-18T00:00:00.000Z") keeps its date part.
      .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
      .refine(isCalendarDate, { error: BLOG_MESSAGES.dateInvalid }),
  ),
  readTime: textWithDefault(BLOG_DEFAULTS.readTime, "Read time", BLOG_LIMITS.readTime),
  tags: wordList("tags", BLOG_LIMITS.tags, BLOG_LIMITS.tag),
  status: postStatus,
  publishAt,
  slug,
  metaTitle: optionalText("Meta title", POST_ADDRESS_LIMITS.metaTitle).describe("Title in search results and social cards; empty: the post's title. Left out of a change: kept."),
  metaDescription: optionalText("Meta description", POST_ADDRESS_LIMITS.metaDescription).describe(
    "Description in search results and social cards; empty: the excerpt. Left out of a change: kept.",
  ),
  ogImage: optionalText("Social image", BLOG_LIMITS.imageUrl)
    .refine((value) => !value || isAllowedImageUrl(value), { error: POST_ADDRESS_MESSAGES.ogImageInvalid })
    .describe("Image of social cards; empty: the post's image. Left out of a change: kept."),
  noindex: z
    .preprocess((value) => (value === null ? undefined : value), z.boolean({ error: POST_ADDRESS_MESSAGES.noindexInvalid }).optional())
    .describe("true asks search engines not to list the post (and leaves it out of sitemap.xml). Left out: false for a new post, kept on a change."),
}, { error: BODY_NOT_AN_OBJECT_MESSAGE }).superRefine(
  (post, context) => {
    // A draft may wait for its image (autosave keeps it from the first words); a post that goes live has one.
    if (post.status !== "draft" && post.imageUrl === "") context.addIssue({ code: "custom", path: ["imageUrl"], message: BLOG_MESSAGES.imageRequired });
  },
  // Said together with the other fields' problems, as when the image was a required field.
  { when: (payload) => typeof payload.value === "object" && payload.value !== null },
).superRefine((post, context) => {
  if (post.status !== "scheduled") return;
  if (!post.publishAt) context.addIssue({ code: "custom", path: ["publishAt"], message: BLOG_MESSAGES.publishAtRequired });
  else if (Date.parse(post.publishAt) <= Date.now()) context.addIssue({ code: "custom", path: ["publishAt"], message: BLOG_MESSAGES.publishAtPast });
});

/**
 * The admin form's check (SPEC §5: the form marks category and read time as required, among others):
 * someone who clears them is asked for them. An API client that leaves them out gets SPEC's defaults
 * ('Digital Marketing', '5 min read') from `blogPostInputSchema`, whose other rules this keeps.
 */
export const blogPostFormSchema = blogPostInputSchema.safeExtend({
  category: requiredText(BLOG_MESSAGES.categoryRequired, "Category", BLOG_LIMITS.category),
  readTime: requiredText(BLOG_MESSAGES.readTimeRequired, "Read time", BLOG_LIMITS.readTime),
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type ValidBlogPostInput = z.output<typeof blogPostInputSchema>;

/** A blog post as the API answers it (SPEC §3). */
export const blogPostSchema = z.object({
  _id: z.guid(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe("Markdown (CommonMark + GFM; a single line break is a line break; raw HTML shows as text)"),
  imageUrl: z.string(),
  category: z.string(),
  author: z.string(),
  date: calendarDate().describe("Publication date"),
  readTime: z.string(),
  tags: z.array(z.string()),
  status: z.enum(POST_STATUSES),
  publishAt: timestamp().nullable().describe("When a scheduled post goes live; null unless scheduled"),
  slug: z.string().describe("The post's address is /blog/{slug}"),
  metaTitle: z.string().describe("Empty: the post's title is used"),
  metaDescription: z.string().describe("Empty: the excerpt is used"),
  ogImage: z.string().describe("Empty: the post's image is used"),
  noindex: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type BlogPost = z.output<typeof blogPostSchema>;

/** POST /api/blog/{id}/preview-link: a link that shows the post as it will look, without signing in. */
export const previewLinkSchema = z.object({
  url: z.string().describe("/blog/{slug}?preview={token}: works for 7 days, for this post only"),
  expiresAt: timestamp(),
});
export type PreviewLink = z.output<typeof previewLinkSchema>;

/** One line of GET /api/blog/{id}/revisions (newest first). */
export const postRevisionSummarySchema = z.object({
  id: z.guid(),
  createdAt: timestamp(),
  author: z.string().describe("The staff member who saved it (their name, or email)"),
  title: z.string(),
  kind: z
    .enum(["saved", "restored", "autosaved", "pending"])
    .describe("saved: a save; restored: made by a restore; autosaved: the editor saved a draft while someone typed; pending: autosaved edits of a published post, not live until 'Update'"),
});
export type PostRevisionSummary = z.output<typeof postRevisionSummarySchema>;

/** GET /api/blog/{id}/revisions/{revisionId}: every field of the post as it was saved. */
export const postRevisionSchema = postRevisionSummarySchema.extend({
  postId: z.guid(),
  post: blogPostSchema.omit({ _id: true, createdAt: true, updatedAt: true }),
});
export type PostRevision = z.output<typeof postRevisionSchema>;

/** The uploaded images a revision or a restored post names that the media library no longer has (decision 051). */
const missingImages = z
  .array(z.string())
  .describe(
    "Uploaded images it names (its image, social image or body) that are no longer in the media library, each as `/uploads/<file>` in the order first named: pages show nothing there until new ones are picked. Addresses outside /uploads/ are not checked",
  );

/** GET /api/blog/{id}/revisions/{revisionId}: the revision, and which of its images the library no longer has. */
export const postRevisionDetailSchema = postRevisionSchema.extend({ missingImages });
export type PostRevisionDetail = z.output<typeof postRevisionDetailSchema>;

/** POST /api/blog/{id}/revisions/{revisionId}/restore: the post as it now is, and which of its images the library no longer has. */
export const restoredPostSchema = blogPostSchema.extend({ missingImages });
export type RestoredPost = z.output<typeof restoredPostSchema>;

/** GET /api/blog/{id}/pending-edits: a published post's autosaved edits, waiting for 'Update' (the editor opens with them). */
export const pendingEditsSchema = z.object({
  pending: postRevisionSchema.nullable().describe("The pending revision (kind 'pending'), newer than the live text; null when the post has none (or is not published)"),
});
export type PendingEdits = z.output<typeof pendingEditsSchema>;

/** POST /api/blog/{id}/autosave: kept without publishing anything. */
export const autosaveResultSchema = z.object({
  savedAt: timestamp(),
  pending: z.boolean().describe("true: the post is published, so the edits wait in a pending revision until 'Update'"),
});
export type AutosaveResult = z.output<typeof autosaveResultSchema>;
