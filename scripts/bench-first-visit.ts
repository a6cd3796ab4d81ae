// How many first visits a second the server completes, side by side with nginx serving the same files.
//   npm run bench:first-visit -- [--list] [--rounds 3] [--duration 10] [--connections 32] [--threads 2] [--nginx-workers 1] [/path …]
// Default paths: / /blog. Needs the build (npm run build), Chromium (/usr/bin/chromium, CHROMIUM_PATH to
// override) and wrk (apt-get install wrk); nginx (apt-get install nginx) for the comparison.
//
// 1. Starts the built server on a fresh embedded database (created and seeded by a first start) and records, with Chromium at 390 px and an
//    empty cache, every request a new visitor's page load makes (documents, scripts, styles, fonts,
//    images, icons) with the Accept-Encoding the browser sent.
// 2. Replays that list under load with wrk (each connection cycles through it) against our server, then
//    against a bare `node:http` server answering the same bytes with the same headers (the floor Node
//    itself sets: scripts/bench-support/node-reference-server.ts), then against nginx serving
//    build/client and the recorded pages as files with `gzip_static on` (Debian's nginx has no brotli
//    module, so it sends gzip where we send brotli), and prints completed visits/s, the ratios to
//    nginx, and our server's memory (RSS) after the load. One run moves by a fifth either way on a
//    2-core machine (where the processes land), so it replays `--rounds` times, the targets in turn,
//    and prints each round and the median ratios with their range.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync, constants as zlibConstants } from "node:zlib";
import { CLIENT_BUILD_DIR } from "#server/project-root.ts";
import { freePort, startBuiltServer, startScriptNodeFlags, startServerProcess, type StartedServer } from "#tests/e2e/support/server.ts";
import { CHROMIUM_PATH, launchBrowser, VIEWPORTS } from "#tests/e2e/support/browser.ts";
import type { ReferenceAnswer } from "./bench-support/node-reference-server.ts";
import { hasWrk, luaString, runWrk, type WrkResult } from "./bench-support/wrk.ts";
import { takeOption } from "./support/cli-options.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const duration = Number(option("--duration", "10"));
const rounds = Math.max(1, Number(option("--rounds", "3")));
const connections = Number(option("--connections", "32"));
const threads = Number(option("--threads", "2"));
const nginxWorkers = option("--nginx-workers", "1");
const listFiles = args.includes("--list") && args.splice(args.indexOf("--list"), 1).length > 0;
const pages = args.length > 0 ? args : ["/", "/blog"];

if (!hasWrk()) {
  console.error("wrk is not installed (apt-get install wrk).");
  process.exit(1);
}

interface RecordedRequest {
  path: string;
  acceptEncoding: string;
  accept: string;
  /** What our server answered: type and bytes on the wire, for the summary. */
  contentType: string;
  contentEncoding: string;
  bytes: number;
}

/** Every same-origin request Chromium makes while loading `pagePath` with an empty cache, in order. */
async function recordFirstVisit(base: string, pagePath: string): Promise<RecordedRequest[]> {
  const browser = await launchBrowser(CHROMIUM_PATH);
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const recorded: Promise<RecordedRequest | undefined>[] = [];
    page.on("requestfinished", (request) => {
      recorded.push(
        (async () => {
          const url = new URL(request.url());
          if (url.origin !== new URL(base).origin || request.method() !== "GET") return undefined;
          const headers = await request.allHeaders();
          const response = await request.response();
          const responseHeaders = (await response?.allHeaders()) ?? {};
          const sizes = await request.sizes();
          return {
            path: url.pathname + url.search,
            acceptEncoding: headers["accept-encoding"] ?? "gzip, deflate, br, zstd",
            accept: headers["accept"] ?? "*/*",
            contentType: (responseHeaders["content-type"] ?? "").split(";")[0]!,
            contentEncoding: responseHeaders["content-encoding"] ?? "identity",
            bytes: sizes.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(new URL(pagePath, base).toString(), { waitUntil: "load" });
    // Cached pages fetch their modules after the first paint (docs/decisions/004), and the web font is
    // fetched a second after the load event (docs/decisions/035): wait for those too.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2_000);
    await page.waitForLoadState("networkidle");
    await context.close();
    return (await Promise.all(recorded)).filter((entry): entry is RecordedRequest => entry !== undefined);
  } finally {
    await browser.close();
  }
}

/** A wrk script that sends the visit's requests in turn, each with the headers the browser sent. */
function replayScript(dir: string, name: string, requests: RecordedRequest[]): string {
  const file = path.join(dir, `${name}.lua`);
  const entries = requests
    .map((request) => `{ ${luaString(request.path)}, ${luaString(request.acceptEncoding)}, ${luaString(request.accept)} }`)
    .join(",\n  ");
  writeFileSync(
    file,
    `local visit = {\n  ${entries}\n}
local formatted = {}
local counter = 0
local thread_count = 0
function setup(thread)
  thread:set("offset", thread_count * 7)
  thread_count = thread_count + 1
end
function init(args)
  for i, entry in ipairs(visit) do
    formatted[i] = wrk.format("GET", entry[1], { ["Accept-Encoding"] = entry[2], ["Accept"] = entry[3] })
  end
  counter = tonumber(offset) or 0
end
function request()
  counter = counter + 1
  return formatted[(counter % #formatted) + 1]
end
`,
  );
  return file;
}

/**
 * A document root for nginx: build/client, plus every recorded answer that is not a file there (the
 * pages, React Router's route manifest) saved as a file, mapped from its URL. Every text file gets a
 * .gz beside it (level 9) for gzip_static, as a build step would.
 */
async function nginxRoot(dir: string, base: string, requests: RecordedRequest[]): Promise<{ root: string; recordedMap: string }> {
  const root = path.join(dir, "root");
  cpSync(CLIENT_BUILD_DIR, root, { recursive: true });
  mkdirSync(path.join(root, "recorded"));
  const mapLines: string[] = [];
  for (const request of new Map(requests.map((entry) => [entry.path, entry])).values()) {
    const pathname = decodeURIComponent(request.path.split("?")[0]!);
    if (!request.path.includes("?") && existsSync(path.join(root, pathname)) && statSync(path.join(root, pathname)).isFile()) continue;
    // The answer exactly as our server sends it from its cache (the same bytes for every visitor).
    await (await fetch(new URL(request.path, base))).arrayBuffer();
    const response = await fetch(new URL(request.path, base), { headers: { "accept-encoding": "identity" } });
    const extension = EXTENSIONS[(response.headers.get("content-type") ?? "").split(";")[0]!] ?? ".bin";
    const file = `/recorded/${mapLines.length}${extension}`;
    writeFileSync(path.join(root, file), Buffer.from(await response.arrayBuffer()));
    mapLines.push(`    ${luaString(request.path)} ${file};`);
  }
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(html|js|css|svg|json|webmanifest|txt|xml|ico)$/.test(entry) && !existsSync(`${full}.gz`)) {
        writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: zlibConstants.Z_BEST_COMPRESSION }));
      }
    }
  };
  walk(root);
  execFileSync("chmod", ["-R", "a+rX", dir]);
  return { root, recordedMap: mapLines.join("\n") };
}

const EXTENSIONS: Record<string, string> = { "text/html": ".html", "application/json": ".json", "text/javascript": ".js", "text/plain": ".txt", "application/xml": ".xml" };

async function startNginx(dir: string, { root, recordedMap }: { root: string; recordedMap: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
worker_processes ${nginxWorkers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  gzip_static on;
  gzip_vary on;
  map_hash_bucket_size 4096;
  map $request_uri $recorded {
    default "";
${recordedMap}
  }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /assets/ { expires max; add_header Cache-Control immutable; }
    location / { try_files $recorded $uri =404; add_header Cache-Control no-cache; }
  }
}
`,
  );
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  chmodSync(dir, 0o755);
  const child = spawn("nginx", ["-c", config, "-e", path.join(dir, "error.log")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Headers Node's `http` adds to every answer itself, and those the reference makes per answer. */
const ADDED_BY_NODE_OR_PER_ANSWER = new Set(["date", "connection", "keep-alive", "content-length", "x-request-id"]);

/** Each recorded path as our server answers it (from its cache): status, headers and the bytes on the wire. */
async function referenceAnswers(base: string, requests: RecordedRequest[]): Promise<ReferenceAnswer[]> {
  const answers: ReferenceAnswer[] = [];
  for (const request of new Map(requests.map((entry) => [entry.path, entry])).values()) {
    // Stored in the page cache (and compressed at its best) by then, as every answer the replay gets.
    await (await fetch(new URL(request.path, base))).arrayBuffer();
    const raw = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
      http
        .get(new URL(request.path, base), { headers: { "accept-encoding": request.acceptEncoding, accept: request.accept } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve(Object.assign(response, { body: Buffer.concat(chunks) })));
        })
        .on("error", reject);
    });
    const headers: string[] = [];
    for (let index = 0; index < raw.rawHeaders.length; index += 2) {
      if (!ADDED_BY_NODE_OR_PER_ANSWER.has(raw.rawHeaders[index]!.toLowerCase())) headers.push(raw.rawHeaders[index]!, raw.rawHeaders[index + 1]!);
    }
    answers.push({ path: request.path, status: raw.statusCode ?? 200, headers, requestId: "x-request-id" in raw.headers, bodyBase64: raw.body.toString("base64") });
  }
  return answers;
}

/** The bare `node:http` server (scripts/bench-support/node-reference-server.ts), with the flags of `npm start`. */
async function startNodeReference(dir: string, answers: ReferenceAnswer[], firstPath: string): Promise<StartedServer> {
  const file = path.join(dir, "reference-answers.json");
  writeFileSync(file, JSON.stringify(answers));
  const port = String(await freePort());
  const reference = await startServerProcess([...startScriptNodeFlags(), "--import", "tsx", "scripts/bench-support/node-reference-server.ts", file, port], {
    env: { ...process.env, NODE_ENV: "production", PORT: port },
    waitForHealth: false,
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(new URL(firstPath, reference.url))).ok) return reference;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await reference.stop("SIGKILL");
  throw new Error(`The Node reference server did not start:\n${reference.output()}`);
}

/** Both targets must answer every file of the visit with a 200, or the comparison is void. */
async function checkAnswers(url: string, name: string, requests: RecordedRequest[]) {
  for (const request of requests) {
    const response = await fetch(new URL(request.path, url), { headers: { "accept-encoding": request.acceptEncoding }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) console.warn(`  ${name} answers ${request.path} with ${response.status}`);
  }
}

/** "0.49 (0.40–0.50 over 3 rounds)". */
function medianWithRange(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(2)} (${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)} over ${sorted.length} rounds)`;
}

const rssMb = (pid: number) => Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)]).toString().trim()) / 1024;

function hasNginx(): boolean {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), "bench-first-visit-"));
// The first start creates the database (in a process of its own: docs/decisions/056) and seeds the demo
// content in the server's process, a one-off: measure a server as it runs after any restart.
await (await startBuiltServer({ DATA_DIR: path.join(work, "data") })).stop();
const server = await startBuiltServer({ DATA_DIR: path.join(work, "data") });
let reference: StartedServer | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  const visits = new Map<string, RecordedRequest[]>();
  for (const pagePath of pages) {
    const recorded = await recordFirstVisit(server.url, pagePath);
    visits.set(pagePath, recorded);
    const wireKb = recorded.reduce((sum, request) => sum + request.bytes, 0) / 1024;
    const encodings = [...new Set(recorded.map((request) => request.contentEncoding))].join(", ");
    if (listFiles) {
      for (const request of recorded) console.log(`  ${request.contentEncoding.padEnd(8)} ${String(request.bytes).padStart(7)} B  ${request.contentType.padEnd(24)} ${request.path.slice(0, 100)}`);
    }
    console.log(`${pagePath}: a first visit fetches ${recorded.length} files, ${wireKb.toFixed(0)} KB on the wire (${encodings})`);
  }
  const idleRss = rssMb(server.process.pid!);
  nginx = hasNginx() ? await startNginx(work, await nginxRoot(work, server.url, [...visits.values()].flat())) : undefined;
  if (!nginx) console.log("nginx is not installed (apt-get install nginx): measuring our server and the Node floor only.");
  reference = await startNodeReference(work, await referenceAnswers(server.url, [...visits.values()].flat()), pages[0]!);

  console.log(
    `\nReplaying each visit with wrk -t${threads} -c${connections} for ${duration} s per target, ${rounds} round(s), the targets in turn: ` +
      `ours, the Node floor (a bare node:http server sending our answers' bytes and headers)` +
      (nginx ? `, nginx (${nginxWorkers} worker process(es), gzip_static: no brotli in Debian's nginx)` : ""),
  );
  const columns = ["ours", "Node floor", "nginx"].map((name) => `${name} visits/s`.padStart(21));
  console.log(`${"page".padEnd(8)} ${"round".padStart(5)} ${columns.join("")} ${"ours/nginx".padStart(11)} ${"floor/nginx".padStart(12)}   p99 ours / floor / nginx, errors`);
  const rate = (result: WrkResult, files: number) => result.requestsPerSecond / files;
  const ratio = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(2));
  const summaries: string[] = [];
  for (const [pagePath, requests] of visits) {
    await checkAnswers(server.url, "our server", requests);
    await checkAnswers(reference.url, "the Node floor", requests);
    if (nginx) await checkAnswers(nginx.url, "nginx", requests);
    const script = replayScript(work, pagePath.replace(/\W+/g, "_") || "home", requests);
    const oursRatios: number[] = [];
    const floorRatios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const results: (WrkResult | undefined)[] = [];
      for (const target of [server, reference, nginx]) {
        results.push(target ? await runWrk({ url: target.url, threads, connections, durationSeconds: duration, script }) : undefined);
      }
      const [oursRate, floorRate, nginxRate] = results.map((result) => (result ? rate(result, requests.length) : Number.NaN)) as [number, number, number];
      if (nginx) {
        oursRatios.push(oursRate / nginxRate);
        floorRatios.push(floorRate / nginxRate);
      }
      console.log(
        `${pagePath.padEnd(8)} ${String(round).padStart(5)} ${[oursRate, floorRate, nginxRate].map((value) => (Number.isNaN(value) ? "-" : value.toFixed(0)).padStart(21)).join("")} ` +
          `${ratio(oursRate / nginxRate).padStart(11)} ${ratio(floorRate / nginxRate).padStart(12)}   ` +
          results.map((result) => (result ? `${result.p99Ms.toFixed(1)} ms` : "-")).join(" / ") +
          `, ${results.map((result) => (result ? result.errors : "-")).join(" / ")}`,
      );
    }
    if (oursRatios.length > 0) summaries.push(`${pagePath}: median ratio ${medianWithRange(oursRatios)}; the Node floor's ${medianWithRange(floorRatios)}`);
  }
  if (summaries.length > 0) console.log(`\n${summaries.join("\n")}`);
  console.log(`\nOur server's memory: ${idleRss.toFixed(0)} MB RSS before the load, ${rssMb(server.process.pid!).toFixed(0)} MB after (budget ≤ 450 MB)`);
  console.log("Goal: ours ≥ 50% of nginx (ratio ≥ 0.50). The Node floor: node:http sending the same answers and doing nothing else, on this machine.");
} finally {
  // Also when a step failed: nothing the benchmark started outlives it.
  await nginx?.stop();
  await reference?.stop();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
