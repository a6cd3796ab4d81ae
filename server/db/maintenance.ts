import { eq, lt, lte, sql } from "drizzle-orm";
import { pruneActivity } from "../modules/activity/service.ts";
import { deleteExpiredOneTimeTokens } from "../modules/auth/one-time-tokens.ts";
import type { DatabaseAvailability } from "./availability.ts";
import type { Database, DatabaseHandle, Transaction } from "./client.ts";
import { adminSessions, appSettings, idempotentRequests, rateLimitCounters } from "./schema.ts";

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/**
 * The embedded database has no autovacuum, so its planner statistics never update by themselves:
 * after thousands of new contacts a search would scan every row. Refresh them at start-up and every
 * six hours (a few milliseconds on this database). PostgreSQL servers do this themselves.
 */
export async function startStatisticsRefresh(database: DatabaseHandle): Promise<() => void> {
  if (database.kind !== "pglite") return () => {};
  const analyze = () => database.db.execute(sql`ANALYZE`);
  await analyze();
  const timer = setInterval(() => void analyze().catch(() => {}), SIX_HOURS_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
// Any fixed number, the same on every instance: whoever holds it runs the round.
const HOUSEKEEPING_LOCK_ID = 7_406_523;
const LAST_RUN_SETTING = "housekeeping_last_run";

export interface HousekeepingResult {
  ran: boolean;
  activityDeleted?: number;
  sessionsDeleted?: number;
  tokensDeleted?: number;
  idempotencyKeysDeleted?: number;
  rateLimitCountersDeleted?: number;
}

/**
 * Deletes what is past keeping: activity older than a year, expired sessions and one-time tokens,
 * idempotency keys and rate-limit windows.
 * Runs once per hour across every instance sharing the database: a transaction-scoped advisory lock
 * lets one instance in at a time, and the time of the last round (in app_settings) tells the others
 * that this hour's round is done.
 */
export async function runHousekeeping(db: Database, now = new Date()): Promise<HousekeepingResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_ID}) AS locked`);
    if (!(locked as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked) return { ran: false };
    const [last] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, LAST_RUN_SETTING));
    if (last && now.getTime() - Date.parse(last.value) < HOUSEKEEPING_EVERY_MS - 60_000) return { ran: false };
    const activityDeleted = await pruneActivity(tx);
    const sessions = await tx.delete(adminSessions).where(lte(adminSessions.expiresAt, sql`now()`)).returning({ id: adminSessions.id });
    const tokensDeleted = await deleteExpiredOneTimeTokens(tx);
    const expired = await deleteExpiredRows(tx);
    await tx
      .insert(appSettings)
      .values({ key: LAST_RUN_SETTING, value: now.toISOString() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: now.toISOString() } });
    return { ran: true, activityDeleted, sessionsDeleted: sessions.length, tokensDeleted, ...expired };
  });
}

/** Runs `runHousekeeping` now and every hour (each instance tries; one does the work). */
export function startHousekeeping(
  db: Database,
  log: { error: (object: object, message: string) => void },
  databaseAvailability?: DatabaseAvailability,
): () => void {
  // Database trouble is the database's own log line (one per outage); anything else is housekeeping's.
  const round = () =>
    void runHousekeeping(db).catch((error: unknown) => databaseAvailability?.noticed(error) || log.error({ err: error }, "housekeeping failed"));
  round();
  const timer = setInterval(round, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Idempotency keys (server/idempotency/run-once.ts) and rate-limit windows (server/rate-limit/attempt-limiter.ts) past their time. */
async function deleteExpiredRows(tx: Transaction): Promise<{ idempotencyKeysDeleted: number; rateLimitCountersDeleted: number }> {
  const now = new Date();
  const keys = await tx.delete(idempotentRequests).where(lt(idempotentRequests.expiresAt, now)).returning({ id: idempotentRequests.id });
  const counters = await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, now)).returning({ key: rateLimitCounters.key });
  return { idempotencyKeysDeleted: keys.length, rateLimitCountersDeleted: counters.length };
}
