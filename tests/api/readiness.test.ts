import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGES } from "#contracts/service-unavailable.ts";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { contacts } from "#server/db/schema.ts";
import { capturingLogger } from "#tests/support/log-capture.ts";
import { startS3Server } from "#tests/support/s3-server.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";

const enquiry = { name: "Ravi Patel", email: "ravi@patelgroup.example", subject: "General Inquiry", message: "Hello" };

describe("GET /api/ready", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.app.close();
    t = undefined;
  });

  it("answers 503 while the instance is starting, then 200 with what it checked", async () => {
    t = await createTestApp();
    const starting = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: "starting", message: "This instance is starting", checks: {} });

    t.app.readiness.markReady();
    const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 once the instance drains for a shutdown, and closes connections after each answer", async () => {
    t = await createTestApp();
    t.app.readiness.markReady();
    t.app.readiness.startDraining();
    const draining = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: "draining", message: "This instance is shutting down" });
    // Requests that still arrive are served, on connections that then close.
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe("close");
  });

  it("starts draining as soon as the app is asked to close", async () => {
    t = await createTestApp();
    t.app.readiness.markReady();
    await t.app.close();
    expect(t.app.readiness.state).toBe("draining");
    t = undefined;
  });

  it("fails when any added check fails, naming it (the seam for object storage)", async () => {
    t = await createTestApp();
    t.app.readiness.markReady();
    t.app.readiness.addCheck({
      name: "storage",
      check: async () => {
        throw new Error("the bucket does not answer");
      },
    });
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "unavailable",
      message: "storage: the bucket does not answer",
      checks: { database: "ok", storage: "the bucket does not answer" },
    });
  });
});

describe("GET /api/ready with uploads in object storage", () => {
  it("checks the bucket too, and fails naming it while the object storage does not answer", async () => {
    const s3 = await startS3Server();
    const t = await createTestApp({ fileStorage: await s3.newBucket() });
    try {
      t.app.readiness.markReady();
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", objectStorage: "ok" } });

      await s3.stop();
      const unreachable = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json()).toMatchObject({
        status: "unavailable",
        message: expect.stringMatching(/^objectStorage: Could not reach the bucket in the bucket vistaar-test-/),
        checks: { database: "ok", objectStorage: expect.stringContaining("Could not reach the bucket") },
      });
    } finally {
      await t.app.close();
    }
  });
});

/**
 * A database that reads but cannot store anything: a disk that filled up, a data directory or
 * server gone read-only (a standby after a failover). The writes here really fail, refused by the
 * database itself (a read-only session, SQLSTATE 25006); a full disk on the embedded database
 * (ENOSPC, SQLSTATE 53100) is in disk-full.test.ts.
 */
describe("when the database cannot store anything", () => {
  let stop = async () => {};
  afterEach(async () => {
    await stop();
    stop = async () => {};
  });

  /** An app whose every database session is read-only, and a way to make it writable again. */
  async function readOnlyApp(): Promise<{ app: FastifyInstance; log: ReturnType<typeof capturingLogger>; makeWritable(): Promise<void> }> {
    const shared = await getTestDatabase();
    await resetDatabase();
    const log = capturingLogger();
    const config = testConfig({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000 });
    if (shared.kind === "pglite") {
      // The embedded database has one session: make it read-only, and writable again afterwards.
      const setReadOnly = (on: boolean) => shared.db.execute(sql.raw(`SET default_transaction_read_only = ${on ? "on" : "off"}`));
      await setReadOnly(true);
      const app = await buildApp({ config, database: shared, logger: log.logger });
      stop = async () => {
        await app.close();
        await setReadOnly(false);
      };
      return { app, log, makeWritable: async () => void (await setReadOnly(false)) };
    }
    // PostgreSQL: one connection, opened read-only (as a standby's would be).
    const url = new URL(testDatabaseUrl()!);
    url.searchParams.set("options", "-c default_transaction_read_only=on");
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "", poolMax: 1 });
    const app = await buildApp({ config, database, logger: log.logger });
    stop = async () => {
      await app.close();
      await database.close();
    };
    return { app, log, makeWritable: async () => void (await database.db.execute(sql`SET default_transaction_read_only = off`)) };
  }

  it("answers 503 'cannot take messages', stores nothing, logs it once with the cause and fails /api/ready until writes work", async () => {
    const { app, log, makeWritable } = await readOnlyApp();
    app.readiness.markReady();
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);

    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.inject({ method: "POST", url: "/api/contact", payload: enquiry });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("60");
      expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGES.cannotWrite });
    }
    expect(SERVICE_UNAVAILABLE_MESSAGES.cannotWrite).toBe("The site cannot take messages right now. Please try again later.");
    expect(await app.services.db.select().from(contacts)).toEqual([]);
    expect(log.errors()).toEqual([
      expect.objectContaining({ msg: expect.stringContaining("database: cannot store anything"), cause: expect.objectContaining({ code: "25006" }) }),
    ]);

    const notReady = await app.inject({ method: "GET", url: "/api/ready" });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      status: "unavailable",
      message: "database: cannot store anything (the database session is read-only)",
    });
    // Liveness stays a cheap "the process and its database answer".
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await makeWritable();
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
    expect(log.lines.some((line) => line.msg === "database: working again")).toBe(true);
    const accepted = await app.inject({ method: "POST", url: "/api/contact", payload: enquiry });
    expect(accepted.statusCode, `${accepted.body} ${JSON.stringify(log.errors().slice(1))}`).toBe(201);
    expect(await app.services.db.select().from(contacts)).toHaveLength(1);
  });
});
