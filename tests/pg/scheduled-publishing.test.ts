import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { backgroundDb, type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { activityLog, blogPosts } from "#server/db/schema.ts";
import { publishDuePosts, type ScheduledPublishing, startScheduledPublishing } from "#server/modules/blog/scheduled-publishing.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";

/**
 * Two app instances on one PostgreSQL database, each with its own pools and its own scheduled-publishing
 * job (as two processes would have): a post scheduled a few seconds ahead goes live with nobody signed
 * in, exactly once.
 */

let instances: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle; job?: ScheduledPublishing }>;

beforeAll(async () => {
  await getTestDatabase();
  await resetDatabase();
  instances = await Promise.all(
    [0, 1].map(async () => {
      const database = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" });
      const app = await buildApp({ config: testConfig(), database, logger: false });
      await app.ready();
      return { app, database };
    }),
  );
});
afterAll(async () => {
  for (const { app, database, job } of instances ?? []) {
    await job?.stop();
    await app.close();
    await database.close();
  }
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe("scheduled publishing on two instances", () => {
  it("a post scheduled a few seconds ahead goes live at its time, once, with nobody signed in", async () => {
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const { authorization } = await signInAsAdmin(first.app, first.database.db);
    const publishAt = new Date(Date.now() + 3000);
    const created = await first.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: { authorization },
      payload: { title: "Goes live by itself", content: "Text", author: "Riya", imageUrl: "/images/blog/local-seo.webp", status: "scheduled", publishAt: publishAt.toISOString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, slug } = created.json<{ _id: string; slug: string }>();

    // Both instances' published lists are cached while it is scheduled.
    for (const { app } of instances) {
      expect((await app.inject({ method: "GET", url: "/api/blog/status/published" })).json()).toEqual([]);
    }
    for (const instance of instances) instance.job = startScheduledPublishing(instance.app, backgroundDb(instance.database), { maxSleepMs: 1000 });

    const isLive = async () => (await second.app.inject({ method: "GET", url: `/api/blog/${slug}` })).statusCode === 200;
    expect(await isLive()).toBe(false);
    expect(await waitFor(isLive, 15_000)).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());

    // Both instances show it (each dropped its cached list), and it was published by one round only.
    for (const { app } of instances) {
      expect((await app.inject({ method: "GET", url: "/api/blog/status/published" })).json<Array<{ _id: string }>>().map((post) => post._id)).toEqual([id]);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const published = await first.database.db.select().from(activityLog).where(eq(activityLog.action, "published"));
    expect(published.map((entry) => entry.entityId)).toEqual([id]);
    expect((await first.database.db.select().from(blogPosts))[0]).toMatchObject({ status: "published", publishAt: null });
  });

  it("many due posts, both instances' rounds at the same moment: each published exactly once", async () => {
    const { db } = instances[0]!.database;
    await db.delete(activityLog);
    const past = new Date(Date.now() - 60_000);
    await db.insert(blogPosts).values(
      Array.from({ length: 40 }, (_, n) => ({ title: `Missed ${n}`, slug: `missed-${n}`, content: "Text", author: "Riya", status: "scheduled" as const, publishAt: past })),
    );
    const rounds = await Promise.all(instances.map(({ database }) => publishDuePosts(database.db)));
    const ids = rounds.flat().map((post) => post.id);
    expect(ids).toHaveLength(new Set(ids).size);
    // The running jobs may have taken some of them too; together, every post once.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const entries = await db.select().from(activityLog).where(eq(activityLog.action, "published"));
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((entry) => entry.entityId)).size).toBe(40);
    expect(await db.$count(blogPosts, eq(blogPosts.status, "scheduled"))).toBe(0);
  });
});
