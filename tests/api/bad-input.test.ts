import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactReplies, contacts, outbox } from "#server/db/schema.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * Bad input is a clear 4xx `{ message, errors? }`, never a 500. Every endpoint of the API reference
 * gets malformed path parameters, query strings, bodies and content types, with a valid token
 * (so the request gets past the sign-in check to the code that reads it).
 */

type Operation = { requestBody?: object };
let t: TestApp;
let authorization: string;
let operations: Array<{ method: string; path: string; operation: Operation }>;

beforeAll(async () => {
  // A high form limit: the rate limit (429) would otherwise answer before the bodies are read.
  t = await createTestApp({ formRateLimitPerMinute: 100_000, formAddressRateLimitPerMinute: 100_000, loginRateLimitPer15Minutes: 100_000 });
  // A started instance (a starting one rightly answers /api/ready with 503).
  t.app.readiness.markReady();
  ({ authorization } = await signInAsAdmin(t.app, t.db));
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })))
    // Signing out ends the session the other requests use: it goes last.
    .sort((a, b) => Number(a.path === "/api/admin/logout") - Number(b.path === "/api/admin/logout"));
});
// A fresh session for each test (the previous one may have ended it through POST /api/admin/logout).
afterEach(async () => {
  ({ authorization } = await signInAsAdmin(t.app, t.db));
});
afterAll(() => t.app.close());

const BAD_PARAMS = ["not-a-uuid", "1'%20OR%20'1'%3D'1", "%ED%A0%80", "%F0%9F", "x".repeat(2000), "..%2F..%2Fetc%2Fpasswd", "00000000-0000-0000-0000-000000000000"];
const BAD_QUERIES = ["page=-1&pageSize=abc", "page=1&page=2", "status[]=new&search[a]=b", "search=%ED%A0%80", `search=${"s".repeat(5000)}`, "pageSize=1e400", "status=%F0%9F"];
const BAD_BODIES: Array<[contentType: string | undefined, payload: string]> = [
  ["application/json", '{"name": "Priya", "email": '],
  ["application/json", ""],
  ["application/json", "null"],
  ["application/json", "[1,2,3]"],
  ["application/json", '"just a string"'],
  ["application/json", "12345"],
  ["application/json", '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ["application/json", JSON.stringify(Object.fromEntries(["title", "content", "name", "email", "message", "status", "contactId", "startDate", "teamSize", "tags", "technologies", "date", "location", "password", "subject", "imageUrl"].map((key) => [key, { $gt: "" }])))],
  ["application/json", JSON.stringify(Object.fromEntries(["title", "content", "name", "email", "message", "status", "contactId", "startDate", "teamSize", "tags", "technologies", "date", "location", "password", "subject", "imageUrl"].map((key) => [key, 12345])))],
  ["application/json", '{"message": "half an emoji \\ud83d", "name": "\\udc00", "title": "\\ud800x", "content": "\\udfff"}'],
  ["application/json", `${"[".repeat(5000)}${"]".repeat(5000)}`],
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "name=Priya&email=priya%40example.com"],
  ["multipart/form-data", "--abc\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\nx\r\n--abc--\r\n"],
  ["multipart/form-data; boundary=abc", "--abc\r\nContent-Disposition: form-data; name=\"image\"; filename=\"a.png\"\r\n\r\nnot an image"],
  ["application/xml", "<a/>"],
  [undefined, "garbage"],
];

type BadRequest = { method: string; url: string; headers: Record<string, string>; payload?: string };

async function expectClearAnswer(request: BadRequest) {
  const response = await t.app.inject({ ...request, method: request.method as "GET" });
  const where = `${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.headers["content-type"] ?? "")} ${(request.payload ?? "").slice(0, 60)}`;
  expect(response.statusCode, `${where} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json();
    expect(typeof body.message, where).toBe("string");
    expect(body.message, where).not.toMatch(/Error:|\bat .*\.[jt]s:\d+|node_modules|\bSELECT .* FROM\b|syntax error at/);
  }
}

describe("every endpoint, given malformed input, answers a clear 4xx", () => {
  it("for path parameters that name nothing", async () => {
    for (const { method, path } of operations.filter(({ path }) => path.includes("{"))) {
      for (const value of BAD_PARAMS) {
        const url = path.replace(/\{\w+\}/g, value);
        await expectClearAnswer({ method, url, headers: { authorization, "content-type": "application/json" }, payload: method === "GET" || method === "DELETE" ? undefined : "{}" });
      }
    }
  });

  it("for malformed query strings", async () => {
    for (const { method, path } of operations.filter(({ method }) => method === "GET")) {
      for (const query of BAD_QUERIES) {
        await expectClearAnswer({ method, url: `${path.replace(/\{\w+\}/g, "8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90")}?${query}`, headers: { authorization } });
      }
    }
  });

  it("for bodies that are not what the endpoint reads, in any content type", async () => {
    for (const { method, path } of operations.filter(({ method }) => ["POST", "PUT", "PATCH"].includes(method))) {
      const url = path.replace(/\{\w+\}/g, "8f14e45f-ceea-4e7a-9f3b-2a5d6c7e8f90");
      for (const [contentType, payload] of BAD_BODIES) {
        const headers: Record<string, string> = { authorization };
        if (contentType) headers["content-type"] = contentType;
        await expectClearAnswer({ method, url, headers, payload });
      }
    }
  });
});

describe("lone surrogates (half an emoji) in a JSON body", () => {
  it("become U+FFFD, like the other fields' text, so a reply with one is sent rather than a 500", async () => {
    const [contact] = await t.db.insert(contacts).values({ name: "Asha", email: "asha@example.com", subject: "Hello", message: "Hi" }).returning();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact/reply",
      headers: { authorization, "content-type": "application/json" },
      payload: `{"contactId": "${contact!.id}", "message": "Thanks \\ud83d and \\udc4d!"}`,
    });
    expect(response.statusCode).toBe(200);
    const [reply] = await t.db.select().from(contactReplies).where(eq(contactReplies.contactId, contact!.id));
    expect(reply!.message).toBe("Thanks \uFFFD and \uFFFD!");
    const emails = await t.db.select().from(outbox).where(eq(outbox.purpose, "contact-reply"));
    expect((emails[0]!.payload as { text: string }).text).toContain("Thanks \uFFFD and \uFFFD!");
  });

  it("are left alone when they are proper pairs", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "Ravi 👍", email: "ravi@example.com", subject: "Hello", message: "Namaste 🙏" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: "Ravi 👍", message: "Namaste 🙏" });
  });
});
