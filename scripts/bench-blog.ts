// Load test for the blog's public list, page and API (DESIGN budget: ≥ 1,000 req/s each with
// `wrk -t2 -c32`, p99 ≤ 25 ms, 0 errors). Starts nothing: point it at a running server.
// Usage: npm run bench:blog -- [--base http://localhost:3000] [--duration 10] [--connections 32]
//        [--threads 2] [--tool wrk|node] [/extra/path …]
// Uses wrk when it is installed (apt-get install wrk), else a built-in keep-alive load generator.
import http from "node:http";
import https from "node:https";
import { hasWrk, runWrk } from "./bench-support/wrk.ts";
import { takeOption } from "./support/cli-options.ts";
import { runningServerBase } from "./support/running-server.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const base = await runningServerBase(args);
const duration = Number(option("--duration", "10"));
const connections = Number(option("--connections", "32"));
const threads = Number(option("--threads", "2"));
const tool = option("--tool", hasWrk() ? "wrk" : "node");
const paths = args.length > 0 ? args : ["/blog", "/api/blog/status/published"];

interface Result {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  requests: number;
}

async function runWrkOn(path: string): Promise<Result> {
  const result = await runWrk({ url: `${base}${path}`, threads, connections, durationSeconds: duration });
  return { path, ...result };
}

async function runNode(path: string): Promise<Result> {
  const url = new URL(`${base}${path}`);
  const client = url.protocol === "https:" ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: connections });
  const once = () =>
    new Promise<boolean>((resolve) => {
      const request = client.get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 400));
      });
      request.on("error", () => resolve(false));
    });
  const load = async (seconds: number, latencies: number[] | null) => {
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          const ok = await once();
          latencies?.push(performance.now() - started);
          if (!ok) errors++;
        }
      }),
    );
    return errors;
  };
  await load(2, null);
  const latencies: number[] = [];
  const started = performance.now();
  const errors = await load(duration, latencies);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  return { path, requestsPerSecond: latencies.length / elapsed, p50Ms: percentile(50), p99Ms: percentile(99), errors, requests: latencies.length };
}

console.log(`Benchmarking ${base} with ${tool === "wrk" ? `wrk -t${threads}` : "the built-in generator,"} ${connections} connections, ${duration} s per path`);
console.log("Budget: ≥ 1,000 req/s, p99 ≤ 25 ms, 0 errors\n");
const results: Result[] = [];
for (const path of paths) {
  const result = tool === "wrk" ? await runWrkOn(path) : await runNode(path);
  results.push(result);
  const verdict = result.requestsPerSecond >= 1000 && result.p99Ms <= 25 && result.errors === 0 ? "within budget" : "OVER BUDGET";
  console.log(
    `${path.padEnd(32)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50Ms.toFixed(2).padStart(6)} ms   p99 ${result.p99Ms.toFixed(2).padStart(6)} ms   errors ${result.errors}   (${result.requests} requests)   ${verdict}`,
  );
}
process.exitCode = results.every((result) => result.requestsPerSecond >= 1000 && result.p99Ms <= 25 && result.errors === 0) ? 0 : 1;
