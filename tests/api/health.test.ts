import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/support/test-app.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it("answers 200 {status:'ok'} when the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 when the database does not", async () => {
    // A PostgreSQL address nobody listens on: the app starts, every query fails.
    const unreachable = await openDatabase({ databaseUrl: "postgres://nobody:nothing@127.0.0.1:9/none", dataDir: "" });
    const app = await buildApp({
      config: testConfig({ jwtSecret: "a-configured-secret-so-startup-needs-no-database" }),
      database: unreachable,
      logger: false,
    });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "unavailable" });
    await app.close();
    await unreachable.close();
  });
});

describe("the API's edges", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it("answers an unknown /api path with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/no-such-thing" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ message: "Not found" });
    }
  });

  it("answers in the one error shape before any route runs: a broken escape in the address, an unknown method", async () => {
    const badUrl = await t.app.inject({ method: "GET", url: "/api/blog/%E0%A4%A" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: "This address is not valid." });
    const page = await t.app.inject({ method: "GET", url: "/blog/%E0%A4%A" });
    expect(page.statusCode).toBe(400);
    const unknownMethod = await t.app.inject({ method: "PROPFIND" as "GET", url: "/api/health" });
    expect(unknownMethod.statusCode).toBe(404);
    expect(unknownMethod.json()).toEqual({ message: "Not found" });
  });

  it("reads an empty body sent as JSON as no body (a DELETE from a client that always sets the header)", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/no-such-thing", headers: { "content-type": "application/json" }, payload: "" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).not.toContain("JSON");
  });

  it("answers malformed JSON with a readable 400, not a stack trace", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/no-such-thing",
      headers: { "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/no-such-thing",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(200 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request is too large." });
  });

  it("refuses a NUL character anywhere in the request with a 400, storing nothing", async () => {
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Nul\u0000Name", email: "a@example.com", subject: "General Inquiry", message: "Hello" },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({ message: "The request contains a character that is not allowed." });
    const category = await t.app.inject({ method: "GET", url: "/api/blog/category/%00" });
    expect(category.statusCode).toBe(400);
  });

  it("sets security headers, a nonce-based CSP and a request id", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/health" });
    const second = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(String(second.headers["content-security-policy"]));
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("hides internal errors behind a generic 500", async () => {
    const database = (await import("#tests/support/test-database.ts")).getTestDatabase;
    const app = await buildApp({ config: testConfig(), database: await database(), logger: false });
    app.get("/api-test/explode", async () => {
      throw new Error("secret internal detail at /srv/app/file.ts:12");
    });
    const response = await app.inject({ method: "GET", url: "/api-test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong" });
    expect(response.body).not.toContain("secret internal detail");
    await app.close();
  });
});

describe("request logs", () => {
  it("never contain newsletter tokens", async () => {
    const { serializeRequestForLog } = await import("#server/app.ts");
    const logged = serializeRequestForLog({ method: "GET", url: "/newsletter/confirm?token=s3cret-token&x=1", ip: "203.0.113.7" });
    expect(logged.url).toBe("/newsletter/confirm?token=[redacted]&x=1");
    expect(JSON.stringify(logged)).not.toContain("s3cret");
  });
});
