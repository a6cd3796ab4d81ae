import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_HOURLY_LIMIT_MESSAGE, FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { CONTACT_MESSAGES, HOME_FORM_SUBJECT } from "#contracts/contact.ts";
import { tooLongMessage } from "#contracts/text.ts";
import { contacts, outbox } from "#server/db/schema.ts";
import { FORM_ADDRESS_HOURLY_FACTOR } from "#server/plugins/form-rate-limit.ts";
import { outboxRows, queuedEmail } from "#tests/support/outbox.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { resetDatabase } from "#tests/support/test-database.ts";

const valid = {
  name: "Priya Shah",
  email: "priya@shahtextiles.example",
  phone: "+91 98250 12345",
  subject: "Service Information",
  message: "We make handloom sarees in Anand and want to start selling on Instagram. Can you help?",
};

const post = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object, headers });

async function countContacts(t: TestApp) {
  return (await t.db.select().from(contacts)).length;
}
async function countOutbox(t: TestApp) {
  return (await t.db.select().from(outbox)).length;
}

describe("POST /api/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A high limit here: the rate limit has its own tests below.
    t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, staffEmail: "staff@vistaar.example", publicUrl: "https://www.vistaar.example" });
  });
  beforeEach(async () => {
    await resetDatabase();
  });
  afterAll(() => t.app.close());

  it("stores the enquiry as `new` with createdAt and answers 201 {success, message, data}", async () => {
    const response = await post(t, valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: CONTACT_MESSAGES.success, data: { ...valid, status: "new", source: "contact-page" } });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [row] = await t.db.select().from(contacts);
    expect(row).toMatchObject({ id: body.data._id, ...valid, status: "new", source: "contact-page" });
  });

  it("trims the fields, and stores an empty or missing phone as none", async () => {
    const response = await post(t, { ...valid, name: "  Priya Shah  ", phone: "" });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: "Priya Shah", phone: null });
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await post(t, withoutPhone)).json().data.phone).toBeNull();
  });

  it("records which form the enquiry came from", async () => {
    await post(t, { ...valid, subject: HOME_FORM_SUBJECT, source: "home" });
    await post(t, { ...valid, subject: "Quote Request", source: "seo-proposal" });
    const sources = (await t.db.select().from(contacts)).map((row) => row.source).sort();
    expect(sources).toEqual(["home", "seo-proposal"]);
  });

  it("refuses a source outside the fixed list", async () => {
    const response = await post(t, { ...valid, source: "somewhere-else" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sourceInvalid, errors: { source: CONTACT_MESSAGES.sourceInvalid } });
  });

  it("queues the visitor's confirmation and the staff notification with the contact", async () => {
    const response = await post(t, valid);
    const id = response.json().data._id;
    const rows = await outboxRows(t.db);
    expect(rows.map((row) => [row.kind, row.purpose, row.status])).toEqual([
      ["email", "contact-confirmation", "pending"],
      ["email", "contact-notification", "pending"],
    ]);

    const confirmation = await queuedEmail(t.db, "contact-confirmation");
    expect(confirmation.to).toBe(valid.email);
    expect(confirmation.replyTo).toBe("staff@vistaar.example");
    expect(confirmation.text).toContain("Hello Priya,");
    expect(confirmation.text).toContain("24-48 hours");
    // Nothing the visitor wrote beyond the first name: the form cannot carry someone else's text to an inbox.
    for (const free of [valid.message, valid.subject, "Shah", valid.phone]) {
      expect(confirmation.text).not.toContain(free);
      expect(confirmation.html).not.toContain(free);
    }
    expect(confirmation.html).toContain("24-48 hours");

    const notification = await queuedEmail(t.db, "contact-notification");
    expect(notification.to).toBe("staff@vistaar.example");
    expect(notification.replyTo).toBe(valid.email);
    expect(notification.subject).toBe(`New enquiry: ${valid.subject} (from ${valid.name})`);
    for (const value of [valid.name, valid.email, valid.phone, valid.subject, valid.message]) {
      expect(notification.text).toContain(value);
    }
    expect(notification.text).toContain(`https://www.vistaar.example/admin/contacts?contact=${id}`);
    expect(notification.html).toContain(`https://www.vistaar.example/admin/contacts?contact=${id}`);
  });

  it("greets without a name when the first word is not a name (a link, a phrase)", async () => {
    for (const name of ["https://evil.example/win Prize", "Win₹5000 now", "www.evil.example"]) {
      await resetDatabase();
      await post(t, { ...valid, name });
      const confirmation = await queuedEmail(t.db, "contact-confirmation");
      expect(confirmation.text, name).toContain("Hello,");
      expect(confirmation.text, name).not.toContain("evil");
      expect(confirmation.text, name).not.toContain("5000");
    }
  });

  it("sends at most 3 confirmations a day to one address, whatever the client address; staff get every enquiry", async () => {
    for (let index = 0; index < 5; index++) {
      const response = await post(t, { ...valid, email: index % 2 ? "Victim@Example.com" : "victim@example.com" }, { "x-forwarded-for": `198.51.100.${index}` });
      expect(response.statusCode).toBe(201);
    }
    const rows = await outboxRows(t.db);
    expect(rows.filter((row) => row.purpose === "contact-confirmation")).toHaveLength(3);
    expect(rows.filter((row) => row.purpose === "contact-notification")).toHaveLength(5);
    expect(await countContacts(t)).toBe(5);
  });

  describe("validation (400 {message, errors}, nothing stored)", () => {
    const tooLong = tooLongMessage;
    it.each<[string, Record<string, unknown>, string, string]>([
      ["a missing name", { name: undefined }, "name", CONTACT_MESSAGES.nameRequired],
      ["an empty name", { name: "" }, "name", CONTACT_MESSAGES.nameRequired],
      ["a name of spaces", { name: "   " }, "name", CONTACT_MESSAGES.nameRequired],
      ["a missing email", { email: undefined }, "email", CONTACT_MESSAGES.emailRequired],
      ["an empty email", { email: " " }, "email", CONTACT_MESSAGES.emailRequired],
      ["an invalid email", { email: "priya@" }, "email", CONTACT_MESSAGES.emailInvalid],
      ["an email without a domain dot", { email: "priya at shah" }, "email", CONTACT_MESSAGES.emailInvalid],
      ["a missing subject", { subject: undefined }, "subject", CONTACT_MESSAGES.subjectRequired],
      ["an empty subject", { subject: "" }, "subject", CONTACT_MESSAGES.subjectRequired],
      ["a missing message", { message: undefined }, "message", CONTACT_MESSAGES.messageRequired],
      ["a message of spaces", { message: " \n " }, "message", CONTACT_MESSAGES.messageRequired],
      ["letters in the phone", { phone: "98250 CALL ME" }, "phone", CONTACT_MESSAGES.phoneInvalid],
      ["a phone that is not text", { phone: 9825012345 }, "phone", CONTACT_MESSAGES.phoneInvalid],
      ["a name that is not text", { name: 42 }, "name", CONTACT_MESSAGES.nameRequired],
      ["a name over 100 characters", { name: "a".repeat(101) }, "name", tooLong("Name", 100)],
      ["an email over 254 characters", { email: `${"a".repeat(64)}@${"b".repeat(186)}.com` }, "email", tooLong("Email", 254)],
      ["a subject over 150 characters", { subject: "s".repeat(151) }, "subject", tooLong("Subject", 150)],
      ["a phone over 30 characters", { phone: "9".repeat(31) }, "phone", tooLong("Phone", 30)],
      ["a message over 5,000 characters", { message: "m".repeat(5001) }, "message", tooLong("Message", 5000)],
    ])("refuses %s", async (_case, change, field, message) => {
      const response = await post(t, { ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { [field]: message } });
      expect(await countContacts(t)).toBe(0);
      expect(await countOutbox(t)).toBe(0);
    });

    it("says 'Message must be at most 5,000 characters' in words a person reads", () => {
      expect(tooLong("Message", 5000)).toBe("Message must be at most 5,000 characters");
    });

    it("reports every bad field, the first one as the message", async () => {
      const response = await post(t, { name: "", email: "nope", subject: "", message: "" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: CONTACT_MESSAGES.nameRequired,
        errors: {
          name: CONTACT_MESSAGES.nameRequired,
          email: CONTACT_MESSAGES.emailInvalid,
          subject: CONTACT_MESSAGES.subjectRequired,
          message: CONTACT_MESSAGES.messageRequired,
        },
      });
    });

    it("accepts every limit exactly", async () => {
      const response = await post(t, {
        name: "n".repeat(100),
        email: `${"a".repeat(64)}@${"b".repeat(185)}.com`,
        phone: "+91 (98250) 123-45".padEnd(30, "0"),
        subject: "s".repeat(150),
        message: "m".repeat(5000),
      });
      expect(response.statusCode).toBe(201);
      expect(await countContacts(t)).toBe(1);
    });

    it("accepts phones with digits, spaces, +, - and parentheses", async () => {
      for (const phone of ["9825012345", "+91 98250 12345", "(02692) 123-456", "+1-202-555-0143"]) {
        const response = await post(t, { ...valid, phone });
        expect(response.statusCode, phone).toBe(201);
      }
    });

    it("refuses a body that is not a JSON object", async () => {
      for (const payload of ["[1,2]", '"hello"', "42", "null"]) {
        const response = await t.app.inject({ method: "POST", url: "/api/contact", headers: { "content-type": "application/json" }, payload });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().message).toBeTypeOf("string");
      }
      expect(await countContacts(t)).toBe(0);
    });
  });

  describe("the request itself", () => {
    it("answers malformed JSON with 400 and stores nothing", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: '{"name": "Priya", "email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
      expect(await countContacts(t)).toBe(0);
    });

    it("answers an oversized body with 413 and stores nothing", async () => {
      const response = await post(t, { ...valid, message: "m".repeat(150 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "The request is too large." });
      expect(await countContacts(t)).toBe(0);
    });

    it("answers a body that is not JSON with 415 and stores nothing", async () => {
      const asText = await t.app.inject({ method: "POST", url: "/api/contact", headers: { "content-type": "text/plain" }, payload: JSON.stringify(valid) });
      expect(asText.statusCode).toBe(415);
      expect(asText.json()).toEqual({ message: "Unsupported content type. Send JSON." });
      const asForm = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(valid).toString(),
      });
      expect(asForm.statusCode).toBe(415);
      expect(await countContacts(t)).toBe(0);
    });
  });

  describe("the honeypot", () => {
    it("answers a filled-in honeypot like a success and stores nothing", async () => {
      const response = await post(t, { ...valid, website: "https://cheap-seo.example" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ success: true, message: CONTACT_MESSAGES.success, data: { name: valid.name, status: "new" } });
      expect(response.json().data._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await countContacts(t)).toBe(0);
      expect(await countOutbox(t)).toBe(0);
    });

    it("ignores an empty honeypot", async () => {
      const response = await post(t, { ...valid, website: "" });
      expect(response.statusCode).toBe(201);
      expect(await countContacts(t)).toBe(1);
    });
  });
});

describe("POST /api/contact rate limits", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 2, formAddressRateLimitPerMinute: 3 });
  });
  afterEach(() => t.app.close());
  const from = (ip: string, payload: object = valid) => t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: ip });

  it("answers 429 with Retry-After and a message saying what to do past the limit per email address, storing nothing more", async () => {
    expect((await from("203.0.113.1")).statusCode).toBe(201);
    // Invalid input is not an enquiry from that email address.
    expect((await from("203.0.113.2", { ...valid, name: "" })).statusCode).toBe(400);
    expect((await from("203.0.113.3")).statusCode).toBe(201);
    // The same email address from another connection is still the same sender.
    const limited = await from("203.0.113.4", { ...valid, email: valid.email.toUpperCase() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await countContacts(t)).toBe(2);
  });

  it("lets several people behind one address through, up to the (higher) limit per client address", async () => {
    const office = "198.51.100.50";
    for (let i = 0; i < 3; i++) expect((await from(office, { ...valid, email: `colleague${i}@office.example` })).statusCode).toBe(201);
    const limited = await from(office, { ...valid, email: "colleague9@office.example" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: FORM_RATE_LIMIT_MESSAGE });
    expect((await from("198.51.100.51", { ...valid, email: "elsewhere@example.com" })).statusCode).toBe(201);
  });

  it(`caps one connection at ${FORM_ADDRESS_HOURLY_FACTOR} minutes' worth an hour, and says to try later, not in a minute`, async () => {
    const office = "198.51.100.60";
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      let sent = 0;
      for (let minute = 0; minute < FORM_ADDRESS_HOURLY_FACTOR; minute++) {
        for (let i = 0; i < 3; i++) expect((await from(office, { ...valid, email: `colleague${sent++}@office.example` })).statusCode).toBe(201);
        vi.setSystemTime(Date.now() + 61_000);
      }
      const limited = await from(office, { ...valid, email: "one-more@office.example" });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: FORM_HOURLY_LIMIT_MESSAGE });
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await countContacts(t)).toBe(3 * FORM_ADDRESS_HOURLY_FACTOR);
      // Another connection is not affected; this one can send again once the hour is over.
      expect((await from("198.51.100.61", { ...valid, email: "elsewhere@example.com" })).statusCode).toBe(201);
      vi.setSystemTime(Date.now() + retryAfter * 1000);
      expect((await from(office, { ...valid, email: "next-hour@office.example" })).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the contact and newsletter limits apart", async () => {
    for (let i = 0; i < 2; i++) await post(t, valid);
    expect((await post(t, valid)).statusCode).toBe(429);
    const newsletter = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email: valid.email } });
    expect(newsletter.statusCode).toBe(200);
  });

  it("uses X-Forwarded-For only behind a trusted proxy", async () => {
    const direct = t;
    const someone = (i: number) => ({ ...valid, email: `visitor${i}@example.com` });
    // Not trusted: a client cannot dodge the limit by inventing forwarded addresses.
    for (let i = 0; i < 4; i++) {
      const response = await post(direct, someone(i), { "x-forwarded-for": `198.51.100.${i}` });
      expect(response.statusCode).toBe(i < 3 ? 201 : 429);
    }
    await direct.app.close();

    t = await createTestApp({ formRateLimitPerMinute: 2, formAddressRateLimitPerMinute: 3, trustProxy: true });
    for (let i = 0; i < 3; i++) await post(t, someone(i), { "x-forwarded-for": "198.51.100.7" });
    expect((await post(t, someone(4), { "x-forwarded-for": "198.51.100.7" })).statusCode).toBe(429);
    expect((await post(t, someone(5), { "x-forwarded-for": "198.51.100.8" })).statusCode).toBe(201);
  });
});
