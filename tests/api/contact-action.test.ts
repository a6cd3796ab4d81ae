import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleContactPost } from "#app/routes/site/contact.server.ts";
import { FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { CONTACT_MESSAGES, HOME_FORM_SUBJECT } from "#contracts/contact.ts";
import { contacts } from "#server/db/schema.ts";
import { outboxRows } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The /contact route action: the contact forms posted without JavaScript. Same rules as
 * POST /api/contact, the same rate-limit counter, and answers a browser can follow.
 */

const form = {
  name: "Meera Joshi",
  email: "meera@joshibakery.example",
  phone: "",
  subject: "Quote Request",
  message: "We need a website for our bakery in Vallabh Vidyanagar, with online orders.",
  website: "",
};

function post(t: TestApp, fields: Record<string, string>, clientIp = "198.51.100.20") {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const context = { services: t.app.services, cspNonce: "", clientIp } as AppLoadContext;
  return handleContactPost(request, context);
}

type Refusal = { data: { values: Record<string, string>; message: string; errors: Record<string, string> }; init: { status: number; headers?: Record<string, string> } };

describe("the /contact action (no JavaScript)", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 100, formAddressRateLimitPerMinute: 3 });
  });
  afterEach(() => t.app.close());

  it("stores the enquiry, queues both emails and redirects to /thank-you", async () => {
    const response = (await post(t, form)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    const [row] = await t.db.select().from(contacts);
    expect(row).toMatchObject({ name: form.name, email: form.email, phone: null, subject: "Quote Request", status: "new", source: "contact-page" });
    expect((await outboxRows(t.db)).map((entry) => entry.purpose).sort()).toEqual(["contact-confirmation", "contact-notification"]);
  });

  it("stores the home form's fixed subject and source", async () => {
    await post(t, { ...form, subject: HOME_FORM_SUBJECT, source: "home" });
    const [row] = await t.db.select().from(contacts);
    expect(row).toMatchObject({ subject: HOME_FORM_SUBJECT, source: "home" });
  });

  it("re-renders with the messages and every value kept when the form is refused", async () => {
    const refusal = (await post(t, { ...form, name: "  ", phone: "call me" })) as unknown as Refusal;
    expect(refusal.init.status).toBe(400);
    expect(refusal.data.message).toBe(CONTACT_MESSAGES.nameRequired);
    expect(refusal.data.errors).toEqual({ name: CONTACT_MESSAGES.nameRequired, phone: CONTACT_MESSAGES.phoneInvalid });
    expect(refusal.data.values).toEqual({ name: "  ", email: form.email, phone: "call me", subject: form.subject, message: form.message });
    expect(await t.db.select().from(contacts)).toHaveLength(0);
  });

  it("drops a filled-in honeypot silently: the same redirect, nothing stored", async () => {
    const response = (await post(t, { ...form, website: "http://spam.example" })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
    expect(await t.db.select().from(contacts)).toHaveLength(0);
    expect(await outboxRows(t.db)).toHaveLength(0);
  });

  it("shares the rate limit with POST /api/contact, per client address", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: "POST", url: "/api/contact", payload: form, remoteAddress: ip });
      expect(response.statusCode).toBe(201);
    }
    expect(((await post(t, form, ip)) as Response).status).toBe(303);
    const limited = (await post(t, form, ip)) as unknown as Refusal;
    expect(limited.init.status).toBe(429);
    expect(limited.data.message).toBe(FORM_RATE_LIMIT_MESSAGE);
    expect(Number(new Headers(limited.init.headers).get("retry-after"))).toBeGreaterThan(0);
    expect(limited.data.values.name).toBe(form.name);
    // The API is now limited for that address too; another address is not.
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: form, remoteAddress: ip })).statusCode).toBe(429);
    expect(((await post(t, form, "198.51.100.78")) as Response).status).toBe(303);
    expect(await t.db.select().from(contacts)).toHaveLength(4);
  });
});
