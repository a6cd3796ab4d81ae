import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

const TOKEN = "a-scrape-token-of-some-length";
const enquiry = { name: "Ravi Patel", email: "ravi@patelgroup.example", subject: "General Inquiry", message: "Hello" };

/** The value of one sample in Prometheus text, e.g. sample(body, "x_total", { route: "/a" }); 0 when absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of body.split("\n")) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe("GET /metrics", () => {
  let t: TestApp;
  afterEach(() => t.app.close());

  const scrape = async (authorization = `Bearer ${TOKEN}`) => {
    const response = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("does not exist unless METRICS_TOKEN is set", async () => {
    t = await createTestApp({ metricsToken: undefined });
    const response = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer anything" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("needs the bearer token", async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    for (const authorization of [undefined, "Bearer not-the-token-at-all-xx", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Please log in to continue" });
    }
  });

  it("counts requests by route pattern and status, page-cache hits and misses, rate-limit refusals and the outbox backlog", async () => {
    t = await createTestApp({ metricsToken: TOKEN, smtpUrl: undefined, formRateLimitPerMinute: 2 });
    const before = await scrape();

    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/blog/status/published" });
    await t.app.inject({ method: "GET", url: "/api/blog/status/published" });
    await t.app.inject({ method: "GET", url: "/api/blog/not-a-post-id" });
    for (let attempt = 0; attempt < 3; attempt++) await t.app.inject({ method: "POST", url: "/api/contact", payload: enquiry });

    const response = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.headers["cache-control"]).toBe("no-store");
    const after = response.body;
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);

    expect(delta("vistaar_http_requests_total", { method: "GET", route: "/api/health", status: "200" })).toBe(1);
    expect(delta("vistaar_http_requests_total", { method: "POST", route: "/api/contact", status: "201" })).toBe(2);
    expect(delta("vistaar_http_requests_total", { method: "POST", route: "/api/contact", status: "429" })).toBe(1);
    // By pattern, not by URL: the post id is not a label.
    expect(after).not.toContain("not-a-post-id");
    expect(delta("vistaar_http_request_duration_seconds_count", { method: "GET", route: "/api/health", status: "200" })).toBe(1);
    expect(sample(after, "vistaar_http_request_duration_seconds_bucket", { route: "/api/health", le: "+Inf" })).toBeGreaterThan(0);

    expect(delta("vistaar_page_cache_requests_total", { kind: "api", result: "miss" })).toBe(1);
    expect(delta("vistaar_page_cache_requests_total", { kind: "api", result: "hit" })).toBe(1);
    expect(delta("vistaar_rate_limit_rejections_total", { limit: "contact" })).toBe(1);

    // Two accepted enquiries, two emails each, kept in the outbox (no SMTP_URL here).
    expect(sample(after, "vistaar_outbox_messages", { status: "pending" })).toBe(4);
    expect(sample(after, "vistaar_outbox_messages", { status: "failed" })).toBe(0);
    expect(sample(after, "vistaar_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);

    // The process: memory, CPU, event loop.
    expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(after).toContain("nodejs_eventloop_lag_seconds");

    if (t.app.services.database.kind === "postgres") {
      expect(sample(after, "vistaar_database_pool_connections", { pool: "requests", state: "max" })).toBe(10);
      expect(sample(after, "vistaar_database_pool_connections", { pool: "background", state: "max" })).toBe(2);
    } else {
      // The embedded database has no connection pool.
      expect(after).not.toContain("vistaar_database_pool_connections{");
    }
  });
});
