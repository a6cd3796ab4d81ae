import type { AppLoadContext } from "react-router";
import { findPostBySlug, findPublishedPost, listPublishedPostSummaries } from "#server/modules/blog/service.ts";
import { isValidPreviewToken } from "#server/modules/blog/preview-tokens.ts";
import { describeUploadedImages } from "#server/modules/media/service.ts";
import { BLOG_CATEGORY_PARAM, type BlogPost, type BlogPostSummary, postPath } from "#contracts/blog.ts";
import { POST_ADDRESS_LIMITS, POST_ID_PATTERN, SLUG_PATTERN } from "#contracts/post-address.ts";
import { articleHtml, type DescribeImages, renderPostBody } from "./post-body.server.ts";

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

/**
 * The published posts, those of `requestedCategory` (`?category=`, any case) when asked. Only a category
 * written as the category links write it is recognised (cached under its address): any other value
 * (another case, one no post has) shows the same list, rendered afresh.
 */
export async function loadBlogList(context: AppLoadContext, requestedCategory: string | null): Promise<BlogListData> {
  context.dependsOn("posts");
  const all = await listPublishedPostSummaries(context.services.db);
  const categories = [...new Set(all.map((post) => post.category))];
  if (requestedCategory !== null && categories.includes(requestedCategory)) context.recognisesQuery(BLOG_CATEGORY_PARAM);
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

export interface BlogPostData {
  /** The post without its Markdown (readers get `article`, rendered here on the server). */
  post: Omit<BlogPost, "content">;
  /** The table of contents and the body, as sanitised HTML. */
  article: string;
  /** The cover image's alt text from the media library ("" when it has none: the title beside it says it all). */
  coverAlt: string;
  /** Up to three other published posts, same category first. */
  related: BlogPostSummary[];
  /** True on a preview link: the post as it will look, not public yet (noindex, never cached, a 'Preview' banner). */
  preview: boolean;
}

/**
 * The post at /blog/{slug}; `{ redirect }` when the URL named it by its id (SPEC's old links) or by a slug
 * it had before; null for a draft, an unknown slug or a path that is neither.
 */
export async function loadBlogPost(context: AppLoadContext, slugOrId: string): Promise<BlogPostData | { redirect: string } | null> {
  context.dependsOn("posts");
  if (!POST_ID_PATTERN.test(slugOrId) && !(slugOrId.length <= POST_ADDRESS_LIMITS.slug && SLUG_PATTERN.test(slugOrId))) return null;
  const { db } = context.services;
  const [found, all] = await Promise.all([findPublishedPost(db, slugOrId), listPublishedPostSummaries(db)]);
  if (!found) return null;
  if (!found.current) return { redirect: postPath(found.post) };
  return renderPost(context, found.post, all, false);
}

/**
 * A preview link, /blog/{slug}?preview={token}: the post at its current slug, whatever its status, for a
 * token made for it that has not expired or been stopped (server/modules/blog/preview-tokens.ts); null
 * otherwise (404).
 * Once the post is live, the link leads to its public page.
 */
export async function loadBlogPostPreview(context: AppLoadContext, slug: string, token: string): Promise<BlogPostData | { redirect: string } | null> {
  if (!(slug.length <= POST_ADDRESS_LIMITS.slug && SLUG_PATTERN.test(slug))) return null;
  const { db, jwtSecret } = context.services;
  const [found, all] = await Promise.all([findPostBySlug(db, slug), listPublishedPostSummaries(db)]);
  if (!found || !isValidPreviewToken(jwtSecret, { postId: found.post._id, generation: found.previewLinksGeneration }, token)) return null;
  const { post } = found;
  if (post.status === "published") return { redirect: postPath(post) };
  return renderPost(context, post, all, true);
}

async function renderPost(context: AppLoadContext, { content, ...post }: BlogPost, all: BlogPostSummary[], preview: boolean): Promise<BlogPostData> {
  const { db, config } = context.services;
  // Sizes (no layout shift) and alt texts of uploaded images come from the media library.
  const describeImages: DescribeImages = (urls) => describeUploadedImages(db, urls);
  const [body, cover] = await Promise.all([
    renderPostBody(content, { describeImages, siteOrigin: config.publicUrl }),
    describeImages([post.imageUrl]),
  ]);
  const others = all.filter((summary) => summary._id !== post._id);
  const related = [
    ...others.filter((summary) => summary.category === post.category),
    ...others.filter((summary) => summary.category !== post.category),
  ].slice(0, RELATED_POSTS);
  return { post, article: articleHtml(body), coverAlt: cover.get(post.imageUrl)?.alt ?? "", related, preview };
}

export function loadFeedPosts(context: AppLoadContext): Promise<BlogPostSummary[]> {
  context.dependsOn("posts");
  return listPublishedPostSummaries(context.services.db);
}
