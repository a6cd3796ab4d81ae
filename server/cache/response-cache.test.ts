import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedBody, inlineScriptHashes, negotiateEncoding, ResponseCache } from "./response-cache.ts";

const page = (text: string) => ({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.from(text) });

describe("ResponseCache", () => {
  it("returns what was stored until it expires", () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    cache.set("/blog", page("<p>blog</p>"));
    expect(cache.get("/blog")?.body.toString()).toBe("<p>blog</p>");
    now += 60_001;
    expect(cache.get("/blog")).toBeUndefined();
  });

  it("drops exactly the entries showing an invalidated tag", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("/blog", page("posts"), { tags: ["posts"] });
    cache.set("/", page("home"), { tags: ["content"] });
    cache.set("/services", page("static"));
    cache.invalidate(["posts", "portfolio"]);
    expect(cache.keys()).toEqual(["/", "/services"]);
  });

  it("drops everything when no tag is named (anything may have changed)", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("/blog", page("posts"), { tags: ["posts"] });
    cache.set("/services", page("static"));
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries, evicting the least recently used", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.get("/a");
    cache.set("/c", page("c"));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("does not store a response built before an invalidation of what it shows (a publish landed mid-render)", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const before = cache.revision;
    cache.invalidate(["posts"]);
    cache.set("/blog", page("stale list"), { tags: ["posts"], builtAt: before });
    expect(cache.get("/blog")).toBeUndefined();
    cache.set("/portfolio", page("unaffected"), { tags: ["portfolio"], builtAt: before });
    expect(cache.get("/portfolio")).toBeDefined();
    cache.set("/blog", page("fresh list"), { tags: ["posts"], builtAt: cache.revision });
    expect(cache.get("/blog")?.body.toString()).toBe("fresh list");
  });

  it("stays under its byte budget, evicting the oldest entries", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 5_000 });
    for (let index = 0; index < 10; index++) cache.set(`/page-${index}`, page("x".repeat(1_000)));
    expect(cache.sizeInBytes).toBeLessThanOrEqual(5_000);
    expect(cache.get("/page-9")).toBeDefined();
    expect(cache.get("/page-0")).toBeUndefined();
  });

  it("keeps a group's entries to their own number of places: a flood of them replaces only its kind", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const manifests = { name: "manifests", maxEntries: 2 };
    cache.set("/", page("home"));
    cache.set("/m-1", page("m1"), { group: manifests });
    cache.set("/m-2", page("m2"), { group: manifests });
    cache.get("/m-1");
    for (let index = 3; index < 30; index++) cache.set(`/m-${index}`, page(`m${index}`), { group: manifests });
    expect(cache.keys()).toEqual(["/", "/m-28", "/m-29"]);

    // A dropped or invalidated entry gives its place back; storing the same key again takes no second one.
    cache.invalidate();
    cache.set("/m-a", page("a"), { group: manifests });
    cache.set("/m-a", page("a again"), { group: manifests });
    cache.set("/m-b", page("b"), { group: manifests });
    cache.set("/about", page("about"));
    expect(cache.keys()).toEqual(["/m-a", "/m-b", "/about"]);
  });

  it("gives the same ETag to the same bytes", () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    expect(cache.set("/a", page("same")).etag).toBe(cache.set("/b", page("same")).etag);
    expect(cache.set("/c", page("other")).etag).not.toBe(cache.get("/a")!.etag);
  });
});

describe("compression of cached bodies", () => {
  const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
  const entry = cache.set("/big", page("<p>hello</p>".repeat(500)));

  it("picks brotli, then gzip, then none", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });

  it("gives the same answer for a header seen before, and for many different ones", () => {
    for (let round = 0; round < 2; round++) {
      expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
      expect(negotiateEncoding("br;q=0.5, gzip;q=1")).toBe("gzip");
      expect(negotiateEncoding("identity")).toBe("identity");
    }
    // More distinct values than are remembered: each still gets its own answer.
    for (let index = 0; index < 200; index++) expect(negotiateEncoding(`gzip;q=0.${(index % 9) + 1}, x-${index}`)).toBe("gzip");
    expect(negotiateEncoding("gzip, br")).toBe("br");
  });

  it("compresses once and decompresses to the original", () => {
    const br = encodedBody(entry, "br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(entry.body.toString());
    expect(encodedBody(entry, "br").body).toBe(br.body);
    expect(gunzipSync(encodedBody(entry, "gzip").body).toString()).toBe(entry.body.toString());
  });

  it("leaves small bodies uncompressed", () => {
    expect(encodedBody(cache.set("/small", page("tiny")), "br").encoding).toBe("identity");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, not external ones or JSON-LD", () => {
    const html =
      '<script nonce="x">window.a=1</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="module" nonce="x">import("/b.js")</script>';
    const hashes = inlineScriptHashes(html, "x");
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(`'sha256-${createHash("sha256").update("window.a=1").digest("base64")}'`);
  });

  it("allows only the scripts the page was rendered with (its nonce): a script that got into the page some other way stays blocked", () => {
    const ours = '<script nonce="abc+/=">window.a=1</script>';
    const html = `${ours}<p><script>steal()</script></p><script nonce="other">steal()</script><script data-nonce="abc+/=">steal()</script>`;
    expect(inlineScriptHashes(html, "abc+/=")).toEqual([`'sha256-${createHash("sha256").update("window.a=1").digest("base64")}'`]);
  });
});
