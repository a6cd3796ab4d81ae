import { and, desc, eq, sql } from "drizzle-orm";
import type { BlogPost, BlogPostSummary } from "#contracts/blog.ts";
import type { ValidBlogPostInput } from "#contracts/blog-schema.ts";
import { PUBLISHED } from "#contracts/statuses.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts } from "../../db/schema.ts";

/**
 * Blog posts: queries and rules. Used by the API (routes.ts) and, directly, by the public pages'
 * loaders (app/features/blog/blog.server.ts). Public reads only ever see published posts.
 */

type BlogPostRow = typeof blogPosts.$inferSelect;

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    category: row.category,
    author: row.author,
    date: row.date,
    readTime: row.readTime,
    tags: row.tags,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first: by the post's date, then by when it was written (matches blog_posts_status_date_idx). */
const newestFirst = [desc(blogPosts.date), desc(blogPosts.createdAt)] as const;
const isPublished = eq(blogPosts.status, PUBLISHED);
const inCategory = (category: string) => sql`lower(${blogPosts.category}) = lower(${category})`;

/**
 * The public reads run on every page view: prepared once per database handle, so PostgreSQL (and
 * PGlite) skip parsing and planning each time (about half the cost of these small queries).
 */
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof preparePublicQueries>>();

function preparePublicQueries(db: Database) {
  return {
    published: db.select().from(blogPosts).where(isPublished).orderBy(...newestFirst).prepare("blog_published"),
    summaries: db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        imageUrl: blogPosts.imageUrl,
        category: blogPosts.category,
        date: blogPosts.date,
        readTime: blogPosts.readTime,
      })
      .from(blogPosts)
      .where(isPublished)
      .orderBy(...newestFirst)
      .prepare("blog_published_summaries"),
    publishedById: db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.id, sql.placeholder("id")), isPublished))
      .prepare("blog_published_by_id"),
  };
}

function publicQueries(db: Database) {
  let queries = preparedByDatabase.get(db);
  if (!queries) {
    queries = preparePublicQueries(db);
    preparedByDatabase.set(db, queries);
  }
  return queries;
}

export async function listPublishedPosts(db: Database): Promise<BlogPost[]> {
  const rows = await publicQueries(db).published.execute();
  return rows.map(toBlogPost);
}

export async function listPublishedPostsInCategory(db: Database, category: string): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, inCategory(category)))
    .orderBy(...newestFirst);
  return rows.map(toBlogPost);
}

/** What cards, feeds and sitemaps need: no content, no tags. */
export async function listPublishedPostSummaries(db: Database): Promise<BlogPostSummary[]> {
  const rows = await publicQueries(db).summaries.execute();
  return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
}

/** Every published post's id and last change, for sitemap.xml. */
export function listPublishedPostsForSitemap(db: Database): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(...newestFirst);
}

/** The admin's list: every status, the most recently written first (a new post is at the top). */
export async function listAllPosts(db: Database): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), ...newestFirst);
  return rows.map(toBlogPost);
}

/** A published post, or null for a draft or an unknown id. */
export async function findPublishedPost(db: Database, id: string): Promise<BlogPost | null> {
  const [row] = await publicQueries(db).publishedById.execute({ id });
  return row ? toBlogPost(row) : null;
}

export async function createPost(db: Database, input: ValidBlogPostInput): Promise<BlogPost> {
  const [row] = await db.insert(blogPosts).values(withExcerpt(input)).returning();
  return toBlogPost(row!);
}

/** Replaces every field of a post (PUT); null when there is no such post. */
export async function updatePost(db: Database, id: string, input: ValidBlogPostInput): Promise<BlogPost | null> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...withExcerpt(input), updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row ? toBlogPost(row) : null;
}

/** Deletes a post; its title (for the activity log), or null when there is no such post. */
export async function deletePost(db: Database, id: string): Promise<string | null> {
  const [deleted] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title });
  return deleted?.title ?? null;
}

const EXCERPT_FROM_CONTENT_CHARS = 220;

/** Cards and search results need an excerpt; without one, the opening of the content stands in. */
function withExcerpt(input: ValidBlogPostInput): ValidBlogPostInput {
  if (input.excerpt) return input;
  const text = input.content.replace(/\s+/g, " ").trim();
  if (text.length <= EXCERPT_FROM_CONTENT_CHARS) return { ...input, excerpt: text };
  const cut = text.slice(0, EXCERPT_FROM_CONTENT_CHARS);
  const lastSpace = cut.lastIndexOf(" ");
  return { ...input, excerpt: `${(lastSpace > 120 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, "")}…` };
}
