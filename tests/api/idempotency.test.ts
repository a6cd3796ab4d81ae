import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleContactPost } from "#app/routes/site/contact.server.ts";
import { handleSubscribePost } from "#app/routes/site/newsletter/newsletter.server.ts";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_KEY_MESSAGE, newIdempotencyKey } from "#contracts/idempotency.ts";
import { contacts, idempotentRequests, newsletterSubscriptions } from "#server/db/schema.ts";
import { outboxRows, testWorker } from "#tests/support/outbox.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * A submission whose reply was lost (the visitor's connection dropped, the instance died after the
 * commit) is sent again by the visitor with the same key the form made when it rendered: it must be
 * answered like the first and stored (and emailed) once.
 */

const enquiry = {
  name: "Kiran Patel",
  email: "kiran@patelspices.example",
  phone: "",
  subject: "Service Information",
  message: "We sell spices from Unjha and want a shop online. What would it cost?",
};

describe("idempotent public forms", () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(async () => {
    sink.received.length = 0;
    t = await createTestApp({ smtpUrl: sink.url, staffEmail: "staff@vistaar.example", formRateLimitPerMinute: 2, formAddressRateLimitPerMinute: 100 });
  });
  afterEach(() => t.app.close());

  const postJson = (payload: object, key?: string) =>
    t.app.inject({ method: "POST", url: "/api/contact", payload, headers: key ? { "idempotency-key": key } : {} });

  function postForm(handler: (request: Request, context: AppLoadContext) => Promise<unknown>, url: string, fields: Record<string, string>) {
    const request = new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return handler(request, { services: t.app.services, cspNonce: "", clientIp: "198.51.100.60" } as AppLoadContext);
  }

  async function deliveredTo() {
    await testWorker(t.db, t.config).runOnce();
    return sink.received.map((mail) => mail.to.join(",")).sort();
  }

  it("API: a retry with the same key answers the first enquiry again; one row, one pair of emails", async () => {
    const key = newIdempotencyKey();
    const first = await postJson(enquiry, key);
    // The reply is lost; the visitor sends again (and a third time, impatient).
    const retry = await postJson(enquiry, key);
    const again = await postJson(enquiry, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(again.json()).toEqual(first.json());

    expect(await t.db.select().from(contacts)).toHaveLength(1);
    expect(await outboxRows(t.db)).toHaveLength(2);
    expect(await deliveredTo()).toEqual([enquiry.email, "staff@vistaar.example"]);
    // A retry is not a new message: it did not use up the sender's limit (2 a minute).
    expect((await postJson({ ...enquiry, message: "One more question about shipping to Surat." }, newIdempotencyKey())).statusCode).toBe(201);
  });

  it("API: duplicates arriving together store one enquiry", async () => {
    const key = newIdempotencyKey();
    // Two at once (the sender's limit here is 2 a minute: duplicates arriving at the same instant each count).
    const answers = await Promise.all([postJson(enquiry, key), postJson(enquiry, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data._id)).size).toBe(1);
    expect(await t.db.select().from(contacts)).toHaveLength(1);
    expect(await outboxRows(t.db)).toHaveLength(2);
  });

  it("API: the same key with different fields is a new enquiry (the back button restores an old key)", async () => {
    const key = newIdempotencyKey();
    await postJson(enquiry, key);
    const edited = await postJson({ ...enquiry, message: "Also: can you run our Instagram page?" }, key);
    expect(edited.statusCode).toBe(201);
    expect(await t.db.select().from(contacts)).toHaveLength(2);
  });

  it("API: without a key every submission is stored; a malformed key is a 400", async () => {
    await postJson(enquiry);
    await postJson(enquiry);
    expect(await t.db.select().from(contacts)).toHaveLength(2);
    const bad = await postJson(enquiry, "short");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IDEMPOTENCY_KEY_MESSAGE);
    expect(await t.db.select().from(contacts)).toHaveLength(2);
  });

  it("no JavaScript: a form posted twice with its hidden key redirects both times and stores once", async () => {
    const fields = { ...enquiry, source: "contact-page", website: "", [IDEMPOTENCY_FIELD]: newIdempotencyKey() };
    for (let i = 0; i < 2; i++) {
      const response = (await postForm(handleContactPost, "http://localhost/contact", fields)) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/thank-you");
    }
    expect(await t.db.select().from(contacts)).toHaveLength(1);
    expect(await deliveredTo()).toEqual([enquiry.email, "staff@vistaar.example"]);
    expect(await t.db.select().from(idempotentRequests)).toHaveLength(1);
  });

  it("newsletter: a repeated signup with the same key sends one confirmation", async () => {
    const key = newIdempotencyKey();
    const signup = { email: "reader@example.com", source: "Newsletter Subscription", website: "", [IDEMPOTENCY_FIELD]: key };
    for (let i = 0; i < 2; i++) {
      const response = (await postForm(handleSubscribePost, "http://localhost/newsletter/subscribe", signup)) as Response;
      expect(response.status).toBe(303);
    }
    const api = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: signup.email, source: signup.source }, headers: { "idempotency-key": key } });
    expect(api.statusCode).toBe(200);
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(1);
    expect(await deliveredTo()).toEqual(["reader@example.com"]);
  });
});
