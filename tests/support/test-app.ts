import { mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { type Config, loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { signInAsAdmin } from "./admin.ts";
import { getTestDatabase, resetDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
}

/** A config as `npm start` would build it, for tests: quiet, no demo content, temp uploads. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = `/tmp/vistaar-test-data-${process.env.VITEST_POOL_ID ?? "0"}`;
  // `npm start` has it from the embedded database; here the database is in memory, and the write
  // probe behind /api/ready (and uploads on disk) need it on a machine that never ran the tests.
  mkdirSync(dataDir, { recursive: true });
  const base = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SEED_DEMO_CONTENT: "false",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
  });
  return { ...base, ...overrides };
}

/**
 * The real app (every plugin and route, no pages) on an emptied test database.
 * Call it in beforeEach for a clean slate per test, or in beforeAll to share state in a file.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await getTestDatabase();
  const db = await resetDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, db, config };
}

/** The real app on an emptied test database, with the test admin signed in: their Authorization header. */
export async function createSignedInTestApp(overrides: Partial<Config> = {}): Promise<TestApp & { auth: { authorization: string } }> {
  const testApp = await createTestApp(overrides);
  return { ...testApp, auth: await signInAsAdmin(testApp.app, testApp.db) };
}
