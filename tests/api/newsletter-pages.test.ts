import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  confirmPageData,
  handleConfirmPost,
  handleSubscribePost,
  handleUnsubscribePost,
  unsubscribePageData,
} from "#app/routes/site/newsletter/newsletter.server.ts";
import { FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { NEWSLETTER_MESSAGES } from "#contracts/newsletter.ts";
import { newsletterSubscriptions } from "#server/db/schema.ts";
import type { EmailPayload } from "#server/email/outbox.ts";
import { outboxRows } from "#tests/support/outbox.ts";
import { newsletterPages } from "#app/content/newsletter.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The /newsletter/* pages: the signup posted without JavaScript, and the confirm and unsubscribe
 * links from emails. A GET (what a mail scanner does) never changes anything; a POST does.
 */

type Loaded = { data: { token: string; state: string; email: string | null; justConfirmed?: boolean }; init: { status: number } };
type Refusal = { data: { email: string; message: string }; init: { status: number; headers?: HeadersInit } };

function context(t: TestApp, clientIp = "198.51.100.30") {
  return { services: t.app.services, cspNonce: "", clientIp } as AppLoadContext;
}

function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function subscription(t: TestApp) {
  const [row] = await t.db.select().from(newsletterSubscriptions);
  return row!;
}

/** The tokens of the links in the newest confirmation email, as the subscriber would click them. */
async function emailedLinks(t: TestApp) {
  const email = (await outboxRows(t.db)).filter((row) => row.purpose === "newsletter-confirmation").at(-1)!.payload as EmailPayload;
  const token = (path: string) => email.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))![1]!;
  return { confirmToken: token("/newsletter/confirm"), unsubscribeToken: token("/newsletter/unsubscribe") };
}

describe("the newsletter pages", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 2, formAddressRateLimitPerMinute: 2, newsletterDoubleOptIn: true });
  });
  afterEach(() => t.app.close());

  describe("/newsletter/subscribe (forms posted without JavaScript)", () => {
    it("subscribes and redirects to the thanks for the form it came from", async () => {
      const response = (await handleSubscribePost(
        formPost("http://localhost/newsletter/subscribe", { email: "Reader@Example.com", source: "Blog Page" }, { referer: "http://localhost/blog" }),
        context(t),
      )) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/newsletter/subscribe?subscribed=blog");
      expect(await subscription(t)).toMatchObject({
        email: "reader@example.com",
        status: "pending",
        source: "Blog Page",
        consentPage: "http://localhost/blog",
        consentIp: "198.51.100.30",
      });

      const footer = (await handleSubscribePost(
        formPost("http://localhost/newsletter/subscribe", { email: "other@example.com", source: "Newsletter Subscription" }),
        context(t, "198.51.100.31"),
      )) as Response;
      expect(footer.headers.get("location")).toBe("/newsletter/subscribe?subscribed=footer");
    });

    it("drops a filled-in honeypot silently: the same redirect, nothing stored", async () => {
      const response = (await handleSubscribePost(
        formPost("http://localhost/newsletter/subscribe", { email: "bot@example.com", source: "Blog Page", website: "http://spam.example" }),
        context(t),
      )) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/newsletter/subscribe?subscribed=blog");
      expect(await t.db.select().from(newsletterSubscriptions)).toEqual([]);
    });

    it("comes back with the message and the value for an empty or invalid email", async () => {
      const empty = (await handleSubscribePost(formPost("http://localhost/newsletter/subscribe", { email: "" }), context(t))) as unknown as Refusal;
      expect(empty.init.status).toBe(400);
      expect(empty.data).toEqual({ email: "", message: NEWSLETTER_MESSAGES.emailRequired });
      const invalid = (await handleSubscribePost(formPost("http://localhost/newsletter/subscribe", { email: "reader@" }), context(t, "198.51.100.32"))) as unknown as Refusal;
      expect(invalid.data).toEqual({ email: "reader@", message: NEWSLETTER_MESSAGES.emailInvalid });
      expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    });

    it("shares the rate limit with POST /api/newsletter", async () => {
      const ip = "198.51.100.40";
      await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "a@example.com" }, remoteAddress: ip });
      await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "b@example.com" }, remoteAddress: ip });
      const limited = (await handleSubscribePost(formPost("http://localhost/newsletter/subscribe", { email: "c@example.com" }), context(t, ip))) as unknown as Refusal;
      expect(limited.init.status).toBe(429);
      expect(limited.data.message).toBe(FORM_RATE_LIMIT_MESSAGE);
      expect(Number(new Headers(limited.init.headers).get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("/newsletter/confirm", () => {
    it("shows the button on GET without confirming; the POST confirms", async () => {
      await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "reader@example.com" } });
      const { confirmToken } = await emailedLinks(t);
      const url = `http://localhost/newsletter/confirm?token=${confirmToken}`;

      // A mail scanner opening the link, twice.
      for (let i = 0; i < 2; i++) {
        const page = (await confirmPageData(new Request(url), context(t))) as unknown as Loaded;
        expect(page.init.status).toBe(200);
        expect(page.data).toEqual({ token: confirmToken, state: "pending", email: "reader@example.com", justConfirmed: false });
      }
      expect((await subscription(t)).status).toBe("pending");

      const response = (await handleConfirmPost(formPost(url, { token: confirmToken }), context(t))) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/newsletter/confirm?token=${confirmToken}&confirmed`);
      expect((await subscription(t)).status).toBe("confirmed");
      // The page the press leads to says a welcome email is on its way.
      const after = (await confirmPageData(new Request(`http://localhost${response.headers.get("location")}`), context(t))) as unknown as Loaded;
      expect(after.data).toMatchObject({ state: "confirmed", justConfirmed: true });

      // The link opened again later, or pressed again: subscribed, with no word of another welcome email.
      expect(((await confirmPageData(new Request(url), context(t))) as unknown as Loaded).data).toMatchObject({ state: "confirmed", justConfirmed: false });
      const again = (await handleConfirmPost(formPost(url, { token: confirmToken }), context(t))) as Response;
      expect(again.headers.get("location")).toBe(`/newsletter/confirm?token=${confirmToken}`);
    });

    it("says an expired link has expired, with the way to subscribe again; subscribing again sends a link that works", async () => {
      await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "reader@example.com" } });
      const { confirmToken } = await emailedLinks(t);
      // Seven days later.
      await t.db.update(newsletterSubscriptions).set({ confirmExpiresAt: sql`now() - interval '1 second'` });
      const url = `http://localhost/newsletter/confirm?token=${confirmToken}`;
      const page = (await confirmPageData(new Request(url), context(t))) as unknown as Loaded;
      expect(page.init.status).toBe(410);
      expect(page.data).toEqual({ token: confirmToken, state: "expired", email: "reader@example.com", justConfirmed: false });

      // Pressing the button of a page opened before the week was over changes nothing either.
      const pressed = (await handleConfirmPost(formPost(url, { token: confirmToken }), context(t))) as Response;
      expect(pressed.status).toBe(303);
      expect((await subscription(t)).status).toBe("pending");

      // The form the page links to, a minute after the first signup.
      await handleSubscribePost(formPost("http://localhost/newsletter/subscribe", { email: "reader@example.com" }), context(t));
      const fresh = await emailedLinks(t);
      expect(fresh.confirmToken).not.toBe(confirmToken);
      const freshUrl = `http://localhost/newsletter/confirm?token=${fresh.confirmToken}`;
      expect(((await confirmPageData(new Request(freshUrl), context(t))) as unknown as Loaded).data.state).toBe("pending");
      await handleConfirmPost(formPost(freshUrl, { token: fresh.confirmToken }), context(t));
      expect((await subscription(t)).status).toBe("confirmed");
    });

    it("answers 404 for an unknown token", async () => {
      const page = (await confirmPageData(new Request("http://localhost/newsletter/confirm?token=nope"), context(t))) as unknown as Loaded;
      expect(page.init.status).toBe(404);
      expect(page.data.state).toBe("invalid");
      const posted = (await handleConfirmPost(formPost("http://localhost/newsletter/confirm", { token: "nope-nope-nope-nope-nope" }), context(t))) as unknown as Loaded;
      expect(posted.init.status).toBe(404);
    });
  });

  describe("/newsletter/unsubscribe", () => {
    it("shows the button on GET without unsubscribing; the button's POST unsubscribes", async () => {
      await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "reader@example.com" } });
      const { unsubscribeToken } = await emailedLinks(t);
      const url = `http://localhost/newsletter/unsubscribe?token=${unsubscribeToken}`;
      const page = (await unsubscribePageData(new Request(url), context(t))) as unknown as Loaded;
      expect(page.data).toEqual({ token: unsubscribeToken, state: "pending", email: "reader@example.com" });
      expect((await subscription(t)).status).toBe("pending");

      const response = (await handleUnsubscribePost(formPost(url, { token: unsubscribeToken }), context(t))) as Response;
      expect(response.status).toBe(303);
      expect((await subscription(t)).status).toBe("unsubscribed");
    });

    it("honours an RFC 8058 one-click POST to the List-Unsubscribe URL with a plain 200", async () => {
      await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "reader@example.com" } });
      const { unsubscribeToken } = await emailedLinks(t);
      const oneClick = (await handleUnsubscribePost(
        formPost(`http://localhost/newsletter/unsubscribe?token=${unsubscribeToken}`, { "List-Unsubscribe": "One-Click" }),
        context(t),
      )) as unknown as { data: { outcome: string }; init: { status: number } };
      expect(oneClick.init.status).toBe(200);
      expect(oneClick.data.outcome).toBe("unsubscribed");
      expect((await subscription(t)).status).toBe("unsubscribed");
    });
  });
});

describe("an expired confirmation link, rendered", () => {
  const rendered = useRenderedPagesApp();

  it("says the link has expired and leads to the signup form", async () => {
    const { app, db } = rendered;
    await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "reader@example.com" } });
    const email = (await outboxRows(db)).find((row) => row.purpose === "newsletter-confirmation")!.payload as EmailPayload;
    const link = new URL(email.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)![0]);
    await db.update(newsletterSubscriptions).set({ confirmExpiresAt: sql`now() - interval '1 second'` });

    const page = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${newsletterPages.confirm.expiredTitle}</h1>`));
    expect(page.body).toContain(newsletterPages.confirm.expired);
    expect(page.body).toContain('href="/newsletter/subscribe"');
    // No button that would confirm.
    expect(page.body).not.toContain(newsletterPages.confirm.button);
  });
});

describe("an unsubscribe link that does not work, rendered", () => {
  const rendered = useRenderedPagesApp();

  it("says so and offers the way to be taken off the list (the contact page), not a signup", async () => {
    const page = await rendered.app.inject({ method: "GET", url: "/newsletter/unsubscribe?token=made-up-token" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${newsletterPages.invalidLink.title}</h1>`));
    expect(page.body).toContain(newsletterPages.unsubscribe.invalidLink.replace(/'/g, "&#x27;"));
    expect(page.body).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    // No form that would unsubscribe (its token field).
    expect(page.body).not.toContain('name="token"');
  });
});
