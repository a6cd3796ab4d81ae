import type { BlogPost } from "./blog-schema.ts";
import { PUBLISHING_MESSAGES } from "./publishing.ts";

/**
 * Blog posts: fields, defaults and messages (SPEC §2 Blog, §3, §5 "Blog save", §7, §8). No Zod here,
 * so public pages can use these words without shipping a validator; the rules are in blog-schema.ts.
 */

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
  // The admin form only (SPEC §5: it marks them required); the API fills them with the defaults above.
  categoryRequired: "Category is required",
  readTimeRequired: "Read time is required",
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
  // Scheduled publishing, preview links, revisions (issue 15)
  statusInvalid: "Status must be draft, scheduled or published",
  publishAtRequired: "Choose when the post should be published",
  publishAtInvalid: "Enter the publish time as a date and time",
  publishAtPast: "The publish time has passed: choose a time in the future, or publish now",
  revisionNotFound: "Revision not found",
  restored: "Revision restored",
  previewBanner: "Preview",
  previewNote: "This is a preview: the post is not public yet. Only people with this link can see it.",
  previewLinkCopied: "Preview link copied",
  previewLinksStopped: "Earlier preview links no longer work",
  pendingDiscarded: "Unpublished changes discarded",
} as const;

/** The agency's time zone: the admin shows and picks publish times in it, named. */
export const AGENCY_TIME_ZONE = "Asia/Kolkata";
export const AGENCY_TIME_ZONE_LABEL = "IST, Asia/Kolkata";

/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 7;
/** The query parameter that carries a preview token on /blog/{slug}. */
export const PREVIEW_PARAM = "preview";

/** At most this many revisions are kept per post; saving another drops the oldest. */
export const POST_REVISIONS_KEPT = 100;

/** "24 Nov 2026, 09:30 IST": a moment as the agency reads it. */
export function formatIndiaDateTime(iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: AGENCY_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} IST`;
}

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** A moment as the value of an <input type="datetime-local"> read in India ("2026-11-24T09:30"). */
export function toIndiaLocalInput(iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return new Date(date.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** An <input type="datetime-local"> value read in India, as an ISO moment; null when it is not one. */
export function fromIndiaLocalInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - IST_OFFSET_MINUTES * 60_000;
  const check = new Date(utc + IST_OFFSET_MINUTES * 60_000);
  if (Number.isNaN(utc) || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc).toISOString();
}

/** The address of a post's preview: the post as it will look, for whoever holds the token. */
export function previewPath(post: { slug: string }, token: string): string {
  return `${postPath(post)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/** The blog's RSS feed: linked from every public page's head (the site layout) and from /blog. */
export const BLOG_FEED_PATH = "/blog/rss.xml";

/** A post's public address. */
export function postPath(post: { slug: string }): string {
  return `/blog/${post.slug}`;
}

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

/** A blog post as the API returns it (SPEC §3); its schema is `blogPostSchema` in blog-schema.ts. */
export type { BlogPost };

/** What a card on /blog needs. */
export type BlogPostSummary = Pick<BlogPost, "_id" | "slug" | "title" | "excerpt" | "imageUrl" | "category" | "date" | "readTime">;

export const BLOG_CATEGORY_PARAM = "category";

/** A sub-heading listed in a post's table of contents: its anchor, its words and its level (## or ###). */
export interface TableOfContentsEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A post's body as readers get it: sanitised HTML rendered from its Markdown, and its table of contents. */
export interface PostBody {
  html: string;
  /** Empty for a post with fewer than three sub-headings. */
  toc: TableOfContentsEntry[];
}
