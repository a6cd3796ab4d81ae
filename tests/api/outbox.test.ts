import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { contacts, outbox } from "#server/db/schema.ts";
import { backgroundDb, type Database, openDatabase } from "#server/db/client.ts";
import { claimDueOutboxRows, enqueueEmail, enqueueWebhook, notifyOutbox } from "#server/email/outbox.ts";
import { GIVE_UP_AFTER_MS, NO_SMTP_NOTE, OutboxWorker, retriedForMs, retryDelayMs } from "#server/email/worker.ts";
import { freePort } from "#tests/e2e/support/server.ts";
import { outboxRows, recordingLogger, testWorker } from "#tests/support/outbox.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestApp, type TestApp, testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, testDatabaseUrl } from "#tests/support/test-database.ts";

const enquiry = {
  name: "Ravi <script>alert('x')</script> Patel",
  email: "ravi@patelgroup.example",
  phone: "98250 12345",
  subject: "Partnership Opportunity",
  message: "Hello & namaste!\n<script>document.location='https://evil.example'</script>\nLet's talk.",
};

const submit = (t: TestApp, payload: object = enquiry) => t.app.inject({ method: "POST", url: "/api/contact", payload });

/** Moves every pending row's next attempt to now, as if the backoff delay had passed. */
const makeEverythingDue = (t: TestApp) =>
  t.db.update(outbox).set({ nextAttemptAt: sql`now()`, lockedUntil: null }).where(eq(outbox.status, "pending"));

describe("contact emails through SMTP", () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  beforeEach(async () => {
    sink.received.length = 0;
    t = await createTestApp({
      formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000,
      smtpUrl: sink.url,
      staffEmail: "staff@vistaar.example",
      mailFrom: "Vistaar <hello@vistaar.example>",
      publicUrl: "https://www.vistaar.example",
    });
  });
  afterEach(() => t.app.close());
  afterAll(() => sink.close());

  it("sends the visitor's confirmation and the staff notification, with the right recipients and reply-to", async () => {
    const id = (await submit(t)).json().data._id;
    const round = await testWorker(t.db, t.config).runOnce();
    expect(round).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(2);

    const visitor = sink.received.find((mail) => mail.to.includes(enquiry.email))!;
    expect(visitor.from).toContain("hello@vistaar.example");
    expect(visitor.replyTo).toContain("staff@vistaar.example");
    expect(visitor.subject).toBe("We have received your message | Vistaar");
    expect(visitor.text).toContain("24-48 hours");
    expect(visitor.text).not.toContain(enquiry.message);

    const staff = sink.received.find((mail) => mail.to.includes("staff@vistaar.example"))!;
    expect(staff.replyTo).toContain(enquiry.email);
    expect(staff.subject).toContain("New enquiry: Partnership Opportunity");
    expect(staff.html).toContain(`https://www.vistaar.example/admin/contacts?contact=${id}`);
    expect(staff.text).toContain(enquiry.phone);

    const rows = await outboxRows(t.db);
    expect(rows.every((row) => row.status === "sent" && row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("escapes everything the visitor typed in the HTML part", async () => {
    await submit(t);
    await testWorker(t.db, t.config).runOnce();
    for (const mail of sink.received.filter((received) => received.to.includes("staff@vistaar.example"))) {
      expect(mail.html).toContain("Ravi &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Patel");
      expect(mail.html).toContain("&lt;script&gt;document.location=&#39;https://evil.example&#39;&lt;/script&gt;");
      expect(mail.html).toContain("Hello &amp; namaste!");
      expect(mail.html).not.toMatch(/<script/i);
      // The plain-text part carries what they wrote, unchanged.
      expect(mail.text).toContain("<script>document.location='https://evil.example'</script>");
    }
  });

  it("keeps user text out of the header lines", async () => {
    await submit(t, { ...enquiry, name: "Asha\r\nBcc: victim@example.com", subject: "Other\nX-Evil: yes" });
    await testWorker(t.db, t.config).runOnce();
    const staff = sink.received.find((mail) => mail.to.includes("staff@vistaar.example"))!;
    expect(staff.subject).toBe("New enquiry: Other X-Evil: yes (from Asha Bcc: victim@example.com)");
    expect(staff.headers["x-evil"]).toBeUndefined();
    expect(staff.headers.bcc).toBeUndefined();
    expect(sink.received.flatMap((mail) => mail.to)).not.toContain("victim@example.com");
  });

  it("gives each email a Message-ID that stays the same across retries", async () => {
    await submit(t);
    await testWorker(t.db, t.config).runOnce();
    const ids = (await outboxRows(t.db)).map((row) => `<${row.id}@www.vistaar.example>`);
    expect(sink.received.map((mail) => mail.headers["message-id"]).sort()).toEqual(ids.sort());
  });

  it("wakes on notifyOutbox() instead of waiting for the next poll", async () => {
    const worker = new OutboxWorker({ db: t.db, config: t.config, log: recordingLogger(), pollIntervalMs: 60 * 60_000 });
    worker.start();
    try {
      // The first round finds nothing; the worker then sleeps for an hour unless woken.
      await expect.poll(() => sink.received.length).toBe(0);
      await submit(t); // commits, then notifies
      await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(2);
    } finally {
      await worker.stop();
    }
  });
});

describe("when the mail server is down", () => {
  let t: TestApp;
  let sink: SmtpSink | undefined;
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, staffEmail: "staff@vistaar.example" });
  });
  afterEach(async () => {
    await t.app.close();
    await sink?.close();
    sink = undefined;
  });

  it("keeps the mail, retries with backoff, and delivers it exactly once when the server is back", async () => {
    const port = await freePort();
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    await submit(t);
    const log = recordingLogger();
    const worker = testWorker(t.db, config, log);

    const failedRound = await worker.runOnce();
    expect(failedRound).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let rows = await outboxRows(t.db);
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeTruthy();
      expect(row.lockedUntil).toBeNull();
      // First retry about 30 s later.
      const delay = row.nextAttemptAt.getTime() - Date.now();
      expect(delay).toBeGreaterThan(20_000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
    expect(log.lines.filter((line) => line.level === "warn")).toHaveLength(2);

    // Not due yet: nothing is attempted.
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    sink = await startSmtpSink({ port });
    await makeEverythingDue(t);
    expect(await worker.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await makeEverythingDue(t);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(sink.received).toHaveLength(2);
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([enquiry.email, "staff@vistaar.example"]);
    rows = await outboxRows(t.db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("backs off 30 s, 1 min, 2 min, 4 min … up to 15 min", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it("keeps trying for 24 hours, then marks the email failed with the last error", async () => {
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${await freePort()}` };
    await submit(t);
    // Retried for nearly a day: one more failure and the next attempt would fall past 24 hours.
    let attempts = 1;
    while (retriedForMs(attempts + 1) + retryDelayMs(attempts + 1) <= GIVE_UP_AFTER_MS) attempts++;
    await t.db.update(outbox).set({ attempts });
    const log = recordingLogger();
    expect(await testWorker(t.db, config, log).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 2 });
    const rows = await outboxRows(t.db);
    expect(rows.every((row) => row.status === "failed" && row.lastError)).toBe(true);
    expect(log.lines.filter((line) => line.level === "error")).toHaveLength(2);
  });

  it("does not give up on a young email even after many attempts", async () => {
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${await freePort()}` };
    await submit(t);
    await t.db.update(outbox).set({ createdAt: new Date(Date.now() - 60 * 60_000), attempts: 12 });
    expect(await testWorker(t.db, config).runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
  });

  it("gives an email kept for days without SMTP_URL its full day of retries", async () => {
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${await freePort()}` };
    await submit(t);
    await t.db.update(outbox).set({ createdAt: new Date(Date.now() - 5 * GIVE_UP_AFTER_MS) });
    expect(await testWorker(t.db, config).runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
  });

  it("sends everything waiting at once, without waiting out each email's backoff, and logs the outage once", async () => {
    const port = await freePort();
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    for (let n = 0; n < 10; n++) await submit(t, { ...enquiry, email: `visitor${n}@example.com` });
    const log = recordingLogger();
    // One lane: the first failure shows the server is down, and the other 19 are not tried one by one.
    const worker = testWorker(t.db, config, log, { concurrency: 1 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 20, failed: 0 });
    expect(log.lines.filter((line) => line.level === "warn")).toHaveLength(1);
    for (const row of await outboxRows(t.db)) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    // Still down: nothing due, nothing sent.
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // The relay is back; every email is still 30 s from its next attempt. The next round notices.
    sink = await startSmtpSink({ port });
    expect(await worker.runOnce()).toEqual({ sent: 20, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(20);
    expect(new Set(sink.received.map((mail) => mail.headers["message-id"])).size).toBe(20);
    expect((await outboxRows(t.db)).every((row) => row.status === "sent" && row.attempts === 2)).toBe(true);
    expect(log.lines.find((line) => line.message.includes("answers again"))?.object).toMatchObject({ deferredEmails: 20 });
  });

  it("sends the rest at once as soon as one email goes through", async () => {
    const port = await freePort();
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    for (let n = 0; n < 3; n++) await submit(t, { ...enquiry, email: `visitor${n}@example.com` });
    // Never asks the server whether it is back: only a delivery can tell.
    const worker = testWorker(t.db, config, recordingLogger(), { relayCheckIntervalMs: 60 * 60_000 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 6, failed: 0 });

    sink = await startSmtpSink({ port });
    // One email reaches its next attempt; the other five are minutes away.
    const [first] = await outboxRows(t.db);
    await t.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, first!.id));
    expect(await worker.runOnce()).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(6);
  });
});

describe("several instances, restarts and crashes", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.received.length = 0;
  });

  /** A second instance's database handle: its own pools on PostgreSQL; the one embedded database otherwise. */
  async function secondInstanceDatabase() {
    const shared = await getTestDatabase();
    if (shared.kind === "pglite") return { handle: shared, close: async () => {} };
    const handle = await openDatabase({ databaseUrl: testDatabaseUrl()!, dataDir: "" });
    return { handle, close: () => handle.close() };
  }

  async function queueEmails(db: Database, count: number) {
    await db.transaction(async (tx) => {
      for (let n = 0; n < count; n++) {
        await enqueueEmail(tx, { purpose: "test", to: `visitor${n}@example.com`, subject: `Hello ${n}`, text: "Hi", html: "<p>Hi</p>" });
      }
    });
  }

  it("delivers what an app accepted but never sent, from a new worker on the same database", async () => {
    const first = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000 });
    expect((await submit(first)).statusCode).toBe(201);
    await first.app.close(); // the process goes away before any worker ran

    // A new process: a new app and worker on the same database (not emptied).
    const config = testConfig({ smtpUrl: sink.url });
    const second = await buildApp({ config, database: await getTestDatabase(), logger: false });
    expect(await testWorker(second.services.db, config).runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([enquiry.email, config.staffEmail].sort());
    await second.close();
  });

  it("delivers what an instance claimed and never sent (it died), once its claim runs out", async () => {
    const t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, smtpUrl: sink.url });
    for (let n = 0; n < 5; n++) await submit(t, { ...enquiry, email: `visitor${n}@example.com` });
    // An instance claimed a batch (attempt 1, locked for 5 minutes) and died (kill -9) before sending any of it.
    expect(await claimDueOutboxRows(t.db, { limit: 6, lockMs: 5 * 60_000 })).toHaveLength(6);

    const replacement = testWorker(t.db, t.config);
    expect(await replacement.runOnce()).toEqual({ sent: 4, retrying: 0, failed: 0 });

    await t.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(sql`${outbox.status} = 'pending'`);
    expect(await replacement.runOnce()).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(new Set(sink.received.map((mail) => mail.headers["message-id"])).size).toBe(10);
    expect((await outboxRows(t.db)).map((row) => row.attempts).sort()).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    await t.app.close();
  });

  it("delivers each email exactly once when two instances' workers run at the same time", async () => {
    const t = await createTestApp();
    const other = await secondInstanceDatabase();
    try {
      await queueEmails(t.db, 150);
      const config = { ...t.config, smtpUrl: sink.url };
      // Small batches, so the two workers claim many times over, side by side.
      const workers = [
        testWorker(backgroundDb(await getTestDatabase()), config, recordingLogger(), { batchSize: 10 }),
        testWorker(backgroundDb(other.handle), config, recordingLogger(), { batchSize: 10 }),
      ];
      const rounds = await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(rounds[0]!.sent + rounds[1]!.sent).toBe(150);
      if (other.handle.kind === "postgres") expect(Math.min(rounds[0]!.sent, rounds[1]!.sent)).toBeGreaterThan(0);
      expect(sink.received).toHaveLength(150);
      expect(new Set(sink.received.map((mail) => mail.headers["message-id"])).size).toBe(150);
      expect((await outboxRows(t.db)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      await Promise.all(workers.map((worker) => worker.stop()));
    } finally {
      await other.close();
      await t.app.close();
    }
  });
});

describe("stopping the worker", () => {
  it("finishes the emails in hand and hands the rest of its batch back, untouched, for the next start", async () => {
    const t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000 });
    for (let n = 0; n < 6; n++) await submit(t, { ...enquiry, email: `visitor${n}@example.com` });
    const holder: { worker?: OutboxWorker } = {};
    let stopped: Promise<void> | undefined;
    // A mail server that asks the worker to stop while it receives the first message.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 200,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          stopped ??= holder.worker!.stop();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    const config = { ...t.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    holder.worker = new OutboxWorker({ db: t.db, config, log: recordingLogger(), concurrency: 2 });
    holder.worker.start();
    await expect.poll(() => stopped !== undefined, { timeout: 10_000 }).toBe(true);
    await stopped;

    const rows = await outboxRows(t.db);
    const sent = rows.filter((row) => row.status === "sent");
    const handedBack = rows.filter((row) => row.status === "pending");
    // At most the two in flight were finished; the other ten go back as they were.
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.length + handedBack.length).toBe(12);
    for (const row of handedBack) expect(row).toMatchObject({ attempts: 0, lockedUntil: null });
    await new Promise<void>((resolve) => server.close(() => resolve()));

    // The next start sends exactly the rest.
    const sink = await startSmtpSink();
    expect(await testWorker(t.db, { ...t.config, smtpUrl: sink.url }).runOnce()).toEqual({ sent: handedBack.length, retrying: 0, failed: 0 });
    expect(new Set(sink.received.map((mail) => mail.headers["message-id"])).size).toBe(handedBack.length);
    await sink.close();
    await t.app.close();
  });
});

describe("without SMTP_URL", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000, smtpUrl: undefined });
  });
  afterEach(() => t.app.close());

  it("keeps emails pending and logs each one once, by subject and recipient", async () => {
    await submit(t);
    const log = recordingLogger();
    const worker = testWorker(t.db, t.config, log);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const rows = await outboxRows(t.db);
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ["pending", 0, NO_SMTP_NOTE],
      ["pending", 0, NO_SMTP_NOTE],
    ]);
    expect(log.lines).toHaveLength(2);
    expect(log.lines.map((line) => (line.object as { to: string }).to).sort()).toEqual([enquiry.email, t.config.staffEmail].sort());
    for (const line of log.lines) {
      expect(line.object).toHaveProperty("subject");
      expect(JSON.stringify(line.object)).not.toContain(enquiry.message.slice(0, 10));
    }
  });

  it("sends them once SMTP_URL is configured", async () => {
    await submit(t);
    await testWorker(t.db, t.config).runOnce();
    const sink = await startSmtpSink();
    try {
      expect(await testWorker(t.db, { ...t.config, smtpUrl: sink.url }).runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
      expect(sink.received).toHaveLength(2);
    } finally {
      await sink.close();
    }
  });
});

describe("webhooks", () => {
  let t: TestApp;
  let server: http.Server;
  let received: Array<{ body: unknown; contentType: string | undefined }>;
  let answer = 200;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({ body: JSON.parse(body), contentType: request.headers["content-type"] });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/exec?key=secret-key`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(async () => {
    received = [];
    answer = 200;
    t = await createTestApp({ smtpUrl: undefined });
  });
  afterEach(() => t.app.close());

  it("POSTs the JSON body, without SMTP_URL too", async () => {
    await enqueueWebhook(t.db, { purpose: "newsletter-webhook", url, body: { email: "a@example.com", timestamp: "2026-11-21T10:00:00.000Z", source: "Blog Page" } });
    expect(await testWorker(t.db, t.config).runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received).toEqual([
      { body: { email: "a@example.com", timestamp: "2026-11-21T10:00:00.000Z", source: "Blog Page" }, contentType: "application/json" },
    ]);
  });

  it("retries a webhook that answers with an error, without writing its URL into the error", async () => {
    answer = 503;
    await enqueueWebhook(t.db, { purpose: "newsletter-webhook", url, body: { email: "b@example.com" } });
    const worker = testWorker(t.db, t.config);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [row] = await outboxRows(t.db);
    expect(row!.lastError).toBe("The webhook answered HTTP 503");
    answer = 200;
    await makeEverythingDue(t);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(2);
  });
});

describe("the outbox and its row", () => {
  it("saves nothing when the transaction that queued an email fails", async () => {
    const t = await createTestApp();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(contacts).values({ name: "A", email: "a@example.com", subject: "S", message: "M" });
        await enqueueEmail(tx, { purpose: "contact-confirmation", to: "a@example.com", subject: "S", text: "T", html: "<p>T</p>" });
        throw new Error("something after the insert failed");
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(contacts)).toHaveLength(0);
    expect(await outboxRows(t.db)).toHaveLength(0);
    notifyOutbox(); // harmless with no worker listening
    await t.app.close();
  });
});
