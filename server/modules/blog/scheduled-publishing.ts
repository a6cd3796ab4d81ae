import { and, eq, inArray, lte, min, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { AGENCY_TIME_ZONE } from "#contracts/blog.ts";
import { PUBLISHED, SCHEDULED } from "#contracts/statuses.ts";
import type { Database } from "../../db/client.ts";
import { describeCause } from "../../db/availability.ts";
import { blogPosts } from "../../db/schema.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import { recordServerActivity } from "../activity/service.ts";

/**
 * Scheduled publishing (issue 15, docs/decisions/032-editorial-preview-and-scheduling.md): a
 * scheduled post becomes published at its `publish_at`, with nobody signed in.
 *
 * Every instance runs the job; each post is published exactly once: a round claims the due posts with
 * `FOR UPDATE SKIP LOCKED` (the email outbox's pattern) and flips them from scheduled to published in
 * the same transaction, so another instance's round either skips them (locked) or no longer finds them
 * scheduled. The activity entry is written in that transaction too: once per post. After the commit, the
 * cached pages that show posts (blog, post pages, RSS, sitemap) are dropped on every instance.
 *
 * The job runs at start (a time missed while no instance ran publishes then), then sleeps until the
 * next post is due, but never longer than MAX_SLEEP_MS, so a post scheduled on another instance is
 * seen within a few seconds.
 */

export const MAX_SLEEP_MS = 5_000;
/** Never poll faster than this, even when a due post is held by another instance's round. */
const MIN_SLEEP_MS = 200;
export const SCHEDULER_ACTOR = { id: null, name: "Scheduled publishing", email: "" } as const;

export interface PublishedPost {
  id: string;
  title: string;
}

/**
 * Publishes every post whose time has come (`now` or earlier), once. The post's date becomes the day it
 * went live, in India. Returns the posts this call published.
 */
export async function publishDuePosts(db: Database, now: Date = new Date()): Promise<PublishedPost[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, SCHEDULED), lte(blogPosts.publishAt, now)))
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const published = await tx
      .update(blogPosts)
      .set({
        status: PUBLISHED,
        date: sql`(${blogPosts.publishAt} AT TIME ZONE ${AGENCY_TIME_ZONE})::date`,
        publishAt: null,
        updatedAt: now,
      })
      .where(and(inArray(blogPosts.id, due.map((row) => row.id)), eq(blogPosts.status, SCHEDULED)))
      .returning({ id: blogPosts.id, title: blogPosts.title });
    for (const post of published) {
      await recordServerActivity(tx, { kind: "post", action: "published", entityId: post.id, title: post.title, actor: SCHEDULER_ACTOR });
    }
    return published;
  });
}

/** When the next scheduled post is due, or null when none is scheduled. */
async function nextDueAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ next: min(blogPosts.publishAt) }).from(blogPosts).where(eq(blogPosts.status, SCHEDULED));
  return row?.next ?? null;
}

export interface ScheduledPublishing {
  /** Resolves after the first round (the one that publishes what was missed while no instance ran). */
  firstRound: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the job on this instance: `db` is best a connection of its own (`backgroundDb(database)`); `app`
 * is used to drop cached pages on every instance after a post goes live.
 */
export function startScheduledPublishing(app: FastifyInstance, db: Database, options: { maxSleepMs?: number } = {}): ScheduledPublishing {
  const maxSleepMs = options.maxSleepMs ?? MAX_SLEEP_MS;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeSleeper: (() => void) | undefined;
  let failingSince: number | undefined;

  const round = async (): Promise<number> => {
    try {
      const published = await publishDuePosts(db);
      if (published.length > 0) {
        await invalidatePages(app, ["posts"]);
        app.log.info({ posts: published.map((post) => post.id) }, "scheduled posts published");
      }
      const next = await nextDueAt(db);
      failingSince = undefined;
      return next === null ? maxSleepMs : Math.min(Math.max(next.getTime() - Date.now(), MIN_SLEEP_MS), maxSleepMs);
    } catch (error) {
      // Usually the database is out of reach for a moment: try again at each round, say so once
      // (the database's own line when that is the cause, shared with the requests that meet it).
      const databaseTrouble = app.services.databaseAvailability.noticed(error);
      if (failingSince === undefined && !databaseTrouble) app.log.error({ cause: describeCause(error) }, "scheduled publishing failed; retrying every few seconds");
      failingSince ??= Date.now();
      return maxSleepMs;
    }
  };

  let firstRoundDone!: () => void;
  const firstRound = new Promise<void>((resolve) => (firstRoundDone = resolve));
  const loop = (async () => {
    let sleepMs = await round();
    firstRoundDone();
    while (!stopping) {
      await new Promise<void>((resolve) => {
        wakeSleeper = resolve;
        timer = setTimeout(resolve, sleepMs);
      });
      if (stopping) break;
      sleepMs = await round();
    }
  })();

  return {
    firstRound,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      wakeSleeper?.();
      await loop;
    },
  };
}
