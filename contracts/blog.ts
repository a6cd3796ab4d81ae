import { z } from "zod";
import {
  imageUrl,
  PUBLISHING_MESSAGES,
  publishStatus,
  requiredText,
  textWithDefault,
  wordList,
} from "./publishing.ts";
import type { PublishStatus } from "./statuses.ts";

/** Blog posts: fields, defaults, rules and messages (SPEC §2 Blog, §3, §5 "Blog save", §7, §8). */

export const BLOG_LIMITS = {
  title: 200,
  excerpt: 1000,
  content: 50_000,
  category: 100,
  author: 100,
  readTime: 40,
  imageUrl: 2048,
  tags: 20,
  tag: 40,
} as const;

/** SPEC §3 "New-post defaults" (the date default is today, see `todayInIndia`). */
export const BLOG_DEFAULTS = {
  category: "Digital Marketing",
  readTime: "5 min read",
  status: "published",
} as const satisfies Record<string, string>;

export const BLOG_MESSAGES = {
  titleRequired: "Title is required",
  contentRequired: "Content is required",
  authorRequired: "Author is required",
  imageRequired: PUBLISHING_MESSAGES.imageRequired,
  dateInvalid: "Please enter a valid date",
  notFound: "Blog post not found",
  // Public pages (SPEC §2, §8)
  listEmpty: "No blog posts found in this category.",
  listFailed: "Failed to load blog posts",
  postFailed: "Failed to load blog post",
  liked: "Added to likes",
  unliked: "Removed from likes",
  bookmarked: "Added to bookmarks",
  unbookmarked: "Removed from bookmarks",
  linkCopied: "Link copied to clipboard!",
  linkCopyFailed: "Could not copy the link. Please copy it from the address bar.",
  // Admin (SPEC §2, §5, §8)
  adminEmpty: "No blog posts found",
  loginToView: "Please log in to view blog posts",
  fetchFailed: "Error fetching blog posts",
  deleteFailed: "Error deleting blog post",
  saveFailed: "Error saving blog post",
  deleted: "Blog post deleted successfully",
  created: "Blog post created successfully",
  updated: "Blog post updated successfully",
  confirmDelete: "Are you sure you want to delete this post?",
} as const;

/** The agency works in India: "today" is today in India, whatever the server's time zone. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

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

/** A blog post as the API returns it (SPEC §3). */
export interface BlogPost {
  _id: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  author: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  readTime: string;
  tags: string[];
  status: PublishStatus;
  createdAt: string;
  updatedAt: string;
}

/** What a card on /blog needs. */
export type BlogPostSummary = Pick<BlogPost, "_id" | "title" | "excerpt" | "imageUrl" | "category" | "date" | "readTime">;

export const BLOG_CATEGORY_PARAM = "category";
