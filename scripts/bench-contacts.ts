// Measures the admin contacts list API (GET /api/contact) with many contacts: page 1, a search and a
// status filter, at each row count, in-process (buildApp + app.inject, no network), one request at a time.
//
// Usage: npm run bench:contacts -- [--rows 100,10000,100000] [--requests 200]
//   Uses a throw-away embedded database (PGlite in memory) per row count.
//   With BENCH_DATABASE_URL=postgres://… it uses a temporary database on that PostgreSQL server instead.
import { performance } from "node:perf_hooks";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { openBenchDatabase } from "./bench-support/bench-database.ts";
import { seedContacts } from "./bench-support/seed-contacts.ts";
import { takeOption } from "./support/cli-options.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const rowCounts = option("--rows", "100,10000,100000")
  .split(",")
  .map((value) => Number(value.replace(/_/g, "")))
  .filter((value) => Number.isInteger(value) && value > 0);
const requests = Number(option("--requests", "200"));
const warmup = Math.min(30, Math.max(5, Math.round(requests / 10)));
const postgresUrl = process.env.BENCH_DATABASE_URL;

const ADMIN = { email: "bench@vistaar.example", password: "bench-password-123" };
const SCENARIOS = [
  { name: "page 1", url: "/api/contact" },
  { name: "search", url: "/api/contact?search=kesar" },
  { name: "filter", url: "/api/contact?status=new" },
  { name: "filter + search", url: "/api/contact?status=new&search=kesar" },
  { name: "page 40", url: "/api/contact?page=40" },
] as const;

interface Result {
  rows: number;
  scenario: string;
  p50: number;
  p95: number;
  total: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function benchmark(rows: number): Promise<Result[]> {
  const { handle, drop } = await openBenchDatabase(String(rows));
  try {
    await handle.migrate();
    const seedStarted = performance.now();
    await seedContacts(handle, rows);
    console.error(`  ${rows.toLocaleString("en-US")} contacts seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      SEED_DEMO_CONTENT: "false",
      DATA_DIR: "/tmp/vistaar-bench",
      JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
    });
    const app = await buildApp({ config, database: handle, logger: false });
    await app.ready();
    await createOrResetAdmin(handle.db, ADMIN);
    const login = await app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json().token}` };

    const results: Result[] = [];
    for (const scenario of SCENARIOS) {
      let total = 0;
      const timings: number[] = [];
      for (let i = 0; i < warmup + requests; i++) {
        const started = performance.now();
        const response = await app.inject({ method: "GET", url: scenario.url, headers });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${scenario.url}: ${response.statusCode} ${response.body}`);
        if (i >= warmup) timings.push(elapsed);
        total = response.json().total;
      }
      timings.sort((a, b) => a - b);
      results.push({ rows, scenario: scenario.name, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), total });
    }
    await app.close();
    return results;
  } finally {
    await drop();
  }
}

console.error(
  `Contacts list API, ${requests} requests per scenario after ${warmup} warm-up requests, on ${postgresUrl ? "PostgreSQL" : "PGlite (embedded)"}`,
);
const all: Result[] = [];
for (const rows of rowCounts) all.push(...(await benchmark(rows)));

const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
console.log(`\n${"rows".padStart(8)}  ${"scenario".padEnd(16)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"matches".padStart(8)}`);
for (const result of all) {
  console.log(
    `${result.rows.toLocaleString("en-US").padStart(8)}  ${result.scenario.padEnd(16)} ${fmt(result.p50)} ${fmt(result.p95)} ${result.total
      .toLocaleString("en-US")
      .padStart(8)}`,
  );
}

const smallest = Math.min(...rowCounts);
const largest = Math.max(...rowCounts);
if (smallest !== largest) {
  console.log(`\np95 at ${largest.toLocaleString("en-US")} rows ÷ p95 at ${smallest.toLocaleString("en-US")} rows (DESIGN budget for the list: ≤ 2×):`);
  for (const scenario of SCENARIOS) {
    const small = all.find((result) => result.rows === smallest && result.scenario === scenario.name)!;
    const large = all.find((result) => result.rows === largest && result.scenario === scenario.name)!;
    console.log(`  ${scenario.name.padEnd(16)} ${(large.p95 / small.p95).toFixed(2)}×`);
  }
}
