import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { rowId, timestamp } from "./api-schema.ts";
import { contactRecordSchema } from "./contact.ts";
import { paginated, paginationQuery, searchQuery } from "./pagination.ts";
import { CONTACT_STATUSES, type ContactStatus } from "./statuses.ts";
import { tooLongMessage } from "./text.ts";

/** The contacts inbox in the admin panel (SPEC §2 Contacts, §4 Contact status, §5 Contact reply, §8). */

export const CONTACT_ADMIN_MESSAGES = {
  fetchFailed: "Failed to fetch contacts",
  deleteFailed: "Failed to delete contact",
  deleted: "Contact deleted successfully",
  confirmDelete: "Are you sure you want to delete this contact?",
  replyRequired: "Please enter a reply message",
  replyFailed: "Failed to send reply",
  replySent: "Reply sent successfully",
  /** The same, on a server without SMTP_URL: the reply waits in the outbox (as staff invitations say). */
  replyKept: "Reply saved: it goes out once email is set up",
  contactRequired: "Please select a contact",
  notFound: "Contact not found",
  statusInvalid: "Status must be new, read or replied",
  statusUpdateFailed: "Failed to update the contact's status",
} as const;

export const REPLY_MAX_LENGTH = 10_000;

/** Labels of the status filter, in order (SPEC §2). */
export const CONTACT_STATUS_FILTERS = [
  { value: "", label: "All Status" },
  { value: "new", label: "New" },
  { value: "read", label: "Read" },
  { value: "replied", label: "Replied" },
] as const;

/** Badge colours (SPEC §4): new green, read blue, replied purple. */
export const CONTACT_STATUS_TONES = { new: "green", read: "blue", replied: "purple" } as const satisfies Record<ContactStatus, string>;

const contactStatus = z.enum(CONTACT_STATUSES, { error: CONTACT_ADMIN_MESSAGES.statusInvalid });

/** GET /api/contact?search=&status=&page=&pageSize= */
export const contactListQuerySchema = z.object({
  search: searchQuery,
  status: z.preprocess((value) => (value === "" ? undefined : value), contactStatus.optional()),
  ...paginationQuery,
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** PATCH /api/contact/{id} */
export const contactStatusUpdateSchema = z.object({ status: contactStatus }, { error: BODY_NOT_AN_OBJECT_MESSAGE });

/** POST /api/contact/reply (SPEC §7: contactId, email, message, name). The email goes to the stored address. */
export const contactReplySchema = z.object({
  contactId: z
    .string({ error: CONTACT_ADMIN_MESSAGES.contactRequired })
    .trim()
    .min(1, { error: CONTACT_ADMIN_MESSAGES.contactRequired })
    .pipe(rowId(CONTACT_ADMIN_MESSAGES.notFound)),
  message: z
    .string({ error: CONTACT_ADMIN_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: CONTACT_ADMIN_MESSAGES.replyRequired })
    .max(REPLY_MAX_LENGTH, { error: tooLongMessage("Reply", REPLY_MAX_LENGTH) }),
  email: z.string().optional().describe("Ignored: the reply goes to the address the visitor gave"),
  name: z.string().optional().describe("Ignored"),
}, { error: BODY_NOT_AN_OBJECT_MESSAGE });
export type ContactReplyInput = z.input<typeof contactReplySchema>;

/** A contact as the admin API returns it (SPEC §3 "Contact (server record)"); `source` as stored. */
export const adminContactSchema = contactRecordSchema.extend({
  source: z.string().describe('Which form it came from, e.g. "contact-page", "home"'),
});
export type AdminContact = z.output<typeof adminContactSchema>;

/** A staff reply, shown as the thread under the contact's message. */
export const contactReplyRecordSchema = z.object({
  _id: z.guid(),
  message: z.string(),
  createdAt: timestamp(),
  admin: z
    .object({ name: z.string(), email: z.string() })
    .nullable()
    .describe("Who answered; null when that admin account was deleted (or for imported replies)"),
});
export type ContactReply = z.output<typeof contactReplyRecordSchema>;

export const contactDetailSchema = adminContactSchema.extend({ replies: z.array(contactReplyRecordSchema) });
export type ContactDetail = z.output<typeof contactDetailSchema>;

export const contactListResponseSchema = paginated(adminContactSchema);
export type ContactListResponse = z.output<typeof contactListResponseSchema>;

export const contactReplyResponseSchema = z.object({
  success: z.literal(true),
  message: z.enum([CONTACT_ADMIN_MESSAGES.replySent, CONTACT_ADMIN_MESSAGES.replyKept]),
  data: z.object({ contact: adminContactSchema, reply: contactReplyRecordSchema }),
});
export type ContactReplyResponse = z.output<typeof contactReplyResponseSchema>;
