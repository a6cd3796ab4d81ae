// Measures the site search (issue 15; budget: 10,000 posts answer in ≤ 20 ms p95) on each database
// engine: seeds 10,000 published posts (plus the site's service pages and case studies) into a
// throw-away database, then times `searchSite` (the one query and the snippets; in process, one search
// at a time) over a mix of searches: words, a phrase, English stemming, typos, a word in most posts
// and searches nothing matches. For reference on a busy machine, a trivial query (SELECT 1) is timed
// in the same rounds. Posts draw their words like a real blog: filler, topic words from very
// common ("marketing": every post) to rare, and rare words. Prints p50/p95/max per engine and per kind of search.
//
// Usage: npm run bench:search -- [--posts 10000] [--rounds 20]
//   Always the embedded database (PGlite, in memory); also PostgreSQL when BENCH_DATABASE_URL (or
//   TEST_DATABASE_URL, or DATABASE_URL) names a server: a temporary database there, dropped afterwards.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { searchSite } from "#server/modules/search/service.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { openBenchDatabase } from "./bench-support/bench-database.ts";
import { seedPosts } from "./bench-support/seed-posts.ts";
import { takeOption } from "./support/cli-options.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const posts = Number(option("--posts", "10000").replace(/_/g, ""));
const rounds = Number(option("--rounds", "20"));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const SEARCHES = [
  { kind: "words", q: "local seo" },
  { kind: "words", q: "instagram reels for restaurants" },
  { kind: "phrase", q: '"google ads"' },
  { kind: "stemming", q: "marketers" },
  { kind: "common word", q: "business" },
  { kind: "typo", q: "brandng" },
  { kind: "typo", q: "instagarm" },
  { kind: "no hit", q: "xylophonist quokka" },
  { kind: "no hit", q: "zzqv" },
] as const;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function benchmark(engine: string, url: string | undefined) {
  const { handle, drop } = await openBenchDatabase("search", { postgresUrl: url });
  try {
    await handle.migrate();
    const seeded = performance.now();
    await seedSiteContentOnce(handle.db);
    await seedPosts(handle, posts);
    console.error(`  ${engine}: ${posts.toLocaleString("en-US")} posts seeded and indexed in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    const found = new Map<string, number>();
    // The reference, measured in the same rounds: one trivial query's round trip on the same database.
    const reference: number[] = [];
    for (let round = -2; round < rounds; round++) {
      const referenceStarted = performance.now();
      await handle.db.execute(sql`SELECT 1`);
      if (round >= 0) reference.push(performance.now() - referenceStarted);
      for (const search of SEARCHES) {
        const started = performance.now();
        const { results } = await searchSite(handle.db, search.q);
        const elapsed = performance.now() - started;
        if (round < 0) continue; // warm-up
        found.set(search.q, results.length);
        all.push(elapsed);
        byKind.set(search.kind, [...(byKind.get(search.kind) ?? []), elapsed]);
      }
    }
    const line = (label: string, timings: number[]) => {
      const sorted = [...timings].sort((a, b) => a - b);
      return `${engine.padEnd(11)} ${label.padEnd(12)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 0.95).toFixed(1).padStart(6)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms`;
    };
    console.log(line("all", all));
    for (const [kind, timings] of byKind) console.log(line(kind, timings));
    console.log(line("SELECT 1", reference));
    console.error(`  results: ${SEARCHES.map((search) => `${search.q} → ${found.get(search.q)}`).join(", ")}`);
  } finally {
    await drop();
  }
}

console.log(`Site search over ${posts.toLocaleString("en-US")} posts, ${rounds} rounds of ${SEARCHES.length} searches (budget: p95 ≤ 20 ms)`);
await benchmark("embedded", undefined);
if (postgresUrl) await benchmark("postgresql", postgresUrl);
else console.log("(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)");
