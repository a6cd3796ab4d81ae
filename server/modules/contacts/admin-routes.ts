import type { FastifyInstance } from "fastify";
import {
  CONTACT_ADMIN_MESSAGES,
  contactListQuerySchema,
  contactReplySchema,
  type ContactReplyResponse,
  contactStatusUpdateSchema,
} from "#contracts/contact-admin.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
import { deleteContact, getContact, listContacts, replyToContact, updateContactStatus } from "./admin-service.ts";

type IdParams = { Params: { id: string } };

/**
 * The contacts inbox (admin only): GET /api/contact (search, status, page, pageSize),
 * GET/PATCH/DELETE /api/contact/{id}, POST /api/contact/reply.
 * The public POST /api/contact lives in routes.ts.
 */
export default async function contactAdminRoutes(app: FastifyInstance) {
  await app.register(
    adminOnly(async (admin) => {
      admin.get("/contact", async (request) => listContacts(app.services.db, parseBody(contactListQuerySchema, request.query)));

      admin.get<IdParams>("/contact/:id", async (request) => ({ data: await getContact(app.services.db, request.params.id) }));

      admin.patch<IdParams>("/contact/:id", async (request) => {
        const { status } = parseBody(contactStatusUpdateSchema, request.body);
        return { data: await updateContactStatus(app.services.db, request.params.id, status) };
      });

      admin.delete<IdParams>("/contact/:id", async (request) => {
        await deleteContact(app.services.db, request.params.id);
        return { success: true, message: CONTACT_ADMIN_MESSAGES.deleted };
      });

      admin.post("/contact/reply", async (request): Promise<ContactReplyResponse> => {
        const input = parseBody(contactReplySchema, request.body);
        const data = await replyToContact(app.services.db, app.services.config, {
          contactId: input.contactId,
          message: input.message,
          adminId: request.admin!.id,
        });
        return { success: true, message: CONTACT_ADMIN_MESSAGES.replySent, data };
      });
    }),
  );
}
