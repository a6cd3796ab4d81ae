import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { calendarDate, timestamp } from "./api-schema.ts";
import { BLOG_DEFAULTS, BLOG_LIMITS, BLOG_MESSAGES, isCalendarDate, todayInIndia } from "./blog.ts";
import { imageUrl, publishStatus, requiredText, textWithDefault, wordList } from "./publishing-schema.ts";
import { PUBLISH_STATUSES } from "./statuses.ts";

/** POST /api/blog and PUT /api/blog/{id}; also the admin form's own check before sending. */
export const blogPostInputSchema = z.object({
  title: requiredText(BLOG_MESSAGES.titleRequired, "Title", BLOG_LIMITS.title),
  excerpt: textWithDefault("", "Excerpt", BLOG_LIMITS.excerpt),
  content: requiredText(BLOG_MESSAGES.contentRequired, "Content", BLOG_LIMITS.content),
  imageUrl: imageUrl(BLOG_LIMITS.imageUrl),
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
  status: publishStatus,
}, { error: BODY_NOT_AN_OBJECT_MESSAGE });

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type ValidBlogPostInput = z.output<typeof blogPostInputSchema>;

/** A blog post as the API answers it (SPEC §3). */
export const blogPostSchema = z.object({
  _id: z.guid(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string().describe("Markdown (CommonMark + GFM)"),
  imageUrl: z.string(),
  category: z.string(),
  author: z.string(),
  date: calendarDate().describe("Publication date"),
  readTime: z.string(),
  tags: z.array(z.string()),
  status: z.enum(PUBLISH_STATUSES),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type BlogPost = z.output<typeof blogPostSchema>;
