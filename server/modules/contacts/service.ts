import { randomUUID } from "node:crypto";
import { loadCompanyDetails } from "../site-content/company.ts";
import {
  type ContactRecord,
  contactSubmissionSchema,
  type ValidContactSubmission,
} from "#contracts/contact.ts";
import { and, count, gt, ne, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { contacts } from "../../db/schema.ts";
import { enqueueEmail, notifyOutbox } from "../../email/outbox.ts";
import { contactConfirmationEmail, contactNotificationEmail } from "../../email/templates/contact.ts";
import { findEarlierAnswer, type IdempotentSubmission, runOnce } from "../../idempotency/run-once.ts";
import { enforceFormEmailLimit } from "../../plugins/form-rate-limit.ts";
import type { AppServices } from "../../services.ts";
import { isHoneypotFilled, parseBody } from "../../validation.ts";

/**
 * Public contact submissions (POST /api/contact and the /contact route action share this).
 * Admin concerns (listing, replies, deletion) live in their own functions and routes.
 */

export type ContactRow = typeof contacts.$inferSelect;

/** The API shape of a stored contact (SPEC §3 "Contact (server record)"). */
export function toContactRecord(row: ContactRow): ContactRecord {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    source: row.source as ContactRecord["source"],
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ContactSubmissionResult {
  record: ContactRecord;
  /** False for a honeypot hit (answered like a success, stored nowhere) and for a repeat of an earlier submission. */
  stored: boolean;
}

export interface SubmissionOptions {
  /** The key the form made when it rendered (server/idempotency/run-once.ts); a repeat answers the first result. */
  idempotencyKey?: string;
}

/**
 * Validates and accepts an enquiry posted to a route action; throws a 400 HttpError `{ message, errors }`
 * for bad input and a 429 past the per-email limit.
 */
export async function submitContact(services: AppServices, body: unknown, options: SubmissionOptions = {}): Promise<ContactSubmissionResult> {
  if (isHoneypotFilled(body)) {
    return { record: honeypotRecord(body as Record<string, unknown>), stored: false };
  }
  return acceptContact(services, parseBody(contactSubmissionSchema, body), options);
}

/**
 * Accepts a valid enquiry: the answer of an earlier identical submission with the same key if there
 * is one (nothing stored, no email, no limit counted); else the per-email limit, then the contact row,
 * the visitor's confirmation and the staff notification in one transaction with the key.
 */
export async function acceptContact(
  services: AppServices,
  submission: ValidContactSubmission,
  { idempotencyKey }: SubmissionOptions = {},
): Promise<ContactSubmissionResult> {
  const once: IdempotentSubmission | undefined = idempotencyKey ? { scope: "contact", key: idempotencyKey, fields: submission } : undefined;
  const earlier = await findEarlierAnswer<ContactRecord>(services.db, once);
  if (earlier) return { record: earlier, stored: false };
  // Counted before the transaction: on PostgreSQL the limiter uses a connection of its own, and a
  // transaction waiting for a second connection deadlocks a busy pool. (Duplicates arriving at the
  // same instant each count; a retry after a lost reply does not: it was answered above.)
  await enforceFormEmailLimit(services, "contact", submission.email);
  const { answer, replayed } = await runOnce(services.db, once, async (tx) => toContactRecord(await insertContact(tx, services, submission)));
  if (!replayed) notifyOutbox();
  return { record: answer, stored: !replayed };
}

async function insertContact(tx: Transaction, services: AppServices, submission: ValidContactSubmission): Promise<ContactRow> {
  const { config } = services;
  const [contact] = await tx
    .insert(contacts)
    .values({
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      subject: submission.subject,
      message: submission.message,
      source: submission.source,
    })
    .returning();
  const emailInput = { ...contact!, source: submission.source };
  // At most 3 confirmations a day to one address, whoever sends the form from wherever: the staff
  // still get every enquiry, the address's owner is not flooded.
  if ((await recentEnquiriesFrom(tx, contact!.email, contact!.id)) < CONFIRMATIONS_PER_ADDRESS_PER_DAY) {
    const company = await loadCompanyDetails(tx);
    await enqueueEmail(tx, contactConfirmationEmail(emailInput, { staffEmail: config.staffEmail, company }));
  }
  await enqueueEmail(tx, contactNotificationEmail(emailInput, { staffEmail: config.staffEmail, publicUrl: config.publicUrl }));
  return contact!;
}

export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Enquiries from this address in the last 24 hours, before this one (contacts_email_created_at_idx). */
async function recentEnquiriesFrom(tx: Transaction, email: string, exceptId: string): Promise<number> {
  // Enquiries from one address are counted one transaction at a time, so a burst cannot all pass the check.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(lower(${email})))`);
  const [row] = await tx
    .select({ total: count() })
    .from(contacts)
    .where(and(sql`lower(${contacts.email}) = lower(${email})`, gt(contacts.createdAt, sql`now() - interval '1 day'`), ne(contacts.id, exceptId)));
  return row?.total ?? 0;
}

/** What a bot sees: a believable success built from what it sent, with nothing stored. */
export function honeypotRecord(body: Record<string, unknown>): ContactRecord {
  const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string).trim() : "");
  return {
    _id: randomUUID(),
    name: text("name"),
    email: text("email"),
    phone: text("phone") || null,
    subject: text("subject"),
    message: text("message"),
    status: "new",
    source: "contact-page",
    createdAt: new Date().toISOString(),
  };
}
