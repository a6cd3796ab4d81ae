import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGES } from "#contracts/service-unavailable.ts";
import { buildApp, type BuildAppOptions } from "#server/app.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { contacts } from "#server/db/schema.ts";
import { type FormAnswer, submitContactsContinuously } from "#tests/support/form-load.ts";
import { capturingLogger } from "#tests/support/log-capture.ts";
import { type PrivatePostgres, startPrivatePostgres } from "#tests/support/private-postgres.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";

/**
 * PostgreSQL restarting, failing over or killing sessions, and floods beyond the connection pool.
 * Before, each of these crashed the process (an 'error' event from a checked-out connection that
 * nothing listened to) or answered 500 with a stack in the log.
 */

const config = () => testConfig({ formRateLimitPerMinute: 1_000_000, formAddressRateLimitPerMinute: 1_000_000, jwtSecret: "a-configured-secret-long-enough-for-hs256" });
const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Every answer is a success or a 503 that says what to do; nothing else, above all no 500. */
function expectOnlySuccessOr503(answers: FormAnswer[]) {
  const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
  expect(unexpected).toEqual([]);
  for (const refusal of answers.filter((answer) => answer.status === 503)) {
    expect(Object.values(SERVICE_UNAVAILABLE_MESSAGES)).toContain(refusal.message);
    expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
  }
}

/** Every submission answered 201 is in the database. */
async function expectEveryAcknowledgedStored(database: DatabaseHandle, answers: FormAnswer[]) {
  const stored = new Set((await database.db.select({ id: contacts.id }).from(contacts)).map((row) => row.id));
  const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.id!);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
}

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  app = database = undefined;
});

async function appOn(handle: DatabaseHandle, logger: BuildAppOptions["logger"] = false) {
  database = handle;
  app = await buildApp({ config: config(), database: handle, logger });
  await app.ready();
  app.readiness.markReady();
  return app;
}

describe("sessions killed under load (pg_terminate_backend)", () => {
  it("keeps the process up, answers 503 for the requests that lost their session, and loses nothing acknowledged", { timeout: 60_000 }, async () => {
    await getTestDatabase();
    await resetDatabase();
    const app = await appOn(await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" }));

    const killer = new pg.Client({ connectionString: testDatabaseUrl(), application_name: "vistaar-test-killer" });
    await killer.connect();
    let killed = 0;
    let killing = true;
    const kill = (async () => {
      while (killing) {
        const result = await killer.query<{ killed: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = 'vistaar' AND pid <> pg_backend_pid()`,
        );
        killed += result.rows[0]!.killed;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const load = submitContactsContinuously(app, 12);
    let answers: FormAnswer[];
    try {
      await until(() => killed >= 10 && load.answers.length >= 100, 40_000);
    } finally {
      killing = false;
      await kill;
      await killer.end();
      answers = await load.stop();
    }

    expectOnlySuccessOr503(answers);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    await expectEveryAcknowledgedStored(database!, answers);
    // It reconnected by itself.
    expect((await app.inject({ method: "POST", url: "/api/contact", payload: { name: "After", email: "after@example.com", subject: "General Inquiry", message: "Hi" } })).statusCode).toBe(201);
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });
});

describe("a flood beyond the connection pool", () => {
  it("answers 503 'busy' with Retry-After when no connection comes free in time, never a 500, and logs one warning", async () => {
    await getTestDatabase();
    await resetDatabase();
    const log = capturingLogger();
    const handle = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "", poolMax: 2, connectionTimeoutMs: 300 });
    const app = await appOn(handle, log.logger);

    // Two long requests hold both connections.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = [0, 1].map(() =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await gate;
      }),
    );
    await until(() => handle.poolStats!()[0]!.idle === 0 && handle.poolStats!()[0]!.total === 2);

    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        app.inject({ method: "POST", url: "/api/contact", payload: { name: `V${n}`, email: `v${n}@example.com`, subject: "General Inquiry", message: "Hi" } }),
      ),
    );
    for (const response of flood) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGES.busy });
    }
    expect(log.errors()).toEqual([]);
    expect(log.lines.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({ msg: expect.stringContaining("every connection is busy"), trouble: "busy" }),
    ]);

    release();
    await Promise.all(holders);
    expect((await app.inject({ method: "POST", url: "/api/contact", payload: { name: "Late", email: "late@example.com", subject: "General Inquiry", message: "Hi" } })).statusCode).toBe(201);
    expect(await handle.db.select().from(contacts)).toHaveLength(1);
  });

  it("answers a 200-way form flood on the default pool with successes and 503s only", async () => {
    await getTestDatabase();
    await resetDatabase();
    const handle = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" });
    const app = await appOn(handle);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        app.inject({ method: "POST", url: "/api/contact", payload: { name: `V${n}`, email: `v${n}@example.com`, subject: "General Inquiry", message: "Hi" } }),
      ),
    );
    const answers = responses.map((response) => ({
      status: response.statusCode,
      id: response.json().data?._id,
      retryAfter: response.headers["retry-after"] as string | undefined,
      message: response.json().message,
    }));
    expectOnlySuccessOr503(answers);
    await expectEveryAcknowledgedStored(handle, answers);
  });
});

describe("the database server restarting under load", () => {
  let server: PrivatePostgres;
  beforeAll(async () => {
    server = await startPrivatePostgres();
  }, 60_000);
  afterAll(() => server?.stop());

  it("keeps the process up, answers 503 while it is down, reconnects by itself and loses nothing acknowledged", { timeout: 60_000 }, async () => {
    const log = capturingLogger();
    const handle = await openDatabase({ databaseUrl: server.url, dataDir: "" });
    await handle.migrate();
    const app = await appOn(handle, log.logger);

    const load = submitContactsContinuously(app, 8);
    let answers: FormAnswer[];
    try {
      await until(() => load.answers.filter((answer) => answer.status === 201).length >= 20);
      await server.restart();
      const countAtRestart = load.answers.length;
      // Submissions succeed again without anyone touching the app.
      await until(() => load.answers.slice(countAtRestart).some((answer) => answer.status === 201));
    } finally {
      answers = await load.stop();
    }

    expectOnlySuccessOr503(answers);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    await expectEveryAcknowledgedStored(handle, answers);
    expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
    // The operator reads about it once, not once per request.
    expect(log.errors().filter((line) => line.trouble === "unreachable")).toHaveLength(1);
  });
});
