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

/**
 * Queues an email. Call it with the transaction that stores the row the email is about, so both
 * are saved or neither is; the delivery worker sends it (with retries) after the commit.
 */
export async function enqueueEmail(db: Database | Transaction, email: OutgoingEmail): Promise<string> {
  const { purpose, ...payload } = email;
  const [row] = await db.insert(outbox).values({ kind: "email", purpose, payload }).returning({ id: outbox.id });
  return row!.id;
}

/** Queues a JSON POST to an outside URL (e.g. the newsletter spreadsheet webhook), delivered like emails. */
export async function enqueueWebhook(
  db: Database | Transaction,
  webhook: { purpose: string; url: string; body: unknown },
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ kind: "webhook", purpose: webhook.purpose, payload: { url: webhook.url, body: webhook.body } })
    .returning({ id: outbox.id });
  return row!.id;
}
