import { randomUUID } from "node:crypto";
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
import { isHoneypotFilled, parseBody } from "../../validation.ts";
import type { AppServices } from "../../services.ts";

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
  /** False for a honeypot hit: answered like a success, stored nowhere. */
  stored: boolean;
}

/**
 * Validates and stores an enquiry; throws a 400 HttpError `{ message, errors }` for bad input.
 * The contact row, the visitor's confirmation and the staff notification are one transaction.
 */
export async function submitContact(services: AppServices, body: unknown): Promise<ContactSubmissionResult> {
  if (isHoneypotFilled(body)) {
    return { record: honeypotRecord(body as Record<string, unknown>), stored: false };
  }
  const submission = parseBody(contactSubmissionSchema, body);
  const row = await storeContact(services, submission);
  return { record: toContactRecord(row), stored: true };
}

export async function storeContact(services: AppServices, submission: ValidContactSubmission): Promise<ContactRow> {
  const { config } = services;
  const row = await services.db.transaction(async (tx) => {
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
      await enqueueEmail(tx, contactConfirmationEmail(emailInput, { staffEmail: config.staffEmail }));
    }
    await enqueueEmail(tx, contactNotificationEmail(emailInput, { staffEmail: config.staffEmail, publicUrl: config.publicUrl }));
    return contact!;
  });
  notifyOutbox();
  return row;
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
