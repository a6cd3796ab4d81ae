// Do pages stay fast while the contact form is flooded, and is every acknowledged submission stored?
//   npm run bench:flood -- [--duration 60] [--submitters 200]
//   BENCH_DATABASE_URL=postgres://… npm run bench:flood    (a PostgreSQL server instead of the embedded database)
// Needs the build (npm run build) and wrk (apt-get install wrk).
//
// Starts the built server (fresh embedded database with demo content, or BENCH_DATABASE_URL) with the form
// rate limit raised, then for --duration seconds `wrk` keeps --submitters connections posting
// POST /api/contact back to back, while one visitor at a time per kind requests cached pages (/ and /blog),
// uncached pages (/blog with a query string the page cache does not keep, so it is rendered from the
// database) and /api/health. Prints each kind's latency (goals: cached p99 ≤ 100 ms, uncached ≤ 1 s,
// health ≤ 50 ms), the submissions' answers, and the rows stored against the 201s (goal: none lost).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { startBuiltServer } from "#tests/e2e/support/server.ts";
import { hasWrk, runWrk } from "./bench-support/wrk.ts";
import { takeOption } from "./support/cli-options.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const duration = Number(option("--duration", "60"));
const submitters = Number(option("--submitters", "200"));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const FLOOD_EMAIL = "flood@flood.example";

if (!hasWrk()) {
  console.error("wrk is not installed (apt-get install wrk).");
  process.exit(1);
}

/** wrk posts the same enquiry on every connection and counts the answers by status. */
function floodScript(dir: string): string {
  const body = JSON.stringify({
    name: "Flood Visitor",
    email: FLOOD_EMAIL,
    phone: "",
    subject: "Load test",
    message: "An enquiry sent by npm run bench:flood to see that pages stay fast while the form is flooded.",
  });
  const file = path.join(dir, "flood.lua");
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "application/json"
local threads = {}
statuses = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do totals[status] = (totals[status] or 0) + count end
  end
  for status, count in pairs(totals) do io.write(string.format("STATUS %d %d\\n", status, count)) end
end
`,
  );
  return file;
}

interface ProbeResult {
  latencies: number[];
  failures: Map<string, number>;
}

/** One visitor at a time: request, wait for the whole answer, repeat until `until`. */
async function probe(base: string, paths: (n: number) => string, until: number): Promise<ProbeResult> {
  const result: ProbeResult = { latencies: [], failures: new Map() };
  for (let n = 0; performance.now() < until; n++) {
    const started = performance.now();
    let failure: string | undefined;
    try {
      const response = await fetch(new URL(paths(n), base), {
        headers: { "accept-encoding": "br, gzip" },
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failure = String(response.status);
    } catch (error) {
      failure = (error as Error).name === "TimeoutError" ? "timeout (30 s)" : (error as Error).message;
    }
    result.latencies.push(performance.now() - started);
    if (failure) result.failures.set(failure, (result.failures.get(failure) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return result;
}

function summarize(name: string, result: ProbeResult, goalMs: number): boolean {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  const failures = [...result.failures].map(([what, count]) => `${count}× ${what}`).join(", ");
  const ok = at(99) <= goalMs && result.failures.size === 0;
  console.log(
    `${name.padEnd(34)} ${String(sorted.length).padStart(6)} requests   p50 ${at(50).toFixed(1).padStart(7)} ms   p99 ${at(99).toFixed(1).padStart(8)} ms   max ${sorted.at(-1)!.toFixed(0).padStart(6)} ms   ` +
      `goal p99 ≤ ${goalMs} ms: ${ok ? "met" : "MISSED"}${failures ? `   failures: ${failures}` : ""}`,
  );
  return ok;
}

async function countStoredFloodRows(dataDir: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const result = await database.db.execute<{ stored: number }>(sql`SELECT count(*)::int AS stored FROM contacts WHERE email = ${FLOOD_EMAIL}`);
    return Number((result as unknown as { rows: Array<{ stored: number }> }).rows[0]!.stored);
  } finally {
    await database.close();
  }
}

async function clearFloodRows(dataDir: string) {
  if (!databaseUrl) return;
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  await database.db.execute(sql`DELETE FROM outbox WHERE payload::text LIKE ${`%${FLOOD_EMAIL}%`}`);
  await database.db.execute(sql`DELETE FROM contacts WHERE email = ${FLOOD_EMAIL}`);
  await database.close();
}

const work = mkdtempSync(path.join(os.tmpdir(), "bench-flood-"));
const dataDir = path.join(work, "data");
await clearFloodRows(dataDir);
const server = await startBuiltServer({
  DATA_DIR: dataDir,
  // Both form limits raised (per email address and per client address): every submitter comes from 127.0.0.1.
  FORM_RATE_LIMIT_PER_MINUTE: "100000000",
  FORM_ADDRESS_RATE_LIMIT_PER_MINUTE: "100000000",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
try {
  // Fill the page cache, as visitors before the flood would have.
  for (const pagePath of ["/", "/blog", "/", "/blog"]) await (await fetch(new URL(pagePath, server.url))).arrayBuffer();

  console.log(
    `Flooding POST /api/contact from ${submitters} connections for ${duration} s (${databaseUrl ? "PostgreSQL" : "embedded database"}), ` +
      "while one visitor at a time per kind reads pages:\n",
  );
  const until = performance.now() + duration * 1000;
  const flood = runWrk(
    { url: `${server.url}/api/contact`, threads: 1, connections: submitters, durationSeconds: duration, script: floodScript(work), timeoutSeconds: 30 },
    0,
  );
  const [cached, uncached, health] = await Promise.all([
    probe(server.url, (n) => (n % 2 ? "/blog" : "/"), until),
    probe(server.url, (n) => `/blog?flood=${n}`, until),
    probe(server.url, () => "/api/health", until),
  ]);
  const floodResult = await flood;
  const rssMb = await import("node:child_process").then(({ execFileSync }) =>
    Number(execFileSync("ps", ["-o", "rss=", "-p", String(server.process.pid)]).toString().trim()) / 1024,
  );

  const goals = [
    summarize("cached pages (/ and /blog)", cached, 100),
    summarize("uncached page (/blog?flood=n)", uncached, 1000),
    summarize("/api/health", health, 50),
  ];

  const statuses = new Map([...floodResult.output.matchAll(/^STATUS (\d+) (\d+)$/gm)].map((match) => [Number(match[1]), Number(match[2])]));
  const acknowledged = statuses.get(201) ?? 0;
  const timeouts = Number(/timeout (\d+)/.exec(floodResult.output)?.[1] ?? 0);
  console.log(
    `\nSubmissions: ${floodResult.requests} answered (${(floodResult.requests / duration).toFixed(0)}/s): ` +
      [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`).join(", ") +
      (timeouts ? `; ${timeouts} timed out at 30 s` : "") +
      `; submit p50 ${floodResult.p50Ms.toFixed(0)} ms, p99 ${floodResult.p99Ms.toFixed(0)} ms`,
  );
  console.log(`Server memory after the flood: ${rssMb.toFixed(0)} MB RSS`);
  await server.stop();
  const stored = await countStoredFloodRows(dataDir);
  const lost = Math.max(0, acknowledged - stored);
  console.log(`Rows stored: ${stored} for ${acknowledged} acknowledged (201): ${lost} lost (goal: 0)`);
  process.exitCode = goals.every(Boolean) && lost === 0 ? 0 : 1;
} finally {
  await server.stop();
  await clearFloodRows(dataDir);
  rmSync(work, { recursive: true, force: true });
}
