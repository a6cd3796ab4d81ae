import { and, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import { POST_REVISIONS_KEPT } from "#contracts/blog.ts";
import type { PostRevision, PostRevisionSummary } from "#contracts/blog-schema.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { blogPosts, postRevisions } from "../../db/schema.ts";

/**
 * Post revisions (issue 15): every save keeps one, with every field as saved, who saved it and when.
 * Written in the same transaction as the save itself (service.ts), so a post never changes without its
 * revision, and the oldest beyond POST_REVISIONS_KEPT go in that transaction too.
 */

export type RevisionKind = "saved" | "restored" | "autosaved" | "pending";

/** The staff member saving: kept by id, and by name and email for when the account is gone. */
export interface RevisionAuthor {
  id: string;
  name: string;
  email: string;
}

type BlogPostRow = typeof blogPosts.$inferSelect;
type RevisionRow = typeof postRevisions.$inferSelect;

/** Keeps `row` (a post as just saved) as a revision, then drops the post's revisions beyond the newest POST_REVISIONS_KEPT. */
export async function keepRevision(tx: Database | Transaction, row: BlogPostRow, author: RevisionAuthor | null, kind: RevisionKind): Promise<void> {
  if (kind === "autosaved") {
    // A run of autosaves by one person is one revision: its latest (an explicit save is never replaced).
    const [latest] = await tx
      .select({ id: postRevisions.id, kind: postRevisions.kind, savedById: postRevisions.savedById })
      .from(postRevisions)
      .where(and(eq(postRevisions.postId, row.id), ne(postRevisions.kind, "pending")))
      .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
      .limit(1);
    if (latest?.kind === "autosaved" && latest.savedById === (author?.id ?? null)) await tx.delete(postRevisions).where(eq(postRevisions.id, latest.id));
  }
  const { id: postId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  await tx.insert(postRevisions).values({
    ...fields,
    postId,
    kind,
    savedById: author?.id ?? null,
    savedByName: author?.name.slice(0, 100) ?? "",
    savedByEmail: author?.email.slice(0, 254) ?? "",
  });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, row.id))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(POST_REVISIONS_KEPT);
  await tx.delete(postRevisions).where(and(eq(postRevisions.postId, row.id), notInArray(postRevisions.id, kept)));
}

function authorOf(row: Pick<RevisionRow, "savedByName" | "savedByEmail">): string {
  return row.savedByName || row.savedByEmail || "Unknown";
}

/** A post's revisions, newest first; null when there is no such post. */
export async function listRevisions(db: Database, postId: string): Promise<PostRevisionSummary[]> {
  const rows = await db
    .select({
      id: postRevisions.id,
      createdAt: postRevisions.createdAt,
      savedByName: postRevisions.savedByName,
      savedByEmail: postRevisions.savedByEmail,
      title: postRevisions.title,
      kind: postRevisions.kind,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.toISOString(), author: authorOf(row), title: row.title, kind: row.kind as RevisionKind }));
}

/** One revision of one post, every field; null when the post has no such revision. */
export async function findRevision(db: Database | Transaction, postId: string, revisionId: string): Promise<PostRevision | null> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)));
  if (!row) return null;
  const { id, postId: _postId, kind, savedById: _savedById, savedByName: _name, savedByEmail: _email, createdAt, publishAt, ...fields } = row;
  return {
    id,
    postId,
    createdAt: createdAt.toISOString(),
    author: authorOf(row),
    title: row.title,
    kind: kind as RevisionKind,
    post: { ...fields, publishAt: publishAt?.toISOString() ?? null },
  };
}

/**
 * The edits autosave keeps for a published post until 'Update' (its one pending revision), or null when
 * there are none. 'Update', a restore and a change of status drop them, so any found are newer than the
 * live text.
 */
export async function findPendingRevision(db: Database, postId: string): Promise<PostRevision | null> {
  const [pending] = await db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .innerJoin(blogPosts, eq(blogPosts.id, postRevisions.postId))
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "pending"), eq(blogPosts.status, "published")))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  return pending ? findRevision(db, postId, pending.id) : null;
}

/** Drops a post's pending (autosaved, not live) revisions: its saved state caught up with them. */
export async function dropPendingRevisions(tx: Database | Transaction, postId: string): Promise<void> {
  const pending = tx.select({ id: postRevisions.id }).from(postRevisions).where(and(eq(postRevisions.postId, postId), eq(postRevisions.kind, "pending")));
  await tx.delete(postRevisions).where(inArray(postRevisions.id, pending));
}
