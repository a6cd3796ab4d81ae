import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { signInAsAdmin, TEST_ADMIN } from "#tests/support/admin.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";
import { adminOnly } from "#server/plugins/auth.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const fill = (app: TestApp["app"]) =>
  app.services.pageCache.set("/blog", { status: 200, headers: { "content-type": "text/html" }, body: Buffer.from("<p>cached</p>") });

describe("rendered-page cache invalidation", () => {
  it("is emptied by a successful admin write, not by reads, failed writes or public writes", async () => {
    const db = await resetDatabase();
    const app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: false });
    // Stands for any admin write endpoint (content, posts, portfolio…).
    await app.register(
      adminOnly(async (admin) => {
        const schema = { body: z.object({ fail: z.boolean().optional() }), response: { 200: z.object({ ok: z.boolean() }) } };
        admin.post("/api/test/admin-write", { schema }, async (request) => {
          if ((request.body as { fail?: boolean } | undefined)?.fail) throw new Error("failed write");
          return { ok: true };
        });
      }),
    );
    await app.ready();
    t = { app, db, config: app.services.config };
    await createOrResetAdmin(db, TEST_ADMIN);
    const login = await app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN });
    const authorization = `Bearer ${login.json().token}`;

    fill(app);
    await app.inject({ method: "GET", url: "/api/admin/me", headers: { authorization } });
    await app.inject({ method: "POST", url: "/api/test/admin-write", payload: { fail: true }, headers: { authorization } });
    await app.inject({ method: "POST", url: "/api/test/admin-write", payload: {} });
    expect(app.services.pageCache.get("/blog")).toBeDefined();

    const write = await app.inject({ method: "POST", url: "/api/test/admin-write", payload: {}, headers: { authorization } });
    expect(write.statusCode).toBe(200);
    expect(app.services.pageCache.get("/blog")).toBeUndefined();
  });

  it("reaches every app instance on the same PostgreSQL database", async () => {
    if (process.env.TEST_DATABASE_KIND !== "postgres") {
      // The embedded database has one instance by construction: nothing to fan out to.
      t = await createTestApp();
      expect(t.app.services.database.kind).toBe("pglite");
      return;
    }
    t = await createTestApp();
    const otherHandle = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" });
    const other = await buildApp({ config: testConfig(), database: otherHandle, logger: false });
    await other.ready();
    other.services.pageCache.set("/blog", { status: 200, headers: {}, body: Buffer.from("x") });

    t.app.services.pageCache.invalidate();
    await expect.poll(() => other.services.pageCache.get("/blog"), { timeout: 5000 }).toBeUndefined();
    await other.close();
    await otherHandle.close();
  });
});

describe("public list endpoints", () => {
  it("answer repeat requests from the cache and see a publish at once", async () => {
    t = await createTestApp();
    const { authorization } = await signInAsAdmin(t.app, t.db);
    const list = () => t!.app.inject({ method: "GET", url: "/api/blog/status/published", headers: { "accept-encoding": "gzip" } });

    const first = await list();
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.json()).toEqual([]);
    const second = await list();
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(await list().then((response) => response.headers.etag)).toBe(first.headers.etag);

    const created = await t.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: { authorization },
      payload: {
        title: "Fresh post",
        excerpt: "Short",
        content: "Body",
        category: "SEO",
        author: "Riya",
        date: "2026-11-20",
        readTime: "3 min read",
        imageUrl: "/images/blog/local-seo.webp",
        status: "published",
      },
    });
    expect(created.statusCode).toBe(201);
    const afterPublish = await list();
    expect(afterPublish.headers["x-page-cache"]).toBe("MISS");
    expect(afterPublish.json().map((post: { title: string }) => post.title)).toEqual(["Fresh post"]);
  });

  it("ignore query strings, so random ones cannot fill the cache", async () => {
    t = await createTestApp();
    await t.app.inject({ method: "GET", url: "/api/blog/status/published" });
    const sizeAfterFirst = t.app.services.pageCache.size;
    for (let index = 0; index < 20; index++) {
      const response = await t.app.inject({ method: "GET", url: `/api/blog/status/published?junk=${index}` });
      expect(response.headers["x-page-cache"]).toBe("HIT");
    }
    expect(t.app.services.pageCache.size).toBe(sizeAfterFirst);
  });

  it("are never served from the cache to a request with a token", async () => {
    t = await createTestApp();
    const { authorization } = await signInAsAdmin(t.app, t.db);
    await t.app.inject({ method: "GET", url: "/api/portfolio/status/published" });
    const withToken = await t.app.inject({ method: "GET", url: "/api/portfolio/status/published", headers: { authorization } });
    expect(withToken.headers["x-page-cache"]).toBeUndefined();
  });
});
