import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { type EmailPayload, outboxSignal, type WebhookPayload } from "./outbox.ts";

/**
 * Delivers the outbox: emails through SMTP_URL with nodemailer, webhooks as JSON POSTs.
 *
 * - Safe with several app instances on one PostgreSQL: a worker claims due rows with
 *   `FOR UPDATE SKIP LOCKED` and marks them `locked_until` a few minutes ahead, so no two workers
 *   hold the same row. A worker that dies while holding rows only delays them until the lock ends.
 * - A row is marked `sent` as soon as the SMTP server (or webhook) accepts it. A crash between the
 *   two can send it twice (each email carries a stable Message-ID so mail systems can tell); a crash
 *   before sending never loses it.
 * - Failures retry with exponential backoff (30 s, 1 min, 2 min … at most 15 min apart) for 24 hours,
 *   then the row is marked `failed` with the last error.
 * - Wakes at once when this process commits new rows (`notifyOutbox()`), else polls every few seconds.
 * - Without SMTP_URL, emails stay `pending` and each is logged once; they go out once SMTP_URL is set.
 */

export interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Database;
  config: Pick<Config, "smtpUrl" | "mailFrom" | "publicUrl">;
  log: WorkerLogger;
  /** How often to look for due rows when nothing wakes the worker. */
  pollIntervalMs?: number;
  /** Rows claimed per round trip. */
  batchSize?: number;
  /** How long a claim lasts; longer than the slowest delivery can take. */
  lockMs?: number;
  webhookTimeoutMs?: number;
}

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

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

type ClaimedRow = Pick<typeof outbox.$inferSelect, "id" | "kind" | "purpose" | "payload" | "attempts" | "createdAt">;

export class OutboxWorker {
  private readonly db: Database;
  private readonly log: WorkerLogger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly lockMs: number;
  private readonly webhookTimeoutMs: number;
  private readonly mailFrom: string;
  private readonly messageIdDomain: string;
  private readonly transport: Transporter | undefined;

  private loop: Promise<void> | undefined;
  private stopping = false;
  private wakeRequested = false;
  private wakeSleeper: (() => void) | undefined;
  private readonly onEnqueued = () => this.wake();

  constructor(options: OutboxWorkerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    // One row per claim: a claim is held for `lockMs`, which must outlast one slow delivery
    // (15 s connect + 15 s greeting + 60 s socket), not a whole batch of them.
    this.batchSize = options.batchSize ?? 1;
    this.lockMs = options.lockMs ?? 5 * 60_000;
    this.webhookTimeoutMs = options.webhookTimeoutMs ?? 10_000;
    this.mailFrom = options.config.mailFrom;
    this.messageIdDomain = new URL(options.config.publicUrl).hostname || "vistaar.local";
    this.transport = options.config.smtpUrl
      ? nodemailer.createTransport({
          url: options.config.smtpUrl,
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
   * Finishes the delivery in progress (waiting at most `graceMs`), hands back the rest of its batch,
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
   * One delivery round: logs emails that cannot be sent (no SMTP_URL), then claims and delivers
   * due rows until none are left. Tests call it directly.
   */
  async runOnce(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
    if (!this.transport) await this.logUnsendableEmails();
    for (;;) {
      const rows = await this.claimDueRows();
      for (const [index, row] of rows.entries()) {
        if (this.stopping) {
          // Shutting down: hand the rest back at once rather than leaving them locked for minutes.
          await this.releaseClaims(rows.slice(index).map((claimed) => claimed.id));
          return round;
        }
        const outcome = await this.deliver(row);
        round[outcome] += 1;
      }
      if (rows.length < this.batchSize || this.stopping) return round;
    }
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.wakeRequested = false;
      try {
        await this.runOnce();
      } catch (error) {
        // Usually the database is unreachable for a moment; try again at the next poll.
        this.log.error({ err: error }, "outbox: delivery round failed");
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

  private async claimDueRows(): Promise<ClaimedRow[]> {
    const deliverable = this.transport ? undefined : eq(outbox.kind, "webhook");
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
          deliverable,
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return this.db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + (${this.lockMs}::int * interval '1 millisecond')`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        kind: outbox.kind,
        purpose: outbox.purpose,
        payload: outbox.payload,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
      });
  }

  private async releaseClaims(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(outbox)
      .set({ lockedUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(inArray(outbox.id, ids));
  }

  private async deliver(row: ClaimedRow): Promise<"sent" | "retrying" | "failed"> {
    try {
      if (row.kind === "email") await this.sendEmail(row.id, row.payload as EmailPayload);
      else await this.postWebhook(row.payload as WebhookPayload);
    } catch (error) {
      return this.recordFailure(row, error);
    }
    await this.db
      .update(outbox)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
    return "sent";
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

  private async recordFailure(row: ClaimedRow, error: unknown): Promise<"retrying" | "failed"> {
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
    this.log.warn({ ...details, retryInSeconds: delayMs / 1000 }, "outbox: delivery failed, will retry");
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
