import { and, asc, count, eq, ilike, or, type SQL, sql, sum } from "drizzle-orm";
import {
  type AdminContact,
  CONTACT_ADMIN_MESSAGES,
  type ContactDetail,
  type ContactListQuery,
  type ContactListResponse,
  type ContactReply,
} from "#contracts/contact-admin.ts";
import type { ContactStatus } from "#contracts/statuses.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/query-helpers.ts";
import { admins, contactReplies, contacts, contactStatusCounts } from "../../db/schema.ts";
import { enqueueEmail } from "../../email/outbox.ts";
import { contactReplyEmail, contactThreadHeaders } from "../../email/templates/contact.ts";
import { notFound } from "../../http-error.ts";
import { loadCompanyName } from "../site-content/company.ts";

/** The admin side of contacts: the inbox list, one contact with its thread, status, delete and reply. */

type ContactRow = typeof contacts.$inferSelect;

export function toAdminContact(row: ContactRow): AdminContact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Newest first. Exactly the order of contacts_created_at_idx and contacts_status_created_at_idx
 * (created_at DESC NULLS LAST, id): PostgreSQL only walks an index for ORDER BY when even the NULLS
 * placement matches, and then a page reads LIMIT rows however many contacts there are.
 */
const newestFirst = [sql`${contacts.createdAt} DESC NULLS LAST`, asc(contacts.id)];

/** One page of contacts, newest first, with the number of matches. */
export async function listContacts(db: Database, query: ContactListQuery): Promise<ContactListResponse> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(contacts.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.subject, pattern), ilike(contacts.message, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, total] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // The kept counts answer "all contacts" and "one status"; a list with any other condition is counted.
    conditions.length === (query.status ? 1 : 0) ? countByStatus(db, query.status) : countMatches(db, where),
  ]);
  return { data: rows.map(toAdminContact), total, page: query.page, pageSize: query.pageSize };
}

async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(contacts).where(where);
  return counted?.total ?? 0;
}

/** Without a search, the total is read from the counts the triggers keep, not by counting every row. */
async function countByStatus(db: Database, status: ContactStatus | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: sum(contactStatusCounts.total).mapWith(Number) })
    .from(contactStatusCounts)
    .where(status ? eq(contactStatusCounts.status, status) : undefined);
  return counted?.total ?? 0;
}

async function findContactRow(db: Database, id: string): Promise<ContactRow> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!row) throw notFound(CONTACT_ADMIN_MESSAGES.notFound);
  return row;
}

/** A contact with its replies, oldest reply first (the thread reads top to bottom). */
export async function getContact(db: Database, id: string): Promise<ContactDetail> {
  const row = await findContactRow(db, id);
  const replies = await db
    .select({ reply: contactReplies, adminName: admins.name, adminEmail: admins.email })
    .from(contactReplies)
    .leftJoin(admins, eq(admins.id, contactReplies.adminId))
    .where(eq(contactReplies.contactId, row.id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...toAdminContact(row),
    replies: replies.map(({ reply, adminName, adminEmail }) =>
      toContactReply(reply, adminName && adminEmail ? { name: adminName, email: adminEmail } : null),
    ),
  };
}

function toContactReply(row: typeof contactReplies.$inferSelect, admin: ContactReply["admin"]): ContactReply {
  return { _id: row.id, message: row.message, createdAt: row.createdAt.toISOString(), admin };
}

export async function updateContactStatus(db: Database, id: string, status: ContactStatus): Promise<AdminContact> {
  const [row] = await db.update(contacts).set({ status }).where(eq(contacts.id, id)).returning();
  if (!row) throw notFound(CONTACT_ADMIN_MESSAGES.notFound);
  return toAdminContact(row);
}

/** Deletes the contact and (by the foreign key's cascade) its replies. */
export async function deleteContact(db: Database, id: string): Promise<{ name: string; subject: string }> {
  const [deleted] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ name: contacts.name, subject: contacts.subject });
  if (!deleted) throw notFound(CONTACT_ADMIN_MESSAGES.notFound);
  return deleted;
}

/**
 * Answers a contact by email. In one transaction: the reply is stored with the contact (so the thread
 * shows it), the email is queued in the outbox (to the address the visitor gave, quoting their message,
 * from MAIL_FROM, reply-to the staff address, in one thread with the other replies), and the contact
 * becomes `replied`. If any step fails, nothing is stored and nothing is sent.
 */
export async function replyToContact(
  db: Database,
  config: Pick<Config, "mailFrom" | "staffEmail" | "publicUrl">,
  input: { contactId: string; message: string; adminId: string },
): Promise<{ contact: AdminContact; reply: ContactReply }> {
  const [admin] = await db.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, input.adminId));

  return db.transaction(async (tx) => {
    // Updating first locks the contact row, so a concurrent delete cannot slip between the steps.
    const [contact] = await tx.update(contacts).set({ status: "replied" }).where(eq(contacts.id, input.contactId)).returning();
    if (!contact) throw notFound(CONTACT_ADMIN_MESSAGES.notFound);
    const [reply] = await tx
      .insert(contactReplies)
      .values({ contactId: contact.id, adminId: input.adminId, message: input.message })
      .returning();
    const email = contactReplyEmail({
      brand: await loadCompanyName(tx),
      contact,
      reply: input.message,
      staffName: admin?.name && admin.name !== "Administrator" ? admin.name : null,
      siteUrl: config.publicUrl,
    });
    await enqueueEmail(tx, {
      purpose: "contact-reply",
      to: contact.email,
      from: config.mailFrom,
      replyTo: config.staffEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: contactThreadHeaders(contact.id, config.publicUrl),
    });
    return { contact: toAdminContact(contact), reply: toContactReply(reply!, admin ?? null) };
  });
}
