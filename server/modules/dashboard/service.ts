import { type Column, and, count, eq, inArray, sql } from "drizzle-orm";
import { DASHBOARD_WEEKS, type DashboardSummary, type WeeklyFigure } from "#contracts/dashboard.ts";
import { type AdminRole, canUse } from "#contracts/staff-constants.ts";
import { CONTACT_STATUSES } from "#contracts/statuses.ts";
import type { Database } from "../../db/client.ts";
import { blogPosts, contacts, newsletterSubscriptions, outbox, portfolioItems } from "../../db/schema.ts";

/**
 * The admin dashboard's figures. "This week" is the last 7 days; the weekly series are calendar
 * weeks starting Monday 00:00 UTC (date_trunc('week') on UTC timestamps), the current week last.
 * Subscribers are people who have not unsubscribed (confirmed or still to confirm).
 */
export async function dashboardSummary(
  db: Database,
  now: Date = new Date(),
  role: AdminRole = "owner",
  mail: { sending: boolean } = { sending: true },
): Promise<DashboardSummary> {
  // Replies (contacts) and invitations (staff, owners only) are the emails staff cause and expect to arrive.
  const sendsEmail = canUse(role, "contacts") || canUse(role, "staff");
  const [full, backlog] = await Promise.all([everyFigure(db, now), sendsEmail ? emailBacklog(db) : null]);
  return {
    ...(canUse(role, "contacts") ? { contacts: full.contacts, weekly: full.weekly } : {}),
    ...(backlog ? { email: { sending: mail.sending, ...backlog } } : {}),
    ...(canUse(role, "subscribers") ? { subscribers: full.subscribers } : {}),
    ...(canUse(role, "blog") ? { posts: full.posts } : {}),
    ...(canUse(role, "portfolio") ? { portfolio: full.portfolio } : {}),
    generatedAt: full.generatedAt,
  };
}

async function everyFigure(db: Database, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const recent = (column: Column) => sql<number>`count(*) filter (where ${column} >= ${weekAgo.toISOString()}::timestamptz)`.mapWith(Number);
  const notFuture = (column: Column) => sql`${column} <= ${now.toISOString()}::timestamptz`;

  const [contactRows, subscriberRows, postRows, portfolioRows, weekly] = await Promise.all([
    db
      .select({ status: contacts.status, total: count(), recent: recent(contacts.createdAt) })
      .from(contacts)
      .where(notFuture(contacts.createdAt))
      .groupBy(contacts.status),
    db
      .select({ status: newsletterSubscriptions.status, total: count(), recent: recent(newsletterSubscriptions.createdAt) })
      .from(newsletterSubscriptions)
      .where(notFuture(newsletterSubscriptions.createdAt))
      .groupBy(newsletterSubscriptions.status),
    db.select({ status: blogPosts.status, total: count() }).from(blogPosts).groupBy(blogPosts.status),
    db.select({ status: portfolioItems.status, total: count() }).from(portfolioItems).groupBy(portfolioItems.status),
    weeklyFigures(db, now),
  ]);

  const byStatus = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<(typeof CONTACT_STATUSES)[number], number>;
  let newThisWeek = 0;
  for (const row of contactRows) {
    byStatus[row.status] = row.total;
    newThisWeek += row.recent;
  }
  const subscribers = { total: 0, confirmed: 0, pending: 0, thisWeek: 0 };
  for (const row of subscriberRows) {
    if (row.status === "unsubscribed") continue;
    subscribers[row.status] = row.total;
    subscribers.total += row.total;
    subscribers.thisWeek += row.recent;
  }
  const byPublishStatus = (rows: Array<{ status: string; total: number }>) => ({
    published: rows.find((row) => row.status === "published")?.total ?? 0,
    draft: rows.find((row) => row.status === "draft")?.total ?? 0,
  });

  return {
    contacts: { total: Object.values(byStatus).reduce((sum, value) => sum + value, 0), byStatus, newThisWeek },
    subscribers,
    posts: { ...byPublishStatus(postRows), scheduled: postRows.find((row) => row.status === "scheduled")?.total ?? 0 },
    portfolio: byPublishStatus(portfolioRows),
    weekly,
    generatedAt: now.toISOString(),
  };
}

/** Emails not delivered yet, and given up on (the outbox keeps both until they are sent or cleared). */
async function emailBacklog(db: Database): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
    })
    .from(outbox)
    .where(and(eq(outbox.kind, "email"), inArray(outbox.status, ["pending", "failed"])));
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/** Contacts and subscribers per week for the last 12 weeks, oldest first, zero-filled. */
async function weeklyFigures(db: Database, now: Date): Promise<WeeklyFigure[]> {
  // Week starts are computed in UTC whatever the session's time zone; each count is an index range scan.
  const result = await db.execute(sql`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC') - ${DASHBOARD_WEEKS - 1} * interval '1 week',
        date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
        interval '1 week'
      ) AS week_start
    )
    SELECT
      to_char(weeks.week_start, 'YYYY-MM-DD') AS week_start,
      (SELECT count(*) FROM ${contacts}
        WHERE ${contacts.createdAt} >= weeks.week_start AT TIME ZONE 'UTC'
          AND ${contacts.createdAt} < (weeks.week_start + interval '1 week') AT TIME ZONE 'UTC'
          AND ${contacts.createdAt} <= ${now.toISOString()}::timestamptz)::int AS contacts,
      (SELECT count(*) FROM ${newsletterSubscriptions}
        WHERE ${newsletterSubscriptions.createdAt} >= weeks.week_start AT TIME ZONE 'UTC'
          AND ${newsletterSubscriptions.createdAt} < (weeks.week_start + interval '1 week') AT TIME ZONE 'UTC'
          AND ${newsletterSubscriptions.createdAt} <= ${now.toISOString()}::timestamptz
          AND ${newsletterSubscriptions.status} <> 'unsubscribed')::int AS subscribers
    FROM weeks
    ORDER BY weeks.week_start
  `);
  const rows = (result as unknown as { rows: Array<{ week_start: string; contacts: number | string; subscribers: number | string }> }).rows;
  return rows.map((row) => ({ weekStart: row.week_start, contacts: Number(row.contacts), subscribers: Number(row.subscribers) }));
}

