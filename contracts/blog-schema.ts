import { z } from "zod";
import { BLOG_DEFAULTS, BLOG_LIMITS, BLOG_MESSAGES, isCalendarDate, todayInIndia } from "./blog.ts";
import { imageUrl, publishStatus, requiredText, textWithDefault, wordList } from "./publishing-schema.ts";

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
});

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type ValidBlogPostInput = z.output<typeof blogPostInputSchema>;
