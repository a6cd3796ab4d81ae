import type { FastifyInstance } from "fastify";
import { CONTENT_MESSAGES, contentItemSchema } from "#contracts/content.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
import { createContentItem, deleteContentItem, listContentItems, updateContentItem } from "./service.ts";

type IdParams = { Params: { id: string } };

/** Content items (admin only): GET/POST /api/content, PUT/DELETE /api/content/{id}. */
export default async function contentRoutes(app: FastifyInstance) {
  await app.register(
    adminOnly(async (admin) => {
      admin.get("/content", async () => ({ data: await listContentItems(app.services.db) }));

      admin.post("/content", async (request, reply) => {
        const item = await createContentItem(app.services.db, parseBody(contentItemSchema, request.body));
        return reply.status(201).send({ success: true, message: CONTENT_MESSAGES.added, data: item });
      });

      admin.put<IdParams>("/content/:id", async (request) => {
        const item = await updateContentItem(app.services.db, request.params.id, parseBody(contentItemSchema, request.body));
        return { success: true, message: CONTENT_MESSAGES.updated, data: item };
      });

      admin.delete<IdParams>("/content/:id", async (request) => {
        await deleteContentItem(app.services.db, request.params.id);
        return { success: true, message: CONTENT_MESSAGES.deleted };
      });
    }),
  );
}
