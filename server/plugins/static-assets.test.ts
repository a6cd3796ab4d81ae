import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "#scripts/precompress-assets.ts";
import { staticFilesServer } from "./static-assets.ts";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;
const video = Buffer.from(Array.from({ length: 5000 }, (_, index) => index % 251));

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "static-assets-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/app-abc123.js"), script);
  writeFileSync(path.join(dir, "story.mp4"), video);
  writeFileSync(path.join(dir, "tiny.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await precompressDirectory(dir);
  server = staticFilesServer(dir)((_request, response) => response.writeHead(404).end("handed to Fastify"), {}) as http.Server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the build's precompression", () => {
  it("writes brotli and gzip copies of text files only", () => {
    expect(existsSync(path.join(dir, "assets/app-abc123.js.br"))).toBe(true);
    expect(existsSync(path.join(dir, "assets/app-abc123.js.gz"))).toBe(true);
    expect(existsSync(path.join(dir, "story.mp4.br"))).toBe(false);
    // Under 1 KB: one packet either way.
    expect(existsSync(path.join(dir, "tiny.svg.br"))).toBe(false);
  });
});

describe("static files", () => {
  it("sends the brotli copy to a browser that accepts it, with the headers caches need", async () => {
    const answer = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it.each([
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ])("answers Accept-Encoding %j with %s", async (acceptEncoding, expected) => {
    const answer = await get("/assets/app-abc123.js", { "accept-encoding": acceptEncoding });
    expect(answer.headers["content-encoding"]).toBe(expected);
    const body = expected === "gzip" ? gunzipSync(answer.body) : answer.body;
    expect(body.toString()).toBe(script);
  });

  it("answers 304 to a browser that has this version, and HEAD without a body", async () => {
    const first = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    const again = await get("/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: it has its own tag.
    const gzip = await get("/assets/app-abc123.js", { "accept-encoding": "gzip", "if-none-match": first.headers.etag! });
    expect(gzip.status).toBe(200);

    const head = await get("/assets/app-abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("serves byte ranges of media, and says when a range is past the end", async () => {
    const part = await get("/story.mp4", { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/5000");
    expect(part.body.equals(video.subarray(100, 200))).toBe(true);

    const tail = await get("/story.mp4", { range: "bytes=-10" });
    expect(tail.body.equals(video.subarray(4990))).toBe(true);

    const whole = await get("/story.mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.body.equals(video)).toBe(true);

    const past = await get("/story.mp4", { range: "bytes=9000-" });
    expect(past.status).toBe(416);
    expect(JSON.parse(past.body.toString())).toEqual({ message: "The requested range is not available." });
  });

  it("hands anything that is not a built file to Fastify", async () => {
    for (const url of ["/assets/missing.js", "/blog", "/assets/app-abc123.js.br", "/../package.json"]) {
      expect((await get(url)).body.toString()).toBe("handed to Fastify");
    }
    expect((await get("/assets/app-abc123.js", {}, "POST")).body.toString()).toBe("handed to Fastify");
  });
});
