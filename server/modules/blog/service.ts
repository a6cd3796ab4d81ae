import { and, desc, eq, like, ne, or, sql } from "drizzle-orm";
import type { BlogPost, BlogPostSummary } from "#contracts/blog.ts";
import { POST_ADDRESS_MESSAGES, POST_ID_PATTERN, slugFromTitle } from "#contracts/post-address.ts";
import type { ValidBlogPostInput } from "#contracts/blog-schema.ts";
import { PUBLISHED, type PostStatus } from "#contracts/statuses.ts";
import { plainTextOf } from "./plain-text.ts";
import type { PreviewSubject } from "./preview-tokens.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { isUniqueViolation, startsWithPattern } from "../../db/query-helpers.ts";
import { blogPosts, postSlugHistory } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { dropPendingRevisions, findRevision, keepRevision, type RevisionAuthor, type RevisionKind } from "./revisions.ts";

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
    publishAt: row.publishAt?.toISOString() ?? null,
    slug: row.slug,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    ogImage: row.ogImage,
    noindex: row.noindex,
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
        slug: blogPosts.slug,
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
    publishedBySlug: db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, sql.placeholder("slug")), isPublished))
      .prepare("blog_published_by_slug"),
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

/** Every published post search engines may list (not the noindex ones): its slug and last change, for sitemap.xml. */
export function listPublishedPostsForSitemap(db: Database): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.noindex, false)))
    .orderBy(...newestFirst);
}

/** The admin's list: every status, the most recently written first (a new post is at the top). */
export async function listAllPosts(db: Database): Promise<BlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), ...newestFirst);
  return rows.map(toBlogPost);
}

/** Any post, whatever its status, by id (admin routes); null when there is none. */
export async function findPost(db: Database, id: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? toBlogPost(row) : null;
}

/**
 * Any post, whatever its status, by its current slug (a preview link names it so), with the generation
 * its preview links are signed with; null when there is none.
 */
export async function findPostBySlug(db: Database, slug: string): Promise<{ post: BlogPost; previewLinksGeneration: number } | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row ? { post: toBlogPost(row), previewLinksGeneration: row.previewLinksGeneration } : null;
}

/** What a new preview link for post `id` is signed for; null when there is no such post. */
export async function previewSubject(db: Database, id: string): Promise<{ post: BlogPost; subject: PreviewSubject } | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? { post: toBlogPost(row), subject: { postId: row.id, generation: row.previewLinksGeneration } } : null;
}

/**
 * 'Stop earlier links': every preview link made so far for post `id` stops working (on every instance:
 * the generation lives in the row). Returns the post, or null when there is none.
 */
export async function stopPreviewLinks(db: Database, id: string): Promise<BlogPost | null> {
  const [row] = await db
    .update(blogPosts)
    // The post itself is unchanged: its updated time (the sitemap's lastmod, the editor's view) stays.
    .set({ previewLinksGeneration: sql`${blogPosts.previewLinksGeneration} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
    .where(eq(blogPosts.id, id))
    .returning();
  return row ? toBlogPost(row) : null;
}

/** A published post found by what a URL named, and whether that was its current slug. */
export interface FoundPost {
  post: BlogPost;
  /** false when the URL named the post by its id or by a slug it had before: answer with a redirect to /blog/{slug}. */
  current: boolean;
}

/**
 * The published post a URL names: by its slug, by its id (SPEC's /blog/{id} links), or by a slug it had
 * before. Null for a draft or anything unknown.
 */
export async function findPublishedPost(db: Database, idOrSlug: string): Promise<FoundPost | null> {
  const queries = publicQueries(db);
  if (POST_ID_PATTERN.test(idOrSlug)) {
    const [row] = await queries.publishedById.execute({ id: idOrSlug.toLowerCase() });
    return row ? { post: toBlogPost(row), current: false } : null;
  }
  const [row] = await queries.publishedBySlug.execute({ slug: idOrSlug });
  if (row) return { post: toBlogPost(row), current: true };
  const [earlier] = await db
    .select({ post: blogPosts })
    .from(postSlugHistory)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugHistory.postId))
    .where(and(eq(postSlugHistory.slug, idOrSlug), isPublished));
  return earlier ? { post: toBlogPost(earlier.post), current: false } : null;
}

/** The stored columns a post's input sets: a publish time only while it is scheduled. */
function storedFields(input: ValidBlogPostInput) {
  const { publishAt, ...fields } = withExcerpt(input);
  return { ...fields, publishAt: input.status === "scheduled" && publishAt ? new Date(publishAt) : null };
}

/** Creates a post, and its first revision saved by `author`; without a slug, one is made from the title (numbered when taken). */
export async function createPost(db: Database, input: ValidBlogPostInput, author: RevisionAuthor | null): Promise<BlogPost> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = input.slug ?? (await freeSlug(tx, slugFromTitle(input.title)));
        if (input.slug) await claimSlug(tx, slug, null);
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...storedFields(input), slug, metaTitle: input.metaTitle ?? "", metaDescription: input.metaDescription ?? "", ogImage: input.ogImage ?? "", noindex: input.noindex ?? false })
          .returning();
        await keepRevision(tx, row!, author, "saved");
        return toBlogPost(row!);
      });
    } catch (error) {
      // Two posts with the same title created at the same moment: the second one numbers its slug anew.
      if (isUniqueViolation(error) && !input.slug && attempt < 3) continue;
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
  }
}

/**
 * Replaces a post's fields (PUT), keeping the result as a revision saved by `author`; null when there is
 * no such post. Fields added after SPEC (slug, search fields) that are left out keep their values. A new
 * slug keeps the old one answering with a redirect. Autosaved edits waiting for 'Update' are settled by it.
 */
export async function updatePost(
  db: Database,
  id: string,
  input: ValidBlogPostInput,
  author: RevisionAuthor | null,
  kind: Exclude<RevisionKind, "pending"> = "saved",
): Promise<BlogPost | null> {
  return (await updatePostFrom(db, id, input, author, kind))?.post ?? null;
}

/**
 * As `updatePost`, with the post's status and publish time just before the change (read in the same
 * transaction, under its lock): the activity log tells a publish, an unpublish or a schedule from an edit.
 */
export async function updatePostFrom(
  db: Database,
  id: string,
  input: ValidBlogPostInput,
  author: RevisionAuthor | null,
  kind: Exclude<RevisionKind, "pending"> = "saved",
): Promise<{ post: BlogPost; before: { status: PostStatus; publishAt: Date | null } } | null> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ slug: blogPosts.slug, status: blogPosts.status, publishAt: blogPosts.publishAt })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!existing) return null;
      const slug = input.slug ?? existing.slug;
      if (slug !== existing.slug) {
        await claimSlug(tx, slug, id);
        await tx
          .insert(postSlugHistory)
          .values({ slug: existing.slug, postId: id })
          .onConflictDoUpdate({ target: postSlugHistory.slug, set: { postId: id, createdAt: new Date() } });
      }
      const { metaTitle, metaDescription, ogImage, noindex, ...fields } = storedFields(input);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...fields, slug, ...definedOnly({ metaTitle, metaDescription, ogImage, noindex }), updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await dropPendingRevisions(tx, id);
      await keepRevision(tx, row!, author, kind);
      return { post: toBlogPost(row!), before: { status: existing.status, publishAt: existing.publishAt } };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken() : error;
  }
}


/**
 * Autosave (the editor, every few seconds while someone types): what was typed is kept without publishing
 * anything. A published post's edits wait in its one pending revision (replaced by the next autosave,
 * settled by 'Update'); a draft or scheduled post is saved itself, keeping its stored status and publish
 * time (the status select is only applied by 'Update'), and a run of autosaves by one person keeps only
 * its latest revision. Null when there is no such post.
 */
export async function autosavePost(db: Database, id: string, input: ValidBlogPostInput, author: RevisionAuthor | null): Promise<{ savedAt: string; pending: boolean } | null> {
  const current = await findPost(db, id);
  if (!current) return null;
  if (current.status === "published") {
    const row = { ...(await rowOf(db, id))!, ...storedFields({ ...input, status: current.status }), slug: input.slug ?? current.slug };
    const { metaTitle, metaDescription, ogImage, noindex } = input;
    const pending = { ...row, ...definedOnly({ metaTitle, metaDescription, ogImage, noindex }), publishAt: null };
    await db.transaction(async (tx) => {
      await dropPendingRevisions(tx, id);
      await keepRevision(tx, pending, author, "pending");
    });
    return { savedAt: new Date().toISOString(), pending: true };
  }
  const saved = await updatePost(db, id, { ...input, status: current.status, publishAt: current.publishAt ?? undefined }, author, "autosaved");
  return saved ? { savedAt: saved.updatedAt, pending: false } : null;
}

async function rowOf(db: Database, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/**
 * Brings back a revision: the post takes its text, image, search fields and address, and keeps its
 * status and publish time (restoring never publishes or unpublishes). Makes a new revision, "restored".
 * Null when the post has no such revision.
 */
export async function restoreRevision(db: Database, postId: string, revisionId: string, author: RevisionAuthor | null): Promise<BlogPost | null> {
  const [revision, current] = await Promise.all([findRevision(db, postId, revisionId), findPost(db, postId)]);
  if (!revision || !current) return null;
  const { status: _status, publishAt: _publishAt, ...fields } = revision.post;
  // A revision from before the post had its image (a draft may lack one) keeps the image it has now.
  const imageUrl = fields.imageUrl || current.imageUrl;
  return updatePost(db, postId, { ...fields, imageUrl, status: current.status, publishAt: current.publishAt ?? undefined }, author, "restored");
}

/**
 * 'Discard changes' in the editor: drops a published post's pending edits (autosaved, waiting for
 * 'Update'); the live post is untouched. Answers the post as it is live, or null when there is no such post.
 */
export async function discardPendingEdits(db: Database, id: string): Promise<BlogPost | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!row) return null;
    await dropPendingRevisions(tx, id);
    return toBlogPost(row);
  });
}

const slugTaken = () => new HttpError(409, POST_ADDRESS_MESSAGES.slugTaken, { slug: POST_ADDRESS_MESSAGES.slugTaken });

/**
 * Makes `slug` free for post `postId` (null: a new post): refused when another post has it now; when a
 * post had it before, that old address now leads here instead.
 */
async function claimSlug(tx: Transaction, slug: string, postId: string | null) {
  const [holder] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(postId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)) : eq(blogPosts.slug, slug));
  if (holder) throw slugTaken();
  await tx.delete(postSlugHistory).where(eq(postSlugHistory.slug, slug));
}

/** `base`, or `base-2`, `base-3`…: the first that no post uses now or used before. */
async function freeSlug(tx: Transaction, base: string): Promise<string> {
  const pattern = startsWithPattern(`${base}-`);
  const taken = new Set(
    [
      ...(await tx.select({ slug: blogPosts.slug }).from(blogPosts).where(or(eq(blogPosts.slug, base), like(blogPosts.slug, pattern)))),
      ...(await tx.select({ slug: postSlugHistory.slug }).from(postSlugHistory).where(or(eq(postSlugHistory.slug, base), like(postSlugHistory.slug, pattern)))),
    ].map((row) => row.slug),
  );
  const candidate = POST_ID_PATTERN.test(base) ? `${base}-post` : base;
  if (!taken.has(candidate)) return candidate;
  for (let number = 2; ; number++) if (!taken.has(`${candidate}-${number}`)) return `${candidate}-${number}`;
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Deletes a post; its title (for the activity log), or null when there is no such post. */
export async function deletePost(db: Database, id: string): Promise<string | null> {
  const [deleted] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title });
  return deleted?.title ?? null;
}

const EXCERPT_FROM_CONTENT_CHARS = 220;

/** Cards and search results need an excerpt; without one, the opening of the content, as readers see it, stands in. */
function withExcerpt(input: ValidBlogPostInput): ValidBlogPostInput {
  if (input.excerpt) return input;
  const text = plainTextOf(input.content);
  if (text.length <= EXCERPT_FROM_CONTENT_CHARS) return { ...input, excerpt: text };
  const cut = text.slice(0, EXCERPT_FROM_CONTENT_CHARS);
  const lastSpace = cut.lastIndexOf(" ");
  return { ...input, excerpt: `${(lastSpace > 120 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, "")}…` };
}
