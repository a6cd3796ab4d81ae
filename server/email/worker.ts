import { and, eq, gt, inArray, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { describeCause, type DatabaseAvailability } from "../db/availability.ts";
import { countOutboxDelivery } from "../metrics/metrics.ts";
import { loadCompanyDetails } from "../modules/site-content/company.ts";
import { type EmailCompany, withCompanyDetails } from "./layout.ts";
import { type ClaimedRow, claimDueOutboxRows, type EmailPayload, messageIdDomain, outboxSignal, type WebhookPayload } from "./outbox.ts";

/**
 * Delivers the outbox: emails through SMTP_URL with nodemailer, webhooks as JSON POSTs.
 *
 * - Fast: a few SMTP connections stay open (nodemailer's pool) and several messages are in flight
 *   at once; rows are claimed in batches (bench:outbox: hundreds of messages a second to a local
 *   SMTP server, where one connection and one claim per message managed 9).
 * - Exactly once across app instances on one PostgreSQL: a worker claims due rows with
 *   `FOR UPDATE SKIP LOCKED` and marks them `locked_until` a few minutes ahead, so no two workers
 *   hold the same row. A worker that dies holding rows only delays them until the claim ends; a
 *   worker never starts a delivery so late that the claim could run out before it finishes.
 * - A row is marked `sent` as soon as the SMTP server (or webhook) accepts it, on the worker's own
 *   database connection (DatabaseHandle.background), so the update never waits behind HTTP
 *   requests: a crash between the two, which would send it twice, is a window of milliseconds
 *   (each email carries a stable Message-ID so mail systems can tell). A crash before sending
 *   never loses it.
 * - Failures retry with exponential backoff (30 s, 1 min, 2 min … at most 15 min apart) for 24 hours,
 *   then the row is marked `failed` with the last error. When the mail server itself is down, the
 *   rest of the batch is not tried one by one; while it stays down the worker asks it every few
 *   seconds whether it is back, and as soon as it is (or any email goes through), every email
 *   waiting out its backoff is sent at once.
 * - Wakes at once when this process commits new rows (`notifyOutbox()`), else polls every few seconds.
 * - Without SMTP_URL, emails stay `pending` and each is logged once; they go out once SMTP_URL is set.
 * - Each email's header and footer show the company details stored when it is sent (one read per batch).
 */

export interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  /** Best on connections of its own (`backgroundDb(database)`), so its writes never queue behind requests. */
  db: Database;
  config: Pick<Config, "smtpUrl" | "mailFrom" | "publicUrl">;
  log: WorkerLogger;
  /** Database trouble is logged there, as the same episode the requests meet (one line per outage). */
  databaseAvailability?: DatabaseAvailability;
  /** How often to look for due rows when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** Rows claimed per round trip. */
  batchSize?: number;
  /** SMTP connections kept open, and deliveries in flight at once. */
  concurrency?: number;
  /** How long a claim lasts; a delivery is only started while at least MAX_DELIVERY_MS of it is left. */
  lockMs?: number;
  webhookTimeoutMs?: number;
  /** While the mail server is down, how often to ask whether it is back. */
  relayCheckIntervalMs?: number;
}

/** The longest one delivery can take: SMTP connect (15 s) + greeting (15 s) + socket idle (60 s), rounded up. */
export const MAX_DELIVERY_MS = 2 * 60_000;
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_DELAY_MS = 15 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const NO_SMTP_NOTE = "Not sent: SMTP_URL is not set. The email is kept and goes out once SMTP_URL is configured.";

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, 4 min … capped at 15 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

/**
 * How long a message has been retried for after `attempts` failed attempts: the sum of the waits
 * between them. Measured from the first attempt, not from when it was queued, so an email kept for
 * days without SMTP_URL still gets its full day of retries once SMTP is configured.
 */
export function retriedForMs(attempts: number): number {
  let total = 0;
  for (let attempt = 1; attempt < attempts; attempt++) total += retryDelayMs(attempt);
  return total;
}

/** nodemailer's codes for a message the server refused (the server itself works). */
const MESSAGE_REFUSED_CODES = new Set(["EENVELOPE", "EMESSAGE", "EMAXLIMIT"]);

/** True when an email failed because the mail server could not be reached or used at all, not because of the message. */
function isRelayFailure(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return !MESSAGE_REFUSED_CODES.has(code ?? "") || responseCode === 421;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

type Outcome = "sent" | "retrying" | "failed";

export class OutboxWorker {
  private readonly db: Database;
  private readonly log: WorkerLogger;
  private readonly databaseAvailability: DatabaseAvailability | undefined;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly lockMs: number;
  private readonly webhookTimeoutMs: number;
  private readonly relayCheckIntervalMs: number;
  private readonly mailFrom: string;
  private readonly messageIdDomain: string;
  private readonly transport: Transporter | undefined;

  private loop: Promise<void> | undefined;
  private stopping = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | undefined;
  private readonly onEnqueued = () => this.wake();
  /** Set when an email failed because the mail server was unreachable; cleared once one goes through. */
  private relayDownSince: number | undefined;
  private relayCheckedAt = 0;
  /** When delivery rounds started failing (the database out of reach), until one succeeds. */
  private failingSince: number | undefined;
  private readonly sentMarks: SentMarks;

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.databaseAvailability = options.databaseAvailability;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 50;
    this.concurrency = options.concurrency ?? 5;
    this.lockMs = Math.max(options.lockMs ?? 5 * 60_000, MAX_DELIVERY_MS + 60_000);
    this.webhookTimeoutMs = options.webhookTimeoutMs ?? 10_000;
    this.relayCheckIntervalMs = options.relayCheckIntervalMs ?? 10_000;
    this.sentMarks = new SentMarks(this.db);
    this.mailFrom = options.config.mailFrom;
    this.messageIdDomain = messageIdDomain(options.config.publicUrl);
    this.transport = options.config.smtpUrl
      ? nodemailer.createTransport({
          url: options.config.smtpUrl,
          // A few connections kept open and reused, instead of one connection per message.
          pool: true,
          maxConnections: this.concurrency,
          // Fail fast on a dead server; the row is retried later anyway.
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 60_000,
        })
      : undefined;
  }

  /** Starts delivering in the background until `stop()`. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    outboxSignal().on("enqueued", this.onEnqueued);
    this.loop = this.run();
  }

  /**
   * Finishes the deliveries in progress (waiting at most `graceMs`), hands back the rest of its batch,
   * then stops. Call before closing the database. A delivery cut short is retried once its claim ends.
   */
  async stop(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    outboxSignal().off("enqueued", this.onEnqueued);
    this.wakeSleeper?.();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([this.loop, grace]);
    clearTimeout(timer);
    this.loop = undefined;
    this.transport?.close();
  }

  /** Delivers now instead of at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.wakeSleeper?.();
  }

  /**
   * One delivery round: logs emails that cannot be sent (no SMTP_URL), checks whether a mail
   * server that was down is back, then claims and delivers due rows until none are left. Tests
   * and the benchmark call it directly.
   */
  async runOnce(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
    if (!this.transport) await this.logUnsendableEmails();
    else await this.checkWhetherRelayIsBack();
    while (!this.stopping) {
      const claimedAt = Date.now();
      const rows = await this.claimDueRows();
      if (rows.length === 0) break;
      await this.deliverBatch(rows, claimedAt, round);
    }
    return round;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.wakeRequested = false;
      try {
        await this.runOnce();
        if (this.failingSince !== undefined) {
          this.log.info({ seconds: Math.round((Date.now() - this.failingSince) / 1000) }, "outbox: delivering again");
          this.failingSince = undefined;
        }
      } catch (error) {
        // Usually the database is unreachable for a moment: try again at each poll, and say so once
        // (the database's own line when that is the cause). The cause only: the failed query's
        // parameters would put the emails into the log.
        const databaseTrouble = this.databaseAvailability?.noticed(error) ?? false;
        if (this.failingSince === undefined && !databaseTrouble) {
          this.log.error({ cause: describeCause(error) }, "outbox: delivery round failed; retrying at every poll");
        }
        this.failingSince ??= Date.now();
      }
      await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    if (this.stopping || this.wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.wakeSleeper = done;
    });
  }

  /**
   * Delivers a claimed batch, `concurrency` at a time. Stops starting deliveries when the worker
   * stops, or when the claim would run out before a slow delivery could finish (another worker may
   * claim the row then), and hands those rows back untried. Once the mail server proves unreachable,
   * the batch's other emails are recorded as failed with the same error instead of each being tried.
   */
  private async deliverBatch(rows: ClaimedRow[], claimedAt: number, round: DeliveryRound): Promise<void> {
    const startBy = claimedAt + this.lockMs - MAX_DELIVERY_MS;
    const untried: string[] = [];
    let relayError: unknown;
    /** The database failed (a write after a delivery): start nothing more, let the round fail. */
    let databaseError: unknown;
    let next = 0;
    const company = rows.some((row) => row.kind === "email") ? await this.currentCompany() : undefined;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if (this.stopping || databaseError !== undefined || Date.now() > startBy) {
          untried.push(row.id);
          continue;
        }
        try {
          let outcome: Outcome;
          if (row.kind === "email" && relayError !== undefined) {
            outcome = await this.recordFailure(row, relayError, { quiet: true });
          } else {
            const result = await this.deliver(row, company);
            outcome = result.outcome;
            if (result.relayError !== undefined) relayError ??= result.relayError;
          }
          round[outcome] += 1;
          countOutboxDelivery(row.kind, outcome);
        } catch (error) {
          // The row keeps its claim until it runs out, then it is tried again.
          databaseError ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    // Shutting down, short of time or without a database: hand the rest back at once rather than
    // leaving them locked for minutes (if the database takes it; otherwise their claims run out).
    await this.releaseClaims(untried).catch((error: unknown) => (databaseError ??= error));
    if (databaseError !== undefined) throw databaseError;
  }

  private async claimDueRows(): Promise<ClaimedRow[]> {
    return claimDueOutboxRows(this.db, {
      limit: this.batchSize,
      lockMs: this.lockMs,
      // Without SMTP_URL only webhooks can go.
      kinds: !this.transport ? ["webhook"] : undefined,
    });
  }

  private async releaseClaims(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outbox)
      .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(inArray(outbox.id, ids));
  }

  /** The company details for the emails' headers and footers; unreadable, the ones they were written with stay. */
  private async currentCompany(): Promise<EmailCompany | undefined> {
    return loadCompanyDetails(this.db).catch(() => undefined);
  }

  private async deliver(row: ClaimedRow, company: EmailCompany | undefined): Promise<{ outcome: Outcome; relayError?: unknown }> {
    try {
      if (row.kind === "email") {
        const payload = row.payload as EmailPayload;
        await this.sendEmail(row.id, company ? withCompanyDetails(payload, company) : payload);
      } else await this.postWebhook(row.payload as WebhookPayload);
    } catch (error) {
      const relayDown = row.kind === "email" && isRelayFailure(error);
      if (relayDown) this.relayDownSince ??= Date.now();
      return { outcome: await this.recordFailure(row, error), relayError: relayDown ? error : undefined };
    }
    // At once, on the worker's own connection: until this commits, a crash would send it again.
    await this.sentMarks.mark(row.id);
    if (row.kind === "email" && this.relayDownSince !== undefined) await this.relayIsBack();
    return { outcome: "sent" };
  }

  /**
   * While the mail server is known to be down, asks it (at most every `relayCheckIntervalMs`)
   * whether it is back, so waiting emails go out within seconds of it returning rather than at
   * each one's next backoff step.
   */
  private async checkWhetherRelayIsBack(): Promise<void> {
    if (this.relayDownSince === undefined || Date.now() - this.relayCheckedAt < this.relayCheckIntervalMs) return;
    this.relayCheckedAt = Date.now();
    const answers = await this.transport!.verify().then(
      () => true,
      () => false,
    );
    if (answers) await this.relayIsBack();
  }

  /** Every email waiting out a backoff (on any instance) becomes due now. */
  private async relayIsBack(): Promise<void> {
    const downForSeconds = Math.round((Date.now() - (this.relayDownSince ?? Date.now())) / 1000);
    this.relayDownSince = undefined;
    const deferred = await this.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.kind, "email"), eq(outbox.status, "pending"), gt(outbox.nextAttemptAt, sql`now()`)))
      .returning({ id: outbox.id });
    this.log.info({ downForSeconds, deferredEmails: deferred.length }, "outbox: the mail server answers again; sending the waiting emails now");
  }

  private async sendEmail(id: string, email: EmailPayload): Promise<void> {
    await this.transport!.sendMail({
      from: email.from ?? this.mailFrom,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
      // Stable across retries, so a message sent twice (crash after the server accepted it) is recognisable.
      messageId: `<${id}@${this.messageIdDomain}>`,
    });
  }

  private async postWebhook(webhook: WebhookPayload): Promise<void> {
    const response = await fetch(webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(webhook.body),
      signal: AbortSignal.timeout(this.webhookTimeoutMs),
    });
    await response.body?.cancel();
    // The URL may carry a secret key: the error names the status only.
    if (!response.ok) throw new Error(`The webhook answered HTTP ${response.status}`);
  }

  private async recordFailure(row: ClaimedRow, error: unknown, { quiet = false } = {}): Promise<"retrying" | "failed"> {
    const reason = describeError(error);
    const delayMs = retryDelayMs(row.attempts);
    const giveUp = retriedForMs(row.attempts) + delayMs > GIVE_UP_AFTER_MS;
    await this.db
      .update(outbox)
      .set(
        giveUp
          ? { status: "failed", lockedUntil: null, lastError: reason }
          : { nextAttemptAt: sql`now() + (${delayMs}::int * interval '1 millisecond')`, lockedUntil: null, lastError: reason },
      )
      .where(eq(outbox.id, row.id));
    const details = { outboxId: row.id, kind: row.kind, purpose: row.purpose, attempts: row.attempts, reason };
    if (giveUp) {
      this.log.error(details, "outbox: giving up after 24 hours of failed attempts");
      return "failed";
    }
    // One line per outage of the mail server, not one per email it could not take.
    if (!quiet) this.log.warn({ ...details, retryInSeconds: delayMs / 1000 }, "outbox: delivery failed, will retry");
    return "retrying";
  }

  /** Without SMTP_URL: note and log each pending email once (the note marks it as logged). */
  private async logUnsendableEmails(): Promise<void> {
    const rows = await this.db
      .update(outbox)
      .set({ lastError: NO_SMTP_NOTE })
      .where(
        and(
          eq(outbox.kind, "email"),
          eq(outbox.status, "pending"),
          sql`${outbox.lastError} IS DISTINCT FROM ${NO_SMTP_NOTE}`,
        ),
      )
      .returning({ id: outbox.id, purpose: outbox.purpose, payload: outbox.payload });
    for (const row of rows) {
      const email = row.payload as EmailPayload;
      this.log.info(
        { outboxId: row.id, purpose: row.purpose, to: email.to, subject: email.subject },
        "outbox: SMTP_URL is not set, so this email is kept in the outbox and not sent",
      );
    }
  }
}

/**
 * Marks rows sent as soon as their delivery is accepted. Marks that arrive while an update is
 * running go together in the next one, so a busy worker makes one round trip for several messages
 * and a quiet one makes it at once: each mark waits at most for one update before its own.
 */
class SentMarks {
  private waiting: Array<{ id: string; done: () => void; failed: (error: unknown) => void }> = [];
  private flushing = false;

  constructor(private readonly db: Database) {}

  mark(id: string): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ id, done, failed });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush() {
    this.flushing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.db
          .update(outbox)
          .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(inArray(outbox.id, batch.map((entry) => entry.id)));
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.failed(error);
      }
    }
    this.flushing = false;
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const name = error.name === "TimeoutError" || error.name === "AbortError" ? "Timed out" : error.message;
    return name.slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}

/** Builds and starts a worker (server/start.ts). */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const worker = new OutboxWorker(options);
  worker.start();
  return worker;
}
