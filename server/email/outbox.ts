import { EventEmitter } from "node:events";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { outbox } from "../db/schema.ts";

/** An email as it waits in the outbox; both parts are required, user fields already escaped in `html`. */
export interface OutgoingEmail {
  /** What it is for, e.g. "contact-confirmation", "contact-notification", "contact-reply". */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** The domain of the Message-IDs the worker gives emails (`<{outbox id}@{domain}>`): the public site's host. */
export const messageIdDomain = (publicUrl: string) => new URL(publicUrl).hostname || "vistaar.local";

/** The stored payload of an email row (what the worker hands to nodemailer). */
export type EmailPayload = Omit<OutgoingEmail, "purpose">;
/** The stored payload of a webhook row: a JSON POST of `body` to `url`. */
export interface WebhookPayload {
  url: string;
  body: unknown;
}

/**
 * Queues an email. Call it with the transaction that stores the row the email is about, so both
 * are saved or neither is; the delivery worker sends it (with retries) after the commit.
 * Call `notifyOutbox()` after the commit to have it sent at once rather than at the next poll.
 */
export async function enqueueEmail(db: Database | Transaction, email: OutgoingEmail): Promise<string> {
  const { purpose, ...payload } = email;
  const [row] = await db
    .insert(outbox)
    .values({ kind: "email", purpose, payload: payload satisfies EmailPayload })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Queues a JSON POST to an outside URL (e.g. the newsletter spreadsheet webhook), delivered like emails. */
export async function enqueueWebhook(
  db: Database | Transaction,
  webhook: { purpose: string; url: string; body: unknown },
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ kind: "webhook", purpose: webhook.purpose, payload: { url: webhook.url, body: webhook.body } satisfies WebhookPayload })
    .returning({ id: outbox.id });
  return row!.id;
}

export type OutboxKind = (typeof outbox.$inferSelect)["kind"];
export type ClaimedRow = Pick<typeof outbox.$inferSelect, "id" | "kind" | "purpose" | "payload" | "attempts" | "createdAt">;

/**
 * Claims up to `limit` due rows (pending, next attempt reached, not claimed by a live worker) for
 * `lockMs`, counting the attempt, oldest due first. One statement: rows another worker is claiming
 * at the same moment are skipped (`FOR UPDATE SKIP LOCKED`), and a claimed row is left alone until
 * its `locked_until` passes, so with any number of app instances each row goes to one worker; a
 * worker that dies only delays its rows until their claim runs out. Other background jobs (e.g.
 * scheduled publishing) can claim their rows the same way.
 */
export async function claimDueOutboxRows(
  db: Database,
  { limit, lockMs, kinds }: { limit: number; lockMs: number; kinds?: OutboxKind[] },
): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
        kinds ? inArray(outbox.kind, kinds) : undefined,
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + (${lockMs}::int * interval '1 millisecond')`,
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

// One signal per process, even if a module is loaded twice (the dev server reloads modules).
const SIGNAL_KEY = Symbol.for("vistaar.outbox.enqueued");
type GlobalWithSignal = typeof globalThis & { [SIGNAL_KEY]?: EventEmitter };

/** The in-process signal the delivery worker listens to. */
export function outboxSignal(): EventEmitter {
  const holder = globalThis as GlobalWithSignal;
  holder[SIGNAL_KEY] ??= new EventEmitter().setMaxListeners(100);
  return holder[SIGNAL_KEY];
}

/** Tells this process's delivery worker that new rows were committed, so it delivers them now. */
export function notifyOutbox() {
  outboxSignal().emit("enqueued");
}
