import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client.ts";

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
