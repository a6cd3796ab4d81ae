import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactStatus } from "#contracts/statuses.ts";
import { admins, contactReplies, contacts, outbox } from "#server/db/schema.ts";
import { testWorker } from "#tests/support/outbox.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp({ mailFrom: "Vistaar <hello@vistaar.example>", staffEmail: "team@vistaar.example" }));
});
afterEach(() => t.app.close());

const STATUSES: ContactStatus[] = ["new", "read", "replied"];
const BASE_TIME = Date.parse("2026-11-01T10:00:00Z");

/** Inserts `n` contacts, one minute apart: contact 0 is the oldest. Every third is new/read/replied. */
async function seedContacts(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `Person ${String(i).padStart(2, "0")}`,
    email: `person${i}@example.com`,
    phone: i % 2 === 0 ? "+91 98765 00000" : null,
    subject: i % 5 === 0 ? "Quote Request" : "General Inquiry",
    message: i === 7 ? "We need a WEBSITE for our bakery in Nadiad." : `Message number ${i}`,
    status: STATUSES[i % 3]!,
    source: "contact-page",
    createdAt: new Date(BASE_TIME + i * 60_000),
  }));
  return t.db.insert(contacts).values(rows).returning();
}

const get = (url: string, headers: Record<string, string> = auth) => t.app.inject({ method: "GET", url, headers });

describe("admin contact endpoints need a signed-in admin", () => {
  it.each([
    ["GET", "/api/contact"],
    ["GET", `/api/contact/${randomUUID()}`],
    ["PATCH", `/api/contact/${randomUUID()}`],
    ["DELETE", `/api/contact/${randomUUID()}`],
    ["POST", "/api/contact/reply"],
  ] as const)("%s %s answers 401 without a token", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please log in to continue" });
  });
});

describe("GET /api/contact", () => {
  it("answers {data, total, page, pageSize}, newest first, 25 per page, with SPEC's contact fields", async () => {
    await seedContacts(60);
    const response = await get("/api/contact");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(body.data).toHaveLength(25);
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      name: "Person 59",
      email: "person59@example.com",
      phone: null,
      subject: "General Inquiry",
      message: "Message number 59",
      status: "replied",
      source: "contact-page",
      createdAt: new Date(BASE_TIME + 59 * 60_000).toISOString(),
    });
    expect(body.data.map((contact: { name: string }) => contact.name).slice(0, 3)).toEqual(["Person 59", "Person 58", "Person 57"]);
  });

  it("pages through every contact exactly once", async () => {
    await seedContacts(60);
    const pages = await Promise.all([1, 2, 3, 4].map(async (page) => (await get(`/api/contact?page=${page}`)).json()));
    expect(pages.map((page) => page.data.length)).toEqual([25, 25, 10, 0]);
    const names = pages.flatMap((page) => page.data.map((contact: { name: string }) => contact.name));
    expect(names).toEqual(Array.from({ length: 60 }, (_, i) => `Person ${String(59 - i).padStart(2, "0")}`));
    expect(pages.every((page) => page.total === 60)).toBe(true);
    const all = (await get("/api/contact?pageSize=100")).json();
    expect(all.data).toHaveLength(60);
  });

  it("keeps a stable order for contacts received at the same moment", async () => {
    const at = new Date("2026-11-02T09:00:00Z");
    await t.db.insert(contacts).values(
      Array.from({ length: 30 }, (_, i) => ({ name: `Same ${i}`, email: `same${i}@example.com`, subject: "Other", message: "Hi", createdAt: at })),
    );
    const first = (await get("/api/contact?pageSize=10&page=1")).json().data;
    const second = (await get("/api/contact?pageSize=10&page=2")).json().data;
    const third = (await get("/api/contact?pageSize=10&page=3")).json().data;
    const ids = [...first, ...second, ...third].map((contact: { _id: string }) => contact._id);
    expect(new Set(ids).size).toBe(30);
  });

  it("filters by status, with the total of the filtered list", async () => {
    await seedContacts(60);
    for (const status of STATUSES) {
      const body = (await get(`/api/contact?status=${status}`)).json();
      expect(body.total).toBe(20);
      expect(body.data.every((contact: { status: string }) => contact.status === status)).toBe(true);
    }
    expect((await get("/api/contact?status=")).json().total).toBe(60);
  });

  it("keeps the totals right through new contacts, status changes, deletes, bulk changes and emptying", async () => {
    /** The totals the inbox shows (all and per status) next to what counting the table gives. */
    const totals = async () => {
      const shown = [(await get("/api/contact")).json().total];
      for (const status of STATUSES) shown.push((await get(`/api/contact?status=${status}`)).json().total);
      const rows = await t.db.select({ status: contacts.status, total: count() }).from(contacts).groupBy(contacts.status);
      const counted = (status?: ContactStatus) =>
        rows.filter((row) => !status || row.status === status).reduce((sum, row) => sum + row.total, 0);
      return { shown, counted: [counted(), ...STATUSES.map(counted)] };
    };
    const expectTotals = async (expected: number[]) => {
      const { shown, counted } = await totals();
      expect(counted).toEqual(expected);
      expect(shown).toEqual(expected);
    };

    await expectTotals([0, 0, 0, 0]);
    const seeded = await seedContacts(9);
    await expectTotals([9, 3, 3, 3]);

    const aNewOne = seeded.find((contact) => contact.status === "new")!;
    await t.app.inject({ method: "PATCH", url: `/api/contact/${aNewOne.id}`, headers: auth, payload: { status: "read" } });
    await expectTotals([9, 2, 4, 3]);
    await t.app.inject({ method: "PATCH", url: `/api/contact/${aNewOne.id}`, headers: auth, payload: { status: "read" } });
    await expectTotals([9, 2, 4, 3]);

    await t.app.inject({ method: "DELETE", url: `/api/contact/${aNewOne.id}`, headers: auth });
    await expectTotals([8, 2, 3, 3]);

    await t.db.update(contacts).set({ status: "replied" });
    await expectTotals([8, 0, 0, 8]);
    await t.db.delete(contacts).where(eq(contacts.subject, "Quote Request"));
    await expectTotals([7, 0, 0, 7]);

    await t.db.execute(sql`TRUNCATE contacts CASCADE`);
    await expectTotals([0, 0, 0, 0]);
    await seedContacts(3);
    await expectTotals([3, 1, 1, 1]);
  });

  it("searches name, email, subject and message, ignoring case", async () => {
    await seedContacts(60);
    const search = async (term: string) => (await get(`/api/contact?search=${encodeURIComponent(term)}&pageSize=100`)).json();
    expect((await search("person 42")).data.map((contact: { name: string }) => contact.name)).toEqual(["Person 42"]);
    expect((await search("PERSON42@EXAMPLE")).total).toBe(1);
    expect((await search("quote request")).total).toBe(12);
    expect((await search("website")).data.map((contact: { name: string }) => contact.name)).toEqual(["Person 07"]);
    expect((await search("  bakery  ")).total).toBe(1);
    expect((await search("nobody by that name")).total).toBe(0);
  });

  it("treats % and _ in a search literally", async () => {
    await seedContacts(3);
    await t.db.insert(contacts).values({ name: "Discount", email: "d@example.com", subject: "Other", message: "Is 50% off real?" });
    const body = (await get(`/api/contact?search=${encodeURIComponent("50%")}`)).json();
    expect(body.total).toBe(1);
    expect((await get(`/api/contact?search=${encodeURIComponent("%")}`)).json().total).toBe(1);
    expect((await get(`/api/contact?search=${encodeURIComponent("_")}`)).json().total).toBe(0);
  });

  it("combines search, status and paging", async () => {
    await seedContacts(60);
    const body = (await get("/api/contact?search=general&status=new&pageSize=5&page=2")).json();
    // New contacts are i = 0, 3, 6, …, 57; General Inquiry excludes multiples of 5 (0, 15, 30, 45).
    expect(body.total).toBe(16);
    expect(body.data).toHaveLength(5);
    expect(body.data.every((contact: { status: string; subject: string }) => contact.status === "new" && contact.subject === "General Inquiry")).toBe(
      true,
    );
  });

  it("can answer a search from the trigram indexes instead of reading every contact", async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(
        sql`EXPLAIN SELECT id FROM contacts WHERE name ILIKE '%kesar%' OR email ILIKE '%kesar%' OR subject ILIKE '%kesar%' OR message ILIKE '%kesar%'`,
      );
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    for (const index of ["contacts_name_trgm_idx", "contacts_email_trgm_idx", "contacts_subject_trgm_idx", "contacts_message_trgm_idx"]) {
      expect(text).toContain(index);
    }
  });

  it.each([
    ["page=0", "Page must be a positive whole number"],
    ["page=abc", "Page must be a positive whole number"],
    ["page=1.5", "Page must be a positive whole number"],
    ["pageSize=101", "Page size must be a whole number from 1 to 100"],
    ["pageSize=0", "Page size must be a whole number from 1 to 100"],
    ["status=archived", "Status must be new, read or replied"],
    [`search=${"x".repeat(201)}`, "Search must be at most 200 characters"],
  ])("refuses ?%s with '%s'", async (query, message) => {
    const response = await get(`/api/contact?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("GET /api/contact/{id}", () => {
  it("answers the contact with its reply thread, oldest reply first", async () => {
    const [contact] = await seedContacts(1);
    const [admin] = await t.db.select().from(admins);
    await t.db.insert(contactReplies).values([
      { contactId: contact!.id, adminId: admin!.id, message: "Second", createdAt: new Date("2026-11-03T10:00:00Z") },
      { contactId: contact!.id, adminId: null, message: "First", createdAt: new Date("2026-11-02T10:00:00Z") },
    ]);
    const response = await get(`/api/contact/${contact!.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ _id: contact!.id, name: "Person 00", phone: "+91 98765 00000", status: "new" });
    expect(data.replies).toEqual([
      { _id: expect.any(String), message: "First", createdAt: "2026-11-02T10:00:00.000Z", admin: null },
      { _id: expect.any(String), message: "Second", createdAt: "2026-11-03T10:00:00.000Z", admin: { name: "Administrator", email: admin!.email } },
    ]);
  });

  it.each([randomUUID(), "not-a-uuid", "1"])("answers 404 'Contact not found' for %s", async (id) => {
    const response = await get(`/api/contact/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Contact not found" });
  });
});

describe("PATCH /api/contact/{id}", () => {
  it("changes the status and answers the contact", async () => {
    const [contact] = await seedContacts(1);
    const response = await t.app.inject({ method: "PATCH", url: `/api/contact/${contact!.id}`, headers: auth, payload: { status: "read" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: contact!.id, status: "read" });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, contact!.id));
    expect(row!.status).toBe("read");
  });

  it.each([[{ status: "archived" }], [{}], [{ status: "" }]])("refuses %o with 'Status must be new, read or replied'", async (payload) => {
    const [contact] = await seedContacts(1);
    const response = await t.app.inject({ method: "PATCH", url: `/api/contact/${contact!.id}`, headers: auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Status must be new, read or replied", errors: { status: "Status must be new, read or replied" } });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, contact!.id));
    expect(row!.status).toBe("new");
  });

  it.each([randomUUID(), "nope"])("answers 404 for %s", async (id) => {
    const response = await t.app.inject({ method: "PATCH", url: `/api/contact/${id}`, headers: auth, payload: { status: "read" } });
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /api/contact/{id}", () => {
  it("deletes the contact and its replies", async () => {
    const [contact, other] = await seedContacts(2);
    await t.db.insert(contactReplies).values({ contactId: contact!.id, message: "Thanks!" });
    const response = await t.app.inject({ method: "DELETE", url: `/api/contact/${contact!.id}`, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Contact deleted successfully" });
    expect(await t.db.select().from(contacts)).toEqual([expect.objectContaining({ id: other!.id })]);
    expect(await t.db.select().from(contactReplies)).toEqual([]);

    const again = await t.app.inject({ method: "DELETE", url: `/api/contact/${contact!.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Contact not found" });
  });

  it("answers 404 for an id that is not a UUID", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/contact/123", headers: auth });
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/contact/reply", () => {
  const reply = (payload: object) => t.app.inject({ method: "POST", url: "/api/contact/reply", headers: auth, payload });

  async function oneContact(overrides: Partial<typeof contacts.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(contacts)
      .values({
        name: "Harsh Trivedi",
        email: "harsh.trivedi@example.com",
        subject: "Quote Request",
        message: "We run two restaurants.\nCould you share a quote?",
        createdAt: new Date("2026-11-10T06:30:00Z"),
        ...overrides,
      })
      .returning();
    return row!;
  }

  it("stores the reply, queues the email and marks the contact replied", async () => {
    const contact = await oneContact();
    const response = await reply({
      contactId: contact.id,
      // The email goes to the address the visitor gave, whatever the client sends.
      email: "someone-else@example.com",
      name: contact.name,
      message: "  Thank you, Harsh. Our quote is attached.\n\nCan we call you on Monday?  ",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      // No SMTP_URL here: the reply waits in the outbox, and the answer does not say it was sent.
      message: "Reply saved: it goes out once email is set up",
      data: {
        contact: { _id: contact.id, status: "replied" },
        reply: { message: "Thank you, Harsh. Our quote is attached.\n\nCan we call you on Monday?", admin: { name: "Administrator" } },
      },
    });

    const [admin] = await t.db.select().from(admins);
    const replies = await t.db.select().from(contactReplies);
    expect(replies).toEqual([
      expect.objectContaining({ contactId: contact.id, adminId: admin!.id, message: "Thank you, Harsh. Our quote is attached.\n\nCan we call you on Monday?" }),
    ]);
    const [stored] = await t.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(stored!.status).toBe("replied");

    const emails = await t.db.select().from(outbox);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "email", purpose: "contact-reply", status: "pending" });
    const payload = emails[0]!.payload as Record<string, string>;
    expect(payload).toMatchObject({
      to: "harsh.trivedi@example.com",
      from: "Vistaar <hello@vistaar.example>",
      replyTo: "team@vistaar.example",
      subject: "Re: Quote Request",
    });
    expect(payload.text).toContain("Dear Harsh Trivedi,");
    expect(payload.text).toContain("Thank you, Harsh. Our quote is attached.\n\nCan we call you on Monday?");
    expect(payload.text).toContain("> We run two restaurants.\n> Could you share a quote?");
    expect(payload.text).toContain("you wrote:");
    expect(payload.html).toContain("Can we call you on Monday?");
    expect(payload.html).toContain("We run two restaurants.<br>Could you share a quote?");

    const detail = (await t.app.inject({ method: "GET", url: `/api/contact/${contact.id}`, headers: auth })).json().data;
    expect(detail.replies.map((entry: { message: string }) => entry.message)).toEqual([
      "Thank you, Harsh. Our quote is attached.\n\nCan we call you on Monday?",
    ]);
  });

  it("escapes every user-supplied field in the HTML part", async () => {
    const contact = await oneContact({
      name: `<b>Eve</b> "the" O'Brien`,
      subject: "<img src=x onerror=alert(1)>",
      message: "<script>alert('x')</script> & more",
    });
    const response = await reply({ contactId: contact.id, message: "<a href='https://evil.example'>click</a> & thanks" });
    expect(response.statusCode).toBe(200);
    const [email] = await t.db.select().from(outbox);
    const { html, subject, text } = email!.payload as Record<string, string>;
    expect(html).not.toMatch(/<script|<b>|<img|<a href='https/);
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
    expect(html).toContain("&lt;b&gt;Eve&lt;/b&gt; &quot;the&quot; O&#39;Brien");
    expect(html).toContain("&lt;a href=&#39;https://evil.example&#39;&gt;click&lt;/a&gt; &amp; thanks");
    expect(html).toContain("<title>Re: &lt;img src=x onerror=alert(1)&gt;</title>");
    // The plain-text part is text: it is not escaped.
    expect(text).toContain("<script>alert('x')</script> & more");
    expect(subject).toBe("Re: <img src=x onerror=alert(1)>");
  });

  it("says 'Reply sent successfully' (SPEC) where email is set up", async () => {
    const sink = await startSmtpSink();
    const withEmail = await createSignedInTestApp({ smtpUrl: sink.url });
    try {
      const [contact] = await withEmail.db.insert(contacts).values({ name: "Harsh Trivedi", email: "harsh.trivedi@example.com", subject: "Quote", message: "A quote?" }).returning();
      const response = await withEmail.app.inject({
        method: "POST",
        url: "/api/contact/reply",
        headers: withEmail.auth,
        payload: { contactId: contact!.id, message: "Our quote is attached." },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe("Reply sent successfully");
    } finally {
      await withEmail.app.close();
      await sink.close();
    }
  });

  it("is signed with the company name as stored, like every other email, and names the team once", async () => {
    const { updatedAt: _updatedAt, ...details } = (await get("/api/site/company")).json();
    const renamed = await t.app.inject({ method: "PUT", url: "/api/site/company", headers: auth, payload: { ...details, name: "Vistaar Digital" } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const sink = await startSmtpSink();
    try {
      const contact = await oneContact();
      await reply({ contactId: contact.id, message: "Our quote is attached." });
      // The test admin is the "Administrator" of a fresh install: the reply is signed by the team.
      expect(await testWorker(t.db, { ...t.config, smtpUrl: sink.url }).runOnce()).toMatchObject({ sent: 1 });
      const [email] = sink.received;
      expect(email!.from).toBe(`"Vistaar" <hello@vistaar.example>`);
      expect(email!.text).toContain(`Our quote is attached.\n\nBest regards,\nThe Vistaar Digital team\n${t.config.publicUrl}\n`);
      expect(email!.html).toContain(">Vistaar Digital</span>");

      // Someone with a name of their own signs with it, above the company's name.
      await t.db.update(admins).set({ name: "Riya Mehta" });
      await reply({ contactId: contact.id, message: "Any questions?" });
      expect(await testWorker(t.db, { ...t.config, smtpUrl: sink.url }).runOnce()).toMatchObject({ sent: 1 });
      expect(sink.received[1]!.text).toContain(`Any questions?\n\nBest regards,\nRiya Mehta\nVistaar Digital\n${t.config.publicUrl}\n`);
    } finally {
      await sink.close();
    }
  });

  it("threads every reply to one enquiry into one conversation in the visitor's mail app (In-Reply-To, References)", async () => {
    const sink = await startSmtpSink();
    try {
      const harsh = await oneContact();
      const meera = await oneContact({ name: "Meera Iyer", email: "meera@iyerbakes.example" });
      await reply({ contactId: harsh.id, message: "Our quote is attached." });
      await reply({ contactId: harsh.id, message: "Did the quote reach you?" });
      await reply({ contactId: meera.id, message: "Happy to help." });
      expect(await testWorker(t.db, { ...t.config, smtpUrl: sink.url }).runOnce()).toMatchObject({ sent: 3 });
      const thread = (to: string) => sink.received.filter((email) => email.to.includes(to)).map((email) => [email.headers["in-reply-to"], email.headers.references]);
      const host = new URL(t.config.publicUrl).hostname;
      expect(thread("harsh.trivedi@example.com")).toEqual([
        [`<contact-${harsh.id}@${host}>`, `<contact-${harsh.id}@${host}>`],
        [`<contact-${harsh.id}@${host}>`, `<contact-${harsh.id}@${host}>`],
      ]);
      expect(thread("meera@iyerbakes.example")).toEqual([[`<contact-${meera.id}@${host}>`, `<contact-${meera.id}@${host}>`]]);
      // Each email keeps a Message-ID of its own.
      expect(new Set(sink.received.map((email) => email.headers["message-id"])).size).toBe(3);
    } finally {
      await sink.close();
    }
  });

  it.each(["Hi Harsh,", "Hello Mr Trivedi,", "Dear Harsh,", "Namaste Harsh ji,", "Good morning Harsh!"])(
    "does not greet the visitor twice when the reply opens with its own greeting (%s)",
    async (greeting) => {
      const contact = await oneContact();
      await reply({ contactId: contact.id, message: `${greeting}\n\nOur quote is attached.` });
      const [email] = await t.db.select().from(outbox);
      const { text, html } = email!.payload as Record<string, string>;
      expect(text).not.toContain("Dear Harsh Trivedi,");
      expect(text!.startsWith(`${greeting}\n\nOur quote is attached.\n\nBest regards,`)).toBe(true);
      expect(html).not.toContain("Dear Harsh Trivedi,");
    },
  );

  it("greets the visitor when the reply does not", async () => {
    const contact = await oneContact();
    await reply({ contactId: contact.id, message: "Higher budgets are possible.\n\nOur quote is attached." });
    const [email] = await t.db.select().from(outbox);
    expect((email!.payload as { text: string }).text.startsWith("Dear Harsh Trivedi,\n\nHigher budgets are possible.")).toBe(true);
  });

  it("does not stack 'Re:' on a subject that already has it, and keeps the subject on one line", async () => {
    const contact = await oneContact({ subject: "RE: Your quote" });
    await reply({ contactId: contact.id, message: "Yes." });
    const [email] = await t.db.select().from(outbox);
    expect((email!.payload as { subject: string }).subject).toBe("RE: Your quote");
  });

  it.each([[{ message: "" }], [{ message: "   \n\t " }], [{}]])("refuses %o with 'Please enter a reply message' and stores nothing", async (extra) => {
    const contact = await oneContact();
    const response = await reply({ contactId: contact.id, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Please enter a reply message", errors: { message: "Please enter a reply message" } });
    expect(await t.db.select().from(contactReplies)).toEqual([]);
    expect(await t.db.select().from(outbox)).toEqual([]);
    const [stored] = await t.db.select().from(contacts);
    expect(stored!.status).toBe("new");
  });

  it("refuses a reply without a contact: 'Please select a contact'", async () => {
    const response = await reply({ message: "Hello" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please select a contact");
  });

  it("refuses a reply over 10,000 characters", async () => {
    const contact = await oneContact();
    const response = await reply({ contactId: contact.id, message: "x".repeat(10_001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Reply must be at most 10,000 characters");
  });

  it.each([randomUUID(), "not-a-uuid"])("answers 404 'Contact not found' for contact %s and stores nothing", async (contactId) => {
    const response = await reply({ contactId, message: "Hello" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Contact not found" });
    expect(await t.db.select().from(contactReplies)).toEqual([]);
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it("stores nothing when queuing the email fails (one transaction)", async () => {
    const contact = await oneContact();
    await t.db.execute(sql`CREATE OR REPLACE FUNCTION test_fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER test_fail_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION test_fail_outbox()`);
    try {
      const response = await reply({ contactId: contact.id, message: "This will not be sent" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Something went wrong" });
    } finally {
      await t.db.execute(sql`DROP TRIGGER IF EXISTS test_fail_outbox ON outbox`);
      await t.db.execute(sql`DROP FUNCTION IF EXISTS test_fail_outbox()`);
    }
    expect(await t.db.select().from(contactReplies)).toEqual([]);
    expect(await t.db.select().from(outbox)).toEqual([]);
    const [stored] = await t.db.select().from(contacts);
    expect(stored!.status).toBe("new");
  });
});
