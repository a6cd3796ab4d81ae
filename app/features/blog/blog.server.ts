import type { AppLoadContext } from "react-router";
import { findPublishedPost, listPublishedPostSummaries } from "#server/modules/blog/service.ts";
import { rowId } from "#contracts/api-schema.ts";
import { BLOG_MESSAGES, type BlogPost, type BlogPostSummary } from "#contracts/blog.ts";

/**
 * Data for the public blog pages, read straight from the blog service (never our API over HTTP).
 * Each declares that its page shows posts, so publishing refreshes the cached page.
 */

export interface BlogListData {
  posts: BlogPostSummary[];
  /** Distinct categories of all published posts, in order of their newest post. */
  categories: string[];
  /** The category asked for, in its stored spelling; null for 'All Posts'. */
  activeCategory: string | null;
}

export async function loadBlogList(context: AppLoadContext, requestedCategory: string | null): Promise<BlogListData> {
  context.dependsOn("posts");
  const all = await listPublishedPostSummaries(context.services.db);
  const categories = [...new Set(all.map((post) => post.category))];
  const wanted = requestedCategory?.trim().toLowerCase();
  if (!wanted) return { posts: all, categories, activeCategory: null };
  const activeCategory = categories.find((category) => category.toLowerCase() === wanted) ?? requestedCategory!.trim();
  return {
    posts: all.filter((post) => post.category.toLowerCase() === wanted),
    categories,
    activeCategory,
  };
}

const RELATED_POSTS = 3;
/** The same id rule as GET /api/blog/{id}. */
const postId = rowId(BLOG_MESSAGES.notFound);

export interface BlogPostData {
  post: BlogPost;
  /** Up to three other published posts, same category first. */
  related: BlogPostSummary[];
}

/** The post at /blog/{id}, or null for a draft, an unknown id or a path that is not an id at all. */
export async function loadBlogPost(context: AppLoadContext, id: string): Promise<BlogPostData | null> {
  context.dependsOn("posts");
  if (!postId.safeParse(id).success) return null;
  const { db } = context.services;
  const [post, all] = await Promise.all([findPublishedPost(db, id), listPublishedPostSummaries(db)]);
  if (!post) return null;
  const others = all.filter((summary) => summary._id !== post._id);
  const related = [
    ...others.filter((summary) => summary.category === post.category),
    ...others.filter((summary) => summary.category !== post.category),
  ].slice(0, RELATED_POSTS);
  return { post, related };
}

export function loadFeedPosts(context: AppLoadContext): Promise<BlogPostSummary[]> {
  context.dependsOn("posts");
  return listPublishedPostSummaries(context.services.db);
}
