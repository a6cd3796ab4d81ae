// Measures the site search (issue 15; budget: 10,000 posts answer in ≤ 20 ms p95) on each database
// engine: seeds 10,000 published posts (plus the site's service pages and case studies) into a
// throw-away database, then times `searchSite` (the one query and the snippets; in process, one search
// at a time) over a mix of searches: words, a phrase, English stemming, typos, a very common word and
// searches nothing matches. Prints p50/p95/max per engine and per kind of search.
//
// Usage: npm run bench:search -- [--posts 10000] [--rounds 20]
//   Always the embedded database (PGlite, in memory); also PostgreSQL when BENCH_DATABASE_URL (or
//   TEST_DATABASE_URL, or DATABASE_URL) names a server: a temporary database there, dropped afterwards.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { searchSite } from "#server/modules/search/service.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { openBenchDatabase } from "./bench-support/bench-database.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
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

/** Words a marketing blog uses, common and rare; each post draws its title and body from them. */
const VOCABULARY = [
  "marketing", "brand", "branding", "seo", "local", "google", "ads", "instagram", "reels", "campaign", "customers", "business",
  "website", "speed", "mobile", "content", "strategy", "budget", "leads", "sales", "email", "newsletter", "design", "logo",
  "video", "audience", "growth", "analytics", "conversion", "landing", "page", "search", "ranking", "reviews", "map", "shop",
  "festival", "diwali", "gujarat", "anand", "vadodara", "restaurant", "clinic", "school", "retail", "ecommerce", "store",
  "payments", "delivery", "whatsapp", "facebook", "youtube", "influencer", "creator", "story", "photo", "caption", "hashtag",
  "team", "hiring", "training", "founder", "pricing", "offer", "discount", "launch", "product", "packaging", "print", "signage",
  "colour", "typography", "feedback", "survey", "research", "report", "quarter", "month", "week", "plan", "calendar",
  "the", "and", "for", "with", "your", "that", "this", "from", "more", "every", "how", "why", "what", "when", "small", "big",
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** `count` published posts of 250–450 words, dates over the last years, in batches of 1,000. */
async function seedPosts(handle: DatabaseHandle, count: number) {
  const words = sql`${VOCABULARY}::text[]`;
  for (let start = 1; start <= count; start += 1000) {
    const end = Math.min(count, start + 999);
    await handle.db.execute(sql`
      INSERT INTO blog_posts (title, slug, excerpt, content, category, author, date, tags, status, image_url)
      SELECT
        initcap(w[1 + (i * 7) % n] || ' ' || w[1 + (i * 13) % n] || ' for ' || w[1 + (i * 31) % n] || ' ' || w[1 + (i * 17) % n]) || ' ' || i,
        'bench-post-' || i,
        'Notes on ' || w[1 + (i * 3) % n] || ' and ' || w[1 + (i * 11) % n] || ' for small businesses.',
        (SELECT string_agg(w[1 + floor(random() * n)::int], ' ') || '.' FROM generate_series(1, 250 + i % 200) AS g),
        (ARRAY['Digital Marketing', 'SEO', 'Social Media', 'Web Development', 'Branding'])[1 + i % 5],
        'Bench Author',
        (CURRENT_DATE - (i % 1500))::date,
        ARRAY[w[1 + (i * 5) % n], w[1 + (i * 19) % n]],
        'published',
        '/images/blog/local-seo.webp'
      FROM generate_series(${start}::int, ${end}::int) AS i, (SELECT ${words} AS w, cardinality(${words}) AS n) AS v
    `);
  }
  await handle.db.execute(sql`ANALYZE`);
}

async function benchmark(engine: string, url: string | undefined) {
  const { handle, drop } = await openBenchDatabase("search", url);
  try {
    await handle.migrate();
    const seeded = performance.now();
    await seedSiteContentOnce(handle.db);
    await seedPosts(handle, posts);
    console.error(`  ${engine}: ${posts.toLocaleString("en-US")} posts seeded and indexed in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    const found = new Map<string, number>();
    for (let round = -2; round < rounds; round++) {
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
    console.error(`  results: ${SEARCHES.map((search) => `${search.q} → ${found.get(search.q)}`).join(", ")}`);
  } finally {
    await drop();
  }
}

console.log(`Site search over ${posts.toLocaleString("en-US")} posts, ${rounds} rounds of ${SEARCHES.length} searches (budget: p95 ≤ 20 ms)`);
await benchmark("embedded", undefined);
if (postgresUrl) await benchmark("postgresql", postgresUrl);
else console.log("(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)");
