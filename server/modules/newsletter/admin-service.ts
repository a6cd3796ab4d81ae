import { and, asc, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import {
  type Subscriber,
  SUBSCRIBER_MESSAGES,
  type SubscriberFilter,
  type SubscriberListQuery,
  type SubscriberListResponse,
} from "#contracts/subscribers.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/query-helpers.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { notFound } from "../../http-error.ts";
import { indiaSpreadsheetTime } from "../../dates.ts";

/** The admin side of the newsletter: the subscriber list, deleting a subscriber, the CSV export. */

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

function toSubscriber(row: SubscriptionRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

function filterCondition(filter: SubscriberFilter): SQL | undefined {
  const conditions: SQL[] = [];
  // Emails are stored lower-cased.
  if (filter.search) conditions.push(ilike(newsletterSubscriptions.email, containsPattern(filter.search.toLowerCase())));
  if (filter.source) conditions.push(eq(newsletterSubscriptions.source, filter.source));
  if (filter.status) conditions.push(eq(newsletterSubscriptions.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first, matching newsletter_subscriptions_created_at_idx (created_at DESC NULLS LAST) so the index is used. */
const newestFirst = [sql`${newsletterSubscriptions.createdAt} DESC NULLS LAST`, asc(newsletterSubscriptions.id)];

export async function listSubscribers(db: Database, query: SubscriberListQuery): Promise<SubscriberListResponse> {
  const where = filterCondition(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { data: rows.map(toSubscriber), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Deletes a subscriber; answers their email (for the activity log). */
export async function deleteSubscriber(db: Database, id: string): Promise<string> {
  const [deleted] = await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).returning({ email: newsletterSubscriptions.email });
  if (!deleted) throw notFound(SUBSCRIBER_MESSAGES.notFound);
  return deleted.email;
}

/** The times are India Standard Time, as the admin panel shows them to staff in India; the headers say so. */
export const SUBSCRIBER_CSV_COLUMNS = ["Email", "Status", "Source", "Subscribed at (IST)", "Confirmed at (IST)", "Unsubscribed at (IST)"] as const;

/** Every subscriber matching the filter (no paging), newest first, as a CSV a spreadsheet opens. */
export async function exportSubscribersCsv(db: Database, filter: SubscriberFilter): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(filterCondition(filter))
    .orderBy(...newestFirst);
  return toCsv([
    [...SUBSCRIBER_CSV_COLUMNS],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.source,
      indiaSpreadsheetTime(row.createdAt),
      row.confirmedAt ? indiaSpreadsheetTime(row.confirmedAt) : "",
      row.unsubscribedAt ? indiaSpreadsheetTime(row.unsubscribedAt) : "",
    ]),
  ]);
}

/**
 * RFC 4180 CSV: every field quoted (inner quotes doubled), CRLF line ends, and a UTF-8 byte-order mark
 * so Excel reads non-ASCII text correctly. A field a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return) gets a leading apostrophe, so it is shown as text instead.
 */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
