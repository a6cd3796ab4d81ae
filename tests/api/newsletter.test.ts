import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { NEWSLETTER_MESSAGES } from "#contracts/newsletter.ts";
import { newsletterSubscriptions, outbox } from "#server/db/schema.ts";
import type { WebhookPayload } from "#server/email/outbox.ts";
import { CONFIRMATION_LINK_TTL_MS, confirmSubscription, unsubscribe } from "#server/modules/newsletter/service.ts";
import { outboxRows, queuedEmail, testWorker } from "#tests/support/outbox.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { resetDatabase } from "#tests/support/test-database.ts";

const PUBLIC_URL = "https://www.vistaar.example";

const subscribe = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/newsletter", payload: payload as object, headers });

const footerSignup = { email: "reader@example.com", timestamp: "2026-11-21T10:15:00.000Z", source: "Newsletter Subscription" };

async function subscriptions(t: TestApp) {
  return t.db.select().from(newsletterSubscriptions);
}

/** Reads the token out of a link in a queued email. */
function tokenFromLink(text: string, path: string): string {
  const match = text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The links of the newest queued email with this purpose, as the subscriber reads them: the confirm
 * link from the text (confirmation emails only), the unsubscribe link from the text and the
 * List-Unsubscribe header (checked to be the same).
 */
async function linksOf(t: TestApp, purpose: "newsletter-confirmation" | "newsletter-welcome") {
  const email = (await outboxRows(t.db)).filter((row) => row.purpose === purpose).at(-1)?.payload as { text: string; headers: Record<string, string> } | undefined;
  if (!email) throw new Error(`No ${purpose} email in the outbox`);
  const unsubscribeToken = tokenFromLink(email.text, "/newsletter/unsubscribe");
  expect(tokenFromLink(email.headers["List-Unsubscribe"]!, "/newsletter/unsubscribe")).toBe(unsubscribeToken);
  return { confirmToken: purpose === "newsletter-confirmation" ? tokenFromLink(email.text, "/newsletter/confirm") : undefined, unsubscribeToken };
}

/** The links of the newest confirmation email. */
async function confirmationLinks(t: TestApp) {
  const { confirmToken, unsubscribeToken } = await linksOf(t, "newsletter-confirmation");
  return { confirmToken: confirmToken!, unsubscribeToken };
}

describe("POST /api/newsletter", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, publicUrl: PUBLIC_URL, newsletterDoubleOptIn: true });
  });
  beforeEach(async () => {
    await resetDatabase();
  });
  afterAll(() => t.app.close());

  it("stores a pending subscription with its consent record and answers success", async () => {
    const response = await subscribe(
      t,
      { ...footerSignup, email: "  Reader@Example.COM ", page: `${PUBLIC_URL}/about` },
      { "x-forwarded-for": "203.0.113.50" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.success, confirmationRequired: true });

    const [row] = await subscriptions(t);
    expect(row).toMatchObject({
      email: "reader@example.com",
      status: "pending",
      source: "Newsletter Subscription",
      clientTimestamp: footerSignup.timestamp,
      consentPage: `${PUBLIC_URL}/about`,
      consentIp: "127.0.0.1",
      confirmedAt: null,
    });
    expect(row!.consentAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmTokenHash).not.toBe(row!.unsubscribeTokenHash);
    // The confirmation link works for 7 days.
    expect(row!.confirmExpiresAt!.getTime()).toBeGreaterThan(Date.now() + CONFIRMATION_LINK_TTL_MS - 60_000);
    expect(row!.confirmExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + CONFIRMATION_LINK_TTL_MS);
  });

  it("answers a filled-in honeypot like a success, and stores and sends nothing", async () => {
    const response = await subscribe(t, { ...footerSignup, website: "https://cheap-seo.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.success, confirmationRequired: true });
    expect(await subscriptions(t)).toEqual([]);
    expect(await outboxRows(t.db)).toEqual([]);

    const person = await subscribe(t, { ...footerSignup, website: "" });
    expect(person.statusCode).toBe(200);
    expect(await subscriptions(t)).toHaveLength(1);
  });

  it("records the blog page as the source, and the Referer as the consent page when none is sent", async () => {
    await subscribe(t, { email: "blogger@example.com", timestamp: footerSignup.timestamp, source: "Blog Page" }, { referer: `${PUBLIC_URL}/blog` });
    const [row] = await subscriptions(t);
    expect(row).toMatchObject({ source: "Blog Page", consentPage: `${PUBLIC_URL}/blog` });
  });

  it("treats a missing or unknown source as the footer's", async () => {
    await subscribe(t, { email: "a@example.com" });
    await subscribe(t, { email: "b@example.com", source: "Somewhere" });
    expect((await subscriptions(t)).map((row) => row.source)).toEqual(["Newsletter Subscription", "Newsletter Subscription"]);
  });

  it("queues a confirmation email whose link opens the confirm page, with List-Unsubscribe headers", async () => {
    await subscribe(t, footerSignup);
    const email = await queuedEmail(t.db, "newsletter-confirmation");
    const { confirmToken, unsubscribeToken } = await confirmationLinks(t);
    expect(email.to).toBe("reader@example.com");
    expect(email.text).toContain(`${PUBLIC_URL}/newsletter/confirm?token=${confirmToken}`);
    expect(email.html).toContain(`${PUBLIC_URL}/newsletter/confirm?token=${confirmToken}`);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${PUBLIC_URL}/newsletter/unsubscribe?token=${unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmToken).not.toBe(unsubscribeToken);
  });

  it("keeps no raw token in the database: only the SHA-256 of each link's token", async () => {
    await subscribe(t, footerSignup);
    const { confirmToken, unsubscribeToken } = await confirmationLinks(t);
    const [row] = await subscriptions(t);
    // Every column of the row, as an export or a backup would carry it.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(confirmToken);
    expect(stored).not.toContain(unsubscribeToken);
    expect(row!.confirmTokenHash).toBe(sha256(confirmToken));
    expect(row!.unsubscribeTokenHash).toBe(sha256(unsubscribeToken));

    // Nor after confirming, nor in a table anywhere else than the email itself.
    expect(await confirmSubscription(t.app.services, confirmToken)).toBe("confirmed");
    const [confirmed] = await subscriptions(t);
    expect(JSON.stringify(confirmed)).not.toContain(confirmToken);
    expect(JSON.stringify(confirmed)).not.toContain(unsubscribeToken);
    expect(confirmed!.unsubscribeTokenHash).toBe(sha256(unsubscribeToken));
  });

  it("finds nothing with the hash itself: a stolen database row is no link", async () => {
    await subscribe(t, footerSignup);
    const [row] = await subscriptions(t);
    expect(await confirmSubscription(t.app.services, row!.confirmTokenHash)).toBe("not-found");
    expect(await unsubscribe(t.db, row!.unsubscribeTokenHash)).toBe("not-found");
    expect((await subscriptions(t))[0]!.status).toBe("pending");
  });

  describe("validation (400, nothing stored)", () => {
    it.each<[string, unknown, string]>([
      ["a missing email", { source: "Blog Page" }, NEWSLETTER_MESSAGES.emailRequired],
      ["an empty email", { email: "" }, NEWSLETTER_MESSAGES.emailRequired],
      ["an email of spaces", { email: "   " }, NEWSLETTER_MESSAGES.emailRequired],
      ["an invalid email", { email: "reader@" }, NEWSLETTER_MESSAGES.emailInvalid],
      ["an email over 254 characters", { email: `${"a".repeat(64)}@${"b".repeat(186)}.com` }, NEWSLETTER_MESSAGES.emailTooLong],
      ["an email that is not text", { email: 42 }, NEWSLETTER_MESSAGES.emailRequired],
    ])("refuses %s", async (_case, payload, message) => {
      const response = await subscribe(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { email: message } });
      expect(await subscriptions(t)).toHaveLength(0);
      expect(await outboxRows(t.db)).toHaveLength(0);
    });

    it("says 'Please enter your email address' for a body that is not an object", async () => {
      const response = await t.app.inject({ method: "POST", url: "/api/newsletter", headers: { "content-type": "application/json" }, payload: "[]" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.emailRequired });
    });

    it("answers malformed JSON with 400, oversize with 413 and other content types with 415", async () => {
      const malformed = await t.app.inject({ method: "POST", url: "/api/newsletter", headers: { "content-type": "application/json" }, payload: "{email" });
      expect(malformed.statusCode).toBe(400);
      const oversized = await subscribe(t, { email: "big@example.com", page: "x".repeat(120 * 1024) });
      expect(oversized.statusCode).toBe(413);
      const asText = await t.app.inject({ method: "POST", url: "/api/newsletter", headers: { "content-type": "text/plain" }, payload: "big@example.com" });
      expect(asText.statusCode).toBe(415);
      expect(await subscriptions(t)).toHaveLength(0);
    });
  });

  describe("subscribing twice", () => {
    it("keeps one row and answers exactly the same, telling nothing about the address", async () => {
      const first = await subscribe(t, footerSignup);
      const second = await subscribe(t, { ...footerSignup, email: "READER@example.com", source: "Blog Page" });
      const stranger = await subscribe(t, { ...footerSignup, email: "someone-new@example.com" });
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.body).toBe(first.body);
      expect(stranger.body).toBe(first.body);
      const rows = await subscriptions(t);
      expect(rows.filter((row) => row.email === "reader@example.com")).toHaveLength(1);
      // The first consent record stands.
      expect(rows.find((row) => row.email === "reader@example.com")!.source).toBe("Newsletter Subscription");
    });

    it("does not send the confirmation again to someone asking every few minutes, but does after a while", async () => {
      await subscribe(t, footerSignup);
      const first = await confirmationLinks(t);
      await subscribe(t, footerSignup);
      expect((await outboxRows(t.db)).filter((row) => row.purpose === "newsletter-confirmation")).toHaveLength(1);
      // Half an hour later they ask again: the first email may be lost.
      await t.db.update(newsletterSubscriptions).set({ updatedAt: sql`now() - interval '30 minutes'` });
      await subscribe(t, footerSignup);
      expect((await outboxRows(t.db)).filter((row) => row.purpose === "newsletter-confirmation")).toHaveLength(2);

      // The newer email's links replace the older one's, as a newer staff link does.
      const second = await confirmationLinks(t);
      expect(second.confirmToken).not.toBe(first.confirmToken);
      expect(second.unsubscribeToken).not.toBe(first.unsubscribeToken);
      expect(await confirmSubscription(t.app.services, first.confirmToken)).toBe("not-found");
      expect(await confirmSubscription(t.app.services, second.confirmToken)).toBe("confirmed");
    });

    it("sends nothing more to a confirmed subscriber", async () => {
      await subscribe(t, footerSignup);
      await confirmSubscription(t.app.services, (await confirmationLinks(t)).confirmToken);
      const before = (await outboxRows(t.db)).length;
      expect((await subscribe(t, footerSignup)).statusCode).toBe(200);
      expect(await outboxRows(t.db)).toHaveLength(before);
      expect((await subscriptions(t))[0]!.status).toBe("confirmed");
    });
  });

  describe("double opt-in", () => {
    it("confirms with the token from the email, sends a welcome email, and is idempotent", async () => {
      await subscribe(t, footerSignup);
      const token = tokenFromLink((await queuedEmail(t.db, "newsletter-confirmation")).text, "/newsletter/confirm");
      expect(await confirmSubscription(t.app.services, token)).toBe("confirmed");
      const [row] = await subscriptions(t);
      expect(row!.status).toBe("confirmed");
      expect(row!.confirmedAt).not.toBeNull();

      expect(row!.confirmExpiresAt).toBeNull();

      const welcome = await queuedEmail(t.db, "newsletter-welcome");
      expect(welcome.to).toBe("reader@example.com");
      expect(welcome.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${PUBLIC_URL}/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`));
      expect(welcome.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      expect(await confirmSubscription(t.app.services, token)).toBe("already-confirmed");
      expect((await outboxRows(t.db)).filter((entry) => entry.purpose === "newsletter-welcome")).toHaveLength(1);
    });

    it("the welcome email carries the confirmation email's unsubscribe link, and it unsubscribes", async () => {
      await subscribe(t, footerSignup);
      const confirmation = await confirmationLinks(t);
      expect(await confirmSubscription(t.app.services, confirmation.confirmToken)).toBe("confirmed");
      const welcome = await linksOf(t, "newsletter-welcome");
      expect(welcome.unsubscribeToken).toBe(confirmation.unsubscribeToken);

      expect(await unsubscribe(t.db, welcome.unsubscribeToken)).toBe("unsubscribed");
      expect((await subscriptions(t))[0]!.status).toBe("unsubscribed");
    });

    it("a confirmation link stops working after 7 days; subscribing again sends a new one at once, which works", async () => {
      await subscribe(t, footerSignup);
      const old = await confirmationLinks(t);
      // A week and a minute later (the 10-minute resend interval has not passed: updated_at is recent).
      await t.db.update(newsletterSubscriptions).set({ confirmExpiresAt: sql`now() - interval '1 minute'` });
      expect(await confirmSubscription(t.app.services, old.confirmToken)).toBe("expired");
      expect((await subscriptions(t))[0]!.status).toBe("pending");
      expect((await outboxRows(t.db)).filter((row) => row.purpose === "newsletter-welcome")).toHaveLength(0);

      await subscribe(t, footerSignup);
      expect((await outboxRows(t.db)).filter((row) => row.purpose === "newsletter-confirmation")).toHaveLength(2);
      const fresh = await confirmationLinks(t);
      expect(fresh.confirmToken).not.toBe(old.confirmToken);
      expect((await subscriptions(t))[0]!.confirmExpiresAt!.getTime()).toBeGreaterThan(Date.now() + CONFIRMATION_LINK_TTL_MS - 60_000);
      expect(await confirmSubscription(t.app.services, old.confirmToken)).toBe("not-found");
      expect(await confirmSubscription(t.app.services, fresh.confirmToken)).toBe("confirmed");
    });

    it("does not confirm with an unknown or malformed token", async () => {
      await subscribe(t, footerSignup);
      for (const token of ["", "short", "x".repeat(43), "<script>", null, undefined]) {
        expect(await confirmSubscription(t.app.services, token)).toBe("not-found");
      }
      expect((await subscriptions(t))[0]!.status).toBe("pending");
    });
  });

  describe("unsubscribing", () => {
    it("unsubscribes with the token from the email's List-Unsubscribe header, idempotently", async () => {
      await subscribe(t, footerSignup);
      const header = (await queuedEmail(t.db, "newsletter-confirmation")).headers!["List-Unsubscribe"]!;
      const token = tokenFromLink(header, "/newsletter/unsubscribe");
      expect(await unsubscribe(t.db, token)).toBe("unsubscribed");
      const [row] = await subscriptions(t);
      expect(row!.status).toBe("unsubscribed");
      expect(row!.unsubscribedAt).not.toBeNull();
      expect(row!.confirmExpiresAt).toBeNull();
      expect(await unsubscribe(t.db, token)).toBe("already-unsubscribed");
      expect(await unsubscribe(t.db, "not-a-real-token-at-all-123")).toBe("not-found");
    });

    it("a confirm link cannot undo an unsubscribe", async () => {
      await subscribe(t, footerSignup);
      const links = await confirmationLinks(t);
      await unsubscribe(t.db, links.unsubscribeToken);
      expect(await confirmSubscription(t.app.services, links.confirmToken)).toBe("unsubscribed");
      expect((await subscriptions(t))[0]!.status).toBe("unsubscribed");
    });

    it("subscribing again after unsubscribing starts over as pending, with a new consent record and confirmation", async () => {
      await subscribe(t, footerSignup);
      const [before] = await subscriptions(t);
      const first = await confirmationLinks(t);
      await confirmSubscription(t.app.services, first.confirmToken);
      await unsubscribe(t.db, first.unsubscribeToken);

      await subscribe(t, { ...footerSignup, source: "Blog Page", page: `${PUBLIC_URL}/blog` });
      const [after] = await subscriptions(t);
      expect(after).toMatchObject({ id: before!.id, status: "pending", source: "Blog Page", consentPage: `${PUBLIC_URL}/blog`, confirmedAt: null, unsubscribedAt: null });
      expect((await outboxRows(t.db)).filter((row) => row.purpose === "newsletter-confirmation")).toHaveLength(2);
      // New links, both of them: the old ones no longer touch the new subscription.
      const second = await confirmationLinks(t);
      expect(after!.confirmTokenHash).toBe(sha256(second.confirmToken));
      expect(after!.unsubscribeTokenHash).toBe(sha256(second.unsubscribeToken));
      expect(second.confirmToken).not.toBe(first.confirmToken);
      expect(second.unsubscribeToken).not.toBe(first.unsubscribeToken);
      expect(await confirmSubscription(t.app.services, first.confirmToken)).toBe("not-found");
      expect(await unsubscribe(t.db, first.unsubscribeToken)).toBe("not-found");
      expect(await confirmSubscription(t.app.services, second.confirmToken)).toBe("confirmed");
    });
  });
});

describe("POST /api/newsletter without double opt-in", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, publicUrl: PUBLIC_URL, newsletterDoubleOptIn: false });
  });
  afterEach(() => t.app.close());

  it("confirms at once and sends the welcome email", async () => {
    const response = await subscribe(t, footerSignup);
    expect(response.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.success, confirmationRequired: false });
    const [row] = await subscriptions(t);
    expect(row).toMatchObject({ status: "confirmed" });
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.confirmExpiresAt).toBeNull();
    expect((await outboxRows(t.db)).map((entry) => entry.purpose)).toEqual(["newsletter-welcome"]);
    const { unsubscribeToken } = await linksOf(t, "newsletter-welcome");
    expect(row!.unsubscribeTokenHash).toBe(sha256(unsubscribeToken));
  });

  it("re-subscribes an unsubscribed address as confirmed, with a welcome email whose link unsubscribes", async () => {
    await subscribe(t, footerSignup);
    await unsubscribe(t.db, (await linksOf(t, "newsletter-welcome")).unsubscribeToken);
    await subscribe(t, footerSignup);
    expect((await subscriptions(t))[0]!.status).toBe("confirmed");
    expect(await unsubscribe(t.db, (await linksOf(t, "newsletter-welcome")).unsubscribeToken)).toBe("unsubscribed");
  });

  it("welcomes a subscriber still pending from when double opt-in was on, with a link that unsubscribes", async () => {
    const before = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, publicUrl: PUBLIC_URL, newsletterDoubleOptIn: true });
    await subscribe(before, footerSignup);
    await before.app.close();
    await subscribe(t, footerSignup);
    const [row] = await subscriptions(t);
    expect(row).toMatchObject({ status: "confirmed", confirmExpiresAt: null });
    const { unsubscribeToken } = await linksOf(t, "newsletter-welcome");
    expect(await unsubscribe(t.db, unsubscribeToken)).toBe("unsubscribed");
  });
});

describe("NEWSLETTER_WEBHOOK_URL", () => {
  let t: TestApp;
  const webhookUrl = "https://script.example.com/macros/s/abc/exec";
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, newsletterWebhookUrl: webhookUrl });
  });
  afterEach(() => t.app.close());

  it("forwards a subscriber only once they confirm (double opt-in), as {email, timestamp, source}", async () => {
    await subscribe(t, { ...footerSignup, source: "Blog Page" });
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, "webhook"))).toHaveLength(0);
    expect(await confirmSubscription(t.app.services, (await confirmationLinks(t)).confirmToken)).toBe("confirmed");
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, "webhook"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload as WebhookPayload).toEqual({
      url: webhookUrl,
      body: { email: "reader@example.com", timestamp: footerSignup.timestamp, source: "Blog Page" },
    });
  });

  it("forwards at once without double opt-in, and never the same subscriber twice", async () => {
    const direct = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, newsletterWebhookUrl: webhookUrl, newsletterDoubleOptIn: false });
    await subscribe(direct, footerSignup);
    await subscribe(direct, footerSignup);
    expect(await direct.db.select().from(outbox).where(eq(outbox.kind, "webhook"))).toHaveLength(1);
    await direct.app.close();
  });

  it("queues nothing without the setting", async () => {
    const plain = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, newsletterWebhookUrl: undefined });
    await subscribe(plain, footerSignup);
    expect(await plain.db.select().from(outbox).where(eq(outbox.kind, "webhook"))).toHaveLength(0);
    await plain.app.close();
  });
});

describe("POST /api/newsletter rate limit", () => {
  it("answers 429 with Retry-After past the limit", async () => {
    const t = await createTestApp({ formRateLimitPerMinute: 3, formAddressRateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await subscribe(t, { email: `reader${i}@example.com` })).statusCode).toBe(200);
    const limited = await subscribe(t, { email: "reader9@example.com" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await subscriptions(t)).toHaveLength(3);
    await t.app.close();
  });
});

describe("newsletter emails through SMTP", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("arrive with List-Unsubscribe and List-Unsubscribe-Post headers", async () => {
    const t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, publicUrl: PUBLIC_URL, smtpUrl: sink.url });
    await subscribe(t, footerSignup);
    await testWorker(t.db, t.config).runOnce();
    const mail = sink.received.find((entry) => entry.to.includes("reader@example.com"))!;
    expect(mail.subject).toBe("Please confirm your subscription to the Vistaar newsletter");
    const unsubscribeToken = tokenFromLink(mail.text, "/newsletter/unsubscribe");
    expect(sha256(unsubscribeToken)).toBe((await subscriptions(t))[0]!.unsubscribeTokenHash);
    // mailparser folds the List-* headers into one `list` entry.
    expect(JSON.parse(mail.headers.list!)).toEqual({
      unsubscribe: { url: `${PUBLIC_URL}/newsletter/unsubscribe?token=${unsubscribeToken}` },
      "unsubscribe-post": { name: "List-Unsubscribe=One-Click" },
    });
    await t.app.close();
  });
});
