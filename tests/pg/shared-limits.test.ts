import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { tooManySignInAttempts } from "#contracts/auth.ts";
import { buildApp } from "#server/app.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { runHousekeeping } from "#server/db/maintenance.ts";
import { contacts, idempotentRequests, rateLimitCounters } from "#server/db/schema.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { ACCOUNTS_PER_ADDRESS } from "#server/rate-limit/login-throttle.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";

/**
 * Two app instances on one PostgreSQL database, each with its own pools (as two processes would have):
 * the limits count in the database, so the configured limit is the limit for the whole site.
 */

const enquiry = {
  name: "Farah Shaikh",
  email: "farah@shaikhtravels.example",
  subject: "Service Information",
  message: "We run a travel agency in Vadodara and need more bookings from Instagram.",
};

let instances: Array<{ app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle }>;

beforeAll(async () => {
  await getTestDatabase();
  await resetDatabase();
  instances = await Promise.all(
    [0, 1].map(async () => {
      const database = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" });
      const app = await buildApp({ config: testConfig({ formRateLimitPerMinute: 5, formAddressRateLimitPerMinute: 30, loginRateLimitPer15Minutes: 4 }), database, logger: false });
      await app.ready();
      return { app, database };
    }),
  );
});
afterAll(async () => {
  for (const { app, database } of instances ?? []) {
    await app.close();
    await database.close();
  }
});

describe("limits shared by two instances", () => {
  it("refuses the sixth enquiry in a minute from one visitor whichever instance gets it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await instances[i % 2]!.app.inject({ method: "POST", url: "/api/contact", payload: enquiry, remoteAddress: "203.0.113.70" });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await instances[0]!.database.db.select().from(contacts)).toHaveLength(5);
  });

  it("counts failed sign-ins for one account from one address across instances", async () => {
    await createOrResetAdmin(instances[0]!.database.db, TEST_ADMIN);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await instances[i % 2]!.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { email: TEST_ADMIN.email, password: "not the password" },
        remoteAddress: "203.0.113.71",
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(tooManySignInAttempts(Number(response.headers["retry-after"])));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("counts failed sign-ins from one address across accounts and instances: five accounts' worth, then every account is refused", async () => {
    await createOrResetAdmin(instances[0]!.database.db, TEST_ADMIN);
    const statuses: number[] = [];
    // The limit is 4 here: 4 failures on each of 5 accounts, alternating instances, then a sixth account.
    for (let i = 0; i < 4 * ACCOUNTS_PER_ADDRESS + 1; i++) {
      const response = await instances[i % 2]!.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { email: `staff${Math.floor(i / 4)}@vistaar.example`, password: "not the password" },
        remoteAddress: "203.0.113.72",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await instances[1]!.app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN, remoteAddress: "203.0.113.72" })).statusCode).toBe(429);
  });

  it("forgets expired rate-limit windows and idempotency keys in the hourly housekeeping (one instance does it)", async () => {
    const { db } = instances[0]!.database;
    await db.insert(rateLimitCounters).values([
      { key: "test:expired", points: 3, expire: new Date(Date.now() - 1000) },
      { key: "test:current", points: 1, expire: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(idempotentRequests).values({ id: "e".repeat(64), scope: "contact", answer: {}, expiresAt: new Date(Date.now() - 1000) });
    const rounds = await Promise.all(instances.map(({ database }) => runHousekeeping(database.db)));
    expect(rounds.filter((round) => round.ran)).toHaveLength(1);
    expect(rounds.find((round) => round.ran)).toMatchObject({ rateLimitCountersDeleted: 1, idempotencyKeysDeleted: 1 });
    const keys = (await db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain("test:current");
    expect(keys).not.toContain("test:expired");
  });
});
