import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DashboardSummary as OptionalSummary } from "#contracts/dashboard.ts";

/** What an owner sees: every figure. */
type DashboardSummary = Required<OptionalSummary>;
import type { Database } from "#server/db/client.ts";
import { contacts, newsletterSubscriptions, outbox } from "#server/db/schema.ts";
import { seedDemoContentOnce } from "#server/db/seed.ts";
import { demoBlogPosts, demoContacts, demoPortfolioItems, demoSubscribers } from "#server/db/seed-data.ts";
import { hashToken } from "#server/modules/auth/one-time-tokens.ts";
import { dashboardSummary } from "#server/modules/dashboard/service.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.app.close());

const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week `date` is in, as YYYY-MM-DD. */
function weekStart(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe("GET /api/admin/dashboard", () => {
  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard" });
    expect(response.statusCode).toBe(401);
  });

  it("counts the demo content", async () => {
    await seedDemoContentOnce(t.db);
    const auth = await signInAsAdmin(t.app, t.db);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: auth });
    expect(response.statusCode).toBe(200);
    const summary: DashboardSummary = response.json().data;

    const countBy = <T>(items: T[], pick: (item: T) => boolean) => items.filter(pick).length;
    expect(summary.contacts).toEqual({
      total: demoContacts.length,
      byStatus: {
        new: countBy(demoContacts, (c) => c.status === "new"),
        read: countBy(demoContacts, (c) => c.status === "read"),
        replied: countBy(demoContacts, (c) => c.status === "replied"),
      },
      // Received 1, 2 and 5 days ago.
      newThisWeek: 3,
    });
    expect(summary.subscribers).toEqual({
      total: demoSubscribers.length,
      confirmed: countBy(demoSubscribers, (s) => s.status === "confirmed"),
      pending: countBy(demoSubscribers, (s) => s.status === "pending"),
      thisWeek: countBy(demoSubscribers, (s) => s.daysAgo < 7),
    });
    expect(summary.posts).toEqual({
      published: countBy(demoBlogPosts, (p) => p.status === "published"),
      draft: countBy(demoBlogPosts, (p) => p.status === "draft"),
      scheduled: countBy(demoBlogPosts, (p) => p.status === "scheduled"),
    });
    expect(summary.portfolio).toEqual({
      published: countBy(demoPortfolioItems, (p) => p.status === "published"),
      draft: countBy(demoPortfolioItems, (p) => p.status === "draft"),
    });

    // 12 weeks, oldest first, the current (UTC) week last, zero-filled.
    expect(summary.weekly).toHaveLength(12);
    const now = new Date(summary.generatedAt);
    expect(summary.weekly.at(-1)!.weekStart).toBe(weekStart(now));
    expect(summary.weekly[0]!.weekStart).toBe(weekStart(new Date(now.getTime() - 77 * DAY)));
    const expected = new Map(summary.weekly.map((week) => [week.weekStart, { contacts: 0, subscribers: 0 }]));
    for (const contact of demoContacts) expected.get(weekStart(contact.createdAt as Date))!.contacts++;
    for (const subscriber of demoSubscribers) expected.get(weekStart(new Date(now.getTime() - subscriber.daysAgo * DAY)))!.subscribers++;
    expect(summary.weekly).toEqual([...expected].map(([start, figures]) => ({ weekStart: start, ...figures })));
    expect(summary.weekly.reduce((sum, week) => sum + week.contacts, 0)).toBe(demoContacts.length);
  });
});

describe("dashboardSummary", () => {
  // A Wednesday: the current week started on Monday 2026-11-16, the oldest of 12 on 2026-08-31.
  const now = new Date("2026-11-18T12:00:00Z");

  async function seed() {
    const contactAt = (iso: string, status: "new" | "read" | "replied" = "new") => ({
      name: "Visitor",
      email: "visitor@example.com",
      subject: "Other",
      message: "Hello",
      status,
      createdAt: new Date(iso),
    });
    await t.db.insert(contacts).values([
      contactAt("2026-11-18T11:59:00Z"),
      contactAt("2026-11-16T00:00:00Z", "read"),
      // Sunday night in UTC is Monday morning in India: still last week.
      contactAt("2026-11-15T23:59:59Z", "replied"),
      contactAt("2026-11-15T20:00:00Z"),
      contactAt("2026-08-31T00:00:00Z"),
      contactAt("2026-08-30T23:59:59Z"),
      // After "now": not counted yet.
      contactAt("2026-11-19T09:00:00Z"),
    ]);
    const subscriberAt = (email: string, iso: string, status: "pending" | "confirmed" | "unsubscribed") => ({
      email,
      source: "Blog Page",
      status,
      createdAt: new Date(iso),
      confirmTokenHash: hashToken(randomBytes(32).toString("base64url")),
      unsubscribeTokenHash: hashToken(randomBytes(32).toString("base64url")),
    });
    await t.db
      .insert(newsletterSubscriptions)
      .values([
        subscriberAt("a@example.com", "2026-11-17T10:00:00Z", "confirmed"),
        subscriberAt("b@example.com", "2026-11-17T11:00:00Z", "unsubscribed"),
        subscriberAt("c@example.com", "2026-11-02T10:00:00Z", "pending"),
        subscriberAt("d@example.com", "2026-01-05T10:00:00Z", "confirmed"),
      ]);
  }

  function expectFigures(optional: OptionalSummary) {
    const summary = optional as DashboardSummary;
    expect(summary.contacts).toEqual({ total: 6, byStatus: { new: 4, read: 1, replied: 1 }, newThisWeek: 4 });
    expect(summary.subscribers).toEqual({ total: 3, confirmed: 2, pending: 1, thisWeek: 1 });
    expect(summary.weekly.map((week) => week.weekStart)).toEqual([
      "2026-08-31",
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
    expect(summary.weekly.map((week) => week.contacts)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2]);
    expect(summary.weekly.map((week) => week.subscribers)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1]);
  }

  it("puts every row in its Monday-to-Sunday UTC week and ignores rows after now", async () => {
    await seed();
    expectFigures(await dashboardSummary(t.db, now));
  });

  it("gives the same weeks whatever the database session's time zone", async () => {
    await seed();
    const summary = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TIME ZONE 'Asia/Kolkata'`);
      return dashboardSummary(tx as unknown as Database, now);
    });
    expectFigures(summary);
  });

  it("counts scheduled posts apart from drafts and published ones", async () => {
    const auth = await signInAsAdmin(t.app, t.db);
    const publishAt = new Date(Date.now() + 7 * DAY).toISOString();
    const post = { title: "Monsoon sale plan", content: "Book early.", author: "Riya Mehta", imageUrl: "/images/blog/local-seo.webp", status: "scheduled", publishAt };
    expect((await t.app.inject({ method: "POST", url: "/api/blog", headers: auth, payload: post })).statusCode).toBe(201);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: auth });
    expect(response.json().data.posts).toMatchObject({ scheduled: 1 });
  });

  it("answers zeros for an empty database", async () => {
    const summary = await dashboardSummary(t.db, now);
    expect(summary.contacts).toEqual({ total: 0, byStatus: { new: 0, read: 0, replied: 0 }, newThisWeek: 0 });
    expect(summary.posts).toEqual({ published: 0, draft: 0, scheduled: 0 });
    expect(summary.weekly!.every((week) => week.contacts === 0 && week.subscribers === 0)).toBe(true);
  });
});

describe("email delivery on the dashboard", () => {
  const enquiry = { name: "Asha Rao", email: "asha@example.com", subject: "Quote Request", message: "A website for our bakery, please." };

  it("tells owners that email is not set up, and how many emails wait, when the server has no SMTP_URL", async () => {
    const auth = await signInAsAdmin(t.app, t.db);
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: enquiry })).statusCode).toBe(201);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: auth });
    // The enquiry's confirmation to the visitor and the staff notification.
    expect(response.json().data.email).toEqual({ sending: false, waiting: 2, failed: 0 });
  });

  it("counts the emails given up on where email is set up", async () => {
    await t.app.inject({ method: "POST", url: "/api/contact", payload: enquiry });
    await t.db.execute(sql`UPDATE "outbox" SET "status" = 'failed' WHERE "purpose" = 'contact-confirmation'`);
    const summary = await dashboardSummary(t.db, new Date(), "sales", { sending: true });
    expect(summary.email).toEqual({ sending: true, waiting: 1, failed: 1 });
  });

  it("tells the panel, with the signed-in admin, that emails wait when the server has no SMTP_URL", async () => {
    const auth = await signInAsAdmin(t.app, t.db);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: auth });
    expect(response.json()).toMatchObject({ emailSending: false });
  });

  it("answers an invitation on a server without SMTP_URL as saved, not sent, and keeps its email waiting", async () => {
    const auth = await signInAsAdmin(t.app, t.db);
    const invited = await t.app.inject({ method: "POST", url: "/api/admin/users", headers: auth, payload: { email: "kiran@vistaar.example", role: "editor" } });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().message).toBe("Invitation saved: it goes out once email is set up");
    const again = await t.app.inject({ method: "POST", url: `/api/admin/users/${invited.json().data.id}/invitation`, headers: auth, payload: {} });
    expect(again.json().message).toBe("Invitation renewed: it goes out once email is set up");
    const waiting = await t.db.select().from(outbox).where(and(eq(outbox.purpose, "staff-invitation"), eq(outbox.status, "pending")));
    expect(waiting.map((email) => (email.payload as { to: string }).to)).toContain("kiran@vistaar.example");
  });

  it("is not shown to editors, who send no email", async () => {
    expect((await dashboardSummary(t.db, new Date(), "editor", { sending: false })).email).toBeUndefined();
  });
});
