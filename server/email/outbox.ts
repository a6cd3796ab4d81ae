import { EventEmitter } from "node:events";
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
