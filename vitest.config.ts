import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Three suites:
 * - unit:   unit and API tests, in-process, on the embedded PGlite (`npm test`)
 * - api-pg: the same API tests on a PostgreSQL server (`npm run test:pg`, needs TEST_DATABASE_URL)
 * - e2e:    browser journeys in Chromium against the built server (`npm run test:e2e`)
 * - multi:  two built servers on PostgreSQL behind nginx (`npm run test:multi`)
 */
const apiAndUnitTests = ["{app,contracts,server,scripts}/**/*.test.{ts,tsx}", "tests/api/**/*.test.ts"];

/**
 * Vitest's default (one worker fewer than the cores) is a single worker on CI's two cores, which then
 * sits half idle: API tests wait on their database and files as much as they compute. Two workers
 * took `npm test` from 215 s to 161 s there. Each worker has its own database (tests/support).
 */
const apiWorkers = Math.max(2, availableParallelism() - 1);

/**
 * Every Vite dev server a test starts (tests/support/server-build.ts) runs React Router's type
 * generation, which empties and rewrites `.react-router/types`, a folder shared by the whole checkout.
 * Two workers starting servers at once can trip over each other there (ENOTEMPTY while one removes what
 * the other writes), as an unhandled rejection inside React Router's plugin. The folder only feeds
 * TypeScript, and `npm run typecheck` writes it again first; any other unhandled error still fails.
 */
function isRacingTypeGeneration(error: object): boolean {
  const { code, path: where } = error as { code?: unknown; path?: unknown };
  return ["ENOTEMPTY", "ENOENT", "EEXIST"].includes(String(code)) && String(where).includes(path.join(".react-router", "types"));
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => !isRacingTypeGeneration(error),
    projects: [
      {
        test: {
          name: "unit",
          include: apiAndUnitTests,
          environment: "node",
          pool: "forks",
          maxWorkers: apiWorkers,
          // One database per worker, reused across test files (a new PGlite costs ~2 s and ~0.7 GB).
          isolate: false,
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api-pg",
          // tests/pg/: what only a PostgreSQL server can show (killed sessions, restarts, several pools).
          include: [...apiAndUnitTests, "tests/pg/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          maxWorkers: apiWorkers,
          isolate: false,
          globalSetup: ["tests/support/global-setup.ts"],
          env: { TEST_DATABASE_KIND: "postgres" },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Two built server processes on PostgreSQL behind nginx (npm run test:multi, needs TEST_DATABASE_URL).
          name: "multi",
          include: ["tests/multi/**/*.multi.ts"],
          environment: "node",
          pool: "forks",
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          environment: "node",
          pool: "forks",
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          setupFiles: ["tests/e2e/support/report-failures.ts"],
          // One shared server and Chromium per file; two files at a time is what two cores carry (three
          // took 14 m 43 s against 15 m 32 s on 2026-11-28, the cores busy 97 % of the time).
          maxWorkers: 2,
          // On CI a failed journey runs once more (vitest reports it as retried, with the first failure's
          // page and screenshot from report-failures.ts): timing on a loaded two-core runner is not the
          // product's behaviour. Locally a failure is a failure.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
