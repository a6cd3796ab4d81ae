import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { editRecordPath } from "#contracts/media.ts";
import { ACTIVITY_PAGE_SIZE, ACTIVITY_RETENTION_DAYS, type ActivityEntry, type ActivityKind, type ActivityPage } from "#contracts/activity.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { activityLog, admins, blogPosts, contacts, contentItems, media, newsletterSubscriptions, portfolioItems, projects } from "../../db/schema.ts";

/**
 * The activity log: every change made in the admin, who made it, from where, and when (issue 14).
 * Routes call `recordActivity` where the change happens, by name.
 */

export interface ActivityRecord {
  kind: ActivityKind;
  action: string;
  entityId?: string | null;
  /** The record's title (or name, or email) at the time. */
  title?: string | null;
  /** Who did it, when it is not the signed-in admin (a sign-in, a failed one, an accepted invitation). */
  actor?: { id: string | null; name: string; email: string } | null;
}

/** A record's publishing state, as the activity log compares it before and after a save. */
export interface PublishingState {
  status: string;
  publishAt?: Date | string | null;
}

/**
 * What a save did to a post's or portfolio item's publishing, as the activity log names it: "published",
 * "unpublished" (published to draft), "scheduled" (newly, or for another time, or taken off the site until
 * then), "unscheduled" (scheduled to draft); "updated" when the status stayed as it was.
 */
export function publishingAction(before: PublishingState, after: PublishingState): string {
  const time = (state: PublishingState) => (state.publishAt ? new Date(state.publishAt).getTime() : null);
  if (after.status === "scheduled") return before.status !== "scheduled" || time(before) !== time(after) ? "scheduled" : "updated";
  if (before.status === after.status) return "updated";
  if (after.status === "published") return "published";
  if (after.status === "draft") return before.status === "scheduled" ? "unscheduled" : "unpublished";
  return "updated";
}

/**
 * Records a change made by the request's admin (or `record.actor`). A failure to record is logged, not
 * thrown: the change itself has already been stored, and the person must hear that it was.
 */
export async function recordActivity(request: FastifyRequest, record: ActivityRecord, db: Database | Transaction = request.server.services.db) {
  const actor = record.actor !== undefined ? record.actor : request.admin ? { id: request.admin.id, name: request.admin.name, email: request.admin.email } : null;
  try {
    await db.insert(activityLog).values({
      actorId: actor?.id ?? null,
      actorName: actor?.name.slice(0, 100) ?? null,
      actorEmail: actor?.email.slice(0, 254) ?? null,
      kind: record.kind,
      action: record.action,
      entityId: record.entityId ?? null,
      title: record.title ? record.title.slice(0, 300) : null,
      ip: request.ip?.slice(0, 64) ?? null,
    });
  } catch (error) {
    request.log.error({ err: error, kind: record.kind, action: record.action }, "could not record activity");
  }
}

/**
 * Records a change the server made by itself (no request, no signed-in admin): e.g. a scheduled post
 * going live. `actor` names the job. Written with `db`, which may be the transaction making the change.
 */
export async function recordServerActivity(db: Database | Transaction, record: ActivityRecord & { actor: { id: null; name: string; email: string } }) {
  await db.insert(activityLog).values({
    actorId: null,
    actorName: record.actor.name.slice(0, 100),
    actorEmail: record.actor.email.slice(0, 254),
    kind: record.kind,
    action: record.action,
    entityId: record.entityId ?? null,
    title: record.title ? record.title.slice(0, 300) : null,
    ip: null,
  });
}

/**
 * Where a record of each kind lives in the admin panel: the contacts inbox opens one contact; posts,
 * portfolio items, content items and projects open in their forms.
 */
const LINKS: Partial<Record<ActivityKind, { table: { id: unknown } & object; href: (id: string) => string }>> = {
  post: { table: blogPosts, href: (id) => editRecordPath("/admin/blog", id) },
  portfolio: { table: portfolioItems, href: (id) => editRecordPath("/admin/portfolio", id) },
  content: { table: contentItems, href: (id) => editRecordPath("/admin/content", id) },
  media: { table: media, href: () => "/admin/media" },
  project: { table: projects, href: (id) => editRecordPath("/admin/projects", id) },
  contact: { table: contacts, href: (id) => `/admin/contacts?contact=${encodeURIComponent(id)}` },
  subscriber: { table: newsletterSubscriptions, href: () => "/admin/subscribers" },
  user: { table: admins, href: () => "/admin/staff" },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AT_TEXT = sql<string>`to_char(${activityLog.at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of the log, newest first, with links to the records that still exist. */
export async function listActivity(db: Database, query: { actor?: string; kind?: ActivityKind; before?: string }): Promise<ActivityPage> {
  const rows = await db
    .select({
      id: activityLog.id,
      at: AT_TEXT,
      actorId: activityLog.actorId,
      actorName: activityLog.actorName,
      actorEmail: activityLog.actorEmail,
      kind: activityLog.kind,
      action: activityLog.action,
      entityId: activityLog.entityId,
      title: activityLog.title,
      ip: activityLog.ip,
    })
    .from(activityLog)
    .where(
      and(
        query.actor ? eq(activityLog.actorId, query.actor) : undefined,
        query.kind ? eq(activityLog.kind, query.kind) : undefined,
        query.before ? lt(activityLog.at, sql`${query.before}::timestamptz`) : undefined,
      ),
    )
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const existing = await existingRecords(db, page);
  const data: ActivityEntry[] = page.map((row) => {
    const link = LINKS[row.kind as ActivityKind];
    const exists = row.entityId !== null && existing.get(row.kind)?.has(row.entityId);
    return {
      id: String(row.id),
      at: row.at,
      actor: row.actorName !== null || row.actorEmail !== null ? { id: row.actorId, name: row.actorName ?? "", email: row.actorEmail ?? "" } : null,
      kind: row.kind as ActivityKind,
      action: row.action,
      entityId: row.entityId,
      title: row.title,
      ip: row.ip,
      href: link && exists ? link.href(row.entityId!) : null,
    };
  });
  const actors = await db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).orderBy(admins.name);
  return { data, nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? page[page.length - 1]!.at : null, actors };
}

/** For each kind on the page, which of its records still exist (one query per kind). */
async function existingRecords(db: Database, rows: Array<{ kind: string; entityId: string | null }>): Promise<Map<string, Set<string>>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.entityId || !UUID.test(row.entityId) || !LINKS[row.kind as ActivityKind]) continue;
    idsByKind.set(row.kind, (idsByKind.get(row.kind) ?? new Set()).add(row.entityId));
  }
  const found = new Map<string, Set<string>>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const table = LINKS[kind as ActivityKind]!.table as typeof blogPosts;
      const rowsFound = await db.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]));
      found.set(kind, new Set(rowsFound.map((row) => row.id)));
    }),
  );
  return found;
}

/** Deletes entries older than a year; returns how many. */
export async function pruneActivity(db: Database | Transaction): Promise<number> {
  const deleted = await db
    .delete(activityLog)
    .where(lt(activityLog.at, sql`now() - make_interval(days => ${ACTIVITY_RETENTION_DAYS})`))
    .returning({ id: activityLog.id });
  return deleted.length;
}
