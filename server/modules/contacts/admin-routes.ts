import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import {
  adminContactSchema,
  CONTACT_ADMIN_MESSAGES,
  contactDetailSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactReplyResponseSchema,
  contactReplySchema,
  contactStatusUpdateSchema,
} from "#contracts/contact-admin.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { recordActivity } from "../activity/service.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { deleteContact, getContact, listContacts, replyToContact, updateContactStatus } from "./admin-service.ts";

const tags = ["Contacts"];
const params = idParams(CONTACT_ADMIN_MESSAGES.notFound);

/**
 * The contacts inbox (admin only): GET /api/contact (search, status, page, pageSize),
 * GET/PATCH/DELETE /api/contact/{id}, POST /api/contact/reply.
 * The public POST /api/contact lives in routes.ts. Nothing here shows on public pages.
 */
export default async function contactAdminRoutes(app: ApiInstance) {
  const { db } = app.services;
  await app.register(
    adminOnly(async (admin) => {
      admin.get(
        "/contact",
        { schema: { tags, summary: "One page of contacts, newest first", querystring: contactListQuerySchema, response: { 200: contactListResponseSchema } } },
        async (request) => listContacts(db, request.query),
      );

      admin.get(
        "/contact/:id",
        { schema: { tags, summary: "A contact with its replies", params, response: { 200: z.object({ data: contactDetailSchema }) } } },
        async (request) => ({ data: await getContact(db, request.params.id) }),
      );

      admin.patch(
        "/contact/:id",
        { schema: { tags, summary: "Change a contact's status", params, body: contactStatusUpdateSchema, response: { 200: z.object({ data: adminContactSchema }) } } },
        async (request) => {
          const data = await updateContactStatus(db, request.params.id, request.body.status);
          await recordActivity(request, { kind: "contact", action: "status-changed", entityId: data._id, title: `${data.name}: ${data.subject} (${data.status})` });
          return { data };
        },
      );

      admin.delete("/contact/:id", { schema: { tags, summary: "Delete a contact and its replies", params, response: { 200: acknowledgementSchema } } }, async (request) => {
        const deleted = await deleteContact(db, request.params.id);
        await recordActivity(request, { kind: "contact", action: "deleted", entityId: request.params.id, title: `${deleted.name}: ${deleted.subject}` });
        return { success: true as const, message: CONTACT_ADMIN_MESSAGES.deleted };
      });

      admin.post(
        "/contact/reply",
        { schema: { tags, summary: "Answer a contact by email", body: contactReplySchema, response: { 200: contactReplyResponseSchema } } },
        async (request) => {
          const data = await replyToContact(db, app.services.config, {
            contactId: request.body.contactId,
            message: request.body.message,
            adminId: request.admin!.id,
          });
          await recordActivity(request, { kind: "contact", action: "replied", entityId: data.contact._id, title: `${data.contact.name}: ${data.contact.subject}` });
          // SPEC's words when the email goes out; without SMTP_URL it waits in the outbox, and the panel says so.
          const sending = app.services.config.smtpUrl !== undefined;
          return { success: true as const, message: sending ? CONTACT_ADMIN_MESSAGES.replySent : CONTACT_ADMIN_MESSAGES.replyKept, data };
        },
      );
    }, { roles: ["owner", "sales"] }),
  );
}
