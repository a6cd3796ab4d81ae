// How long the server takes to turn a 1,200-word post's Markdown into sanitised HTML (markdown-it +
// sanitize-html, app/features/blog/post-body.server.ts): what a page-cache miss of /blog/{slug} pays.
// Usage: npm run bench:post-body -- [--runs 500]
import { performance } from "node:perf_hooks";
import { renderPostBody } from "#app/features/blog/post-body.server.ts";
import { demoBlogPosts } from "#server/db/seed-data.ts";
import { countWords } from "#contracts/markdown.ts";

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 500;

/** The demo posts' bodies (headings, lists, links, tables, images) end to end until about 1,200 words. */
function articleOf(words: number): string {
  const bodies = demoBlogPosts.map((post) => post.content ?? "");
  const parts: string[] = [];
  for (let index = 0; countWords(parts.join("\n\n")) < words; index++) parts.push(bodies[index % bodies.length]!);
  return parts.join("\n\n");
}

const source = articleOf(1200);
const options = {
  siteOrigin: "https://vistaar.example",
  describeImages: async (urls: string[]) => new Map(urls.map((url) => [url, { width: 1200, height: 675, alt: "" }])),
};

for (let index = 0; index < 50; index++) await renderPostBody(source, options); // warm-up (JIT)
const times: number[] = [];
for (let index = 0; index < runs; index++) {
  const start = performance.now();
  await renderPostBody(source, options);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))]!.toFixed(2);
const html = (await renderPostBody(source, options)).html;
console.log(`post: ${countWords(source)} words, ${source.length} characters of Markdown, ${html.length} characters of HTML`);
console.log(`render (markdown-it + sanitize-html), ${runs} runs: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
