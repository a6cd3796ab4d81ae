import { randomBytes, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "#contracts/statuses.ts";
import { newsletterSubscriptions } from "#server/db/schema.ts";
import { hashToken } from "#server/modules/auth/one-time-tokens.ts";
import { toCsv } from "#server/modules/newsletter/admin-service.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";
import { readCsv } from "#tests/support/csv.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const BASE_TIME = Date.parse("2026-10-01T08:00:00Z");

async function addSubscribers(entries: Array<{ email: string; source?: string; status?: SubscriptionStatus; at?: Date }>) {
  return t.db
    .insert(newsletterSubscriptions)
    .values(
      entries.map((entry, i) => ({
        email: entry.email,
        source: entry.source ?? "Newsletter Subscription",
        status: entry.status ?? "confirmed",
        createdAt: entry.at ?? new Date(BASE_TIME + i * 3_600_000),
        confirmedAt: entry.status === "pending" ? null : new Date(BASE_TIME + i * 3_600_000 + 60_000),
        confirmTokenHash: hashToken(randomBytes(32).toString("base64url")),
        unsubscribeTokenHash: hashToken(randomBytes(32).toString("base64url")),
      })),
    )
    .returning();
}

const get = (url: string, headers: Record<string, string> = auth) => t.app.inject({ method: "GET", url, headers });

describe("subscriber endpoints need a signed-in admin", () => {
  it.each([
    ["GET", "/api/newsletter/subscribers"],
    ["GET", "/api/newsletter/subscribers.csv"],
    ["DELETE", `/api/newsletter/subscribers/${randomUUID()}`],
  ] as const)("%s %s answers 401 without a token", async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/newsletter/subscribers", () => {
  it("lists subscribers newest first with paging and the total", async () => {
    await addSubscribers(Array.from({ length: 30 }, (_, i) => ({ email: `reader${i}@example.com` })));
    const first = (await get("/api/newsletter/subscribers")).json();
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.data).toHaveLength(25);
    expect(first.data[0]).toEqual({
      id: expect.any(String),
      email: "reader29@example.com",
      status: "confirmed",
      source: "Newsletter Subscription",
      createdAt: new Date(BASE_TIME + 29 * 3_600_000).toISOString(),
      confirmedAt: new Date(BASE_TIME + 29 * 3_600_000 + 60_000).toISOString(),
      unsubscribedAt: null,
    });
    const second = (await get("/api/newsletter/subscribers?page=2")).json();
    expect(second.data.map((s: { email: string }) => s.email)).toEqual(
      Array.from({ length: 5 }, (_, i) => `reader${4 - i}@example.com`),
    );
  });

  it("searches by email (any case) and filters by source and status", async () => {
    await addSubscribers([
      { email: "anjali.rao@example.com" },
      { email: "vikram.solanki@example.com", source: "Blog Page" },
      { email: "pooja.kapadia@example.com", source: "Blog Page", status: "pending" },
      { email: "nikhil.varma@example.com", status: "unsubscribed" },
    ]);
    const emails = async (query: string) =>
      (await get(`/api/newsletter/subscribers?${query}`)).json().data.map((s: { email: string }) => s.email);
    expect(await emails("search=ANJALI")).toEqual(["anjali.rao@example.com"]);
    expect(await emails(`source=${encodeURIComponent("Blog Page")}`)).toEqual(["pooja.kapadia@example.com", "vikram.solanki@example.com"]);
    expect(await emails("status=pending")).toEqual(["pooja.kapadia@example.com"]);
    expect(await emails(`search=example.com&source=${encodeURIComponent("Newsletter Subscription")}&status=confirmed`)).toEqual([
      "anjali.rao@example.com",
    ]);
    expect((await get("/api/newsletter/subscribers?search=a_")).json().total).toBe(0);
  });

  it("refuses an unknown status filter", async () => {
    const response = await get("/api/newsletter/subscribers?status=maybe");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Status must be pending, confirmed or unsubscribed");
  });
});

describe("DELETE /api/newsletter/subscribers/{id}", () => {
  it("deletes the subscriber", async () => {
    const [first, second] = await addSubscribers([{ email: "a@example.com" }, { email: "b@example.com" }]);
    const response = await t.app.inject({ method: "DELETE", url: `/api/newsletter/subscribers/${first!.id}`, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Subscriber deleted successfully" });
    expect((await t.db.select().from(newsletterSubscriptions)).map((row) => row.id)).toEqual([second!.id]);
  });

  it.each([randomUUID(), "42"])("answers 404 'Subscriber not found' for %s", async (id) => {
    const response = await t.app.inject({ method: "DELETE", url: `/api/newsletter/subscribers/${id}`, headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Subscriber not found" });
  });
});

describe("GET /api/newsletter/subscribers.csv", () => {
  it("downloads the filtered list as a CSV file a spreadsheet opens", async () => {
    await addSubscribers([
      { email: "anjali.rao@example.com" },
      { email: "vikram.solanki@example.com", source: "Blog Page" },
      { email: "pooja.kapadia@example.com", source: "Blog Page", status: "pending" },
    ]);
    const response = await get(`/api/newsletter/subscribers.csv?source=${encodeURIComponent("Blog Page")}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.rawPayload.toString("utf8");
    expect(body.startsWith("\uFEFF")).toBe(true);
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toContain("\n");
    const rows = readCsv(body);
    // Times in India Standard Time, as the admin panel shows them, and the headers say so.
    expect(rows[0]).toEqual(["Email", "Status", "Source", "Subscribed at (IST)", "Confirmed at (IST)", "Unsubscribed at (IST)"]);
    expect(rows.slice(1)).toEqual([
      ["pooja.kapadia@example.com", "pending", "Blog Page", "2026-10-01 15:30:00", "", ""],
      ["vikram.solanki@example.com", "confirmed", "Blog Page", "2026-10-01 14:30:00", "2026-10-01 14:31:00", ""],
    ]);
    // Every field is quoted.
    expect(body.split("\r\n")[1]).toBe('"pooja.kapadia@example.com","pending","Blog Page","2026-10-01 15:30:00","",""');
  });

  it("exports every matching subscriber, not one page", async () => {
    await addSubscribers(Array.from({ length: 120 }, (_, i) => ({ email: `reader${i}@example.com` })));
    const rows = readCsv((await get("/api/newsletter/subscribers.csv")).rawPayload.toString("utf8"));
    expect(rows).toHaveLength(121);
  });

  it("quotes commas, quotes and line breaks, and neutralises formulas", async () => {
    // Sources come from the sign-up forms; a crafted one must not become a formula in a spreadsheet.
    await addSubscribers([
      { email: "a@example.com", source: '=HYPERLINK("http://evil.example","Click")' },
      { email: "b@example.com", source: "+1-2", at: new Date(BASE_TIME + 1000) },
      { email: "c@example.com", source: "-cmd", at: new Date(BASE_TIME + 2000) },
      { email: "d@example.com", source: "@SUM(A1)", at: new Date(BASE_TIME + 3000) },
      { email: "e@example.com", source: "\tTab", at: new Date(BASE_TIME + 4000) },
      { email: "f@example.com", source: "Line one\nline two, with \"quotes\"", at: new Date(BASE_TIME + 5000) },
    ]);
    const body = (await get("/api/newsletter/subscribers.csv")).rawPayload.toString("utf8");
    const sources = readCsv(body)
      .slice(1)
      .map((row) => row[2]);
    expect(sources).toEqual([
      'Line one\nline two, with "quotes"',
      "'\tTab",
      "'@SUM(A1)",
      "'-cmd",
      "'+1-2",
      `'=HYPERLINK("http://evil.example","Click")`,
    ]);
    expect(body).toContain('"Line one\nline two, with ""quotes"""');
  });
});

describe("toCsv", () => {
  it("writes quoted fields, CRLF line ends and a byte-order mark", () => {
    expect(toCsv([["a", 'b"c'], ["=1+1", "\rx"]])).toBe('\uFEFF"a","b""c"\r\n"\'=1+1","\'\rx"\r\n');
  });
});
