import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { CONTENT_MESSAGES, contentItemRecordSchema, contentItemSavedSchema, contentItemSchema } from "#contracts/content.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { publishingAction, recordActivity } from "../activity/service.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { createContentItem, deleteContentItem, listContentItems, updateContentItem } from "./service.ts";

const tags = ["Content"];
const params = idParams(CONTENT_MESSAGES.notFound);

/**
 * Content items (admin only): GET/POST /api/content, PUT/DELETE /api/content/{id}. Published items
 * replace copy on public pages, so every write refreshes the cached pages that read them.
 */
export default async function contentRoutes(app: ApiInstance) {
  const { db } = app.services;
  await app.register(
    adminOnly(async (admin) => {
      admin.get(
        "/content",
        { schema: { tags, summary: "Every content item, grouped by location", response: { 200: z.object({ data: z.array(contentItemRecordSchema) }) } } },
        async () => ({ data: await listContentItems(db) }),
      );

      admin.post(
        "/content",
        { schema: { tags, summary: "Add a content item", body: contentItemSchema, response: { 201: contentItemSavedSchema } } },
        async (request, reply) => {
          const item = await createContentItem(db, request.body);
          await invalidatePages(app, ["content"]);
          await recordActivity(request, { kind: "content", action: "created", entityId: item.id, title: item.title });
          return reply.status(201).send({ success: true, message: CONTENT_MESSAGES.added, data: item });
        },
      );

      admin.put(
        "/content/:id",
        { schema: { tags, summary: "Replace a content item", params, body: contentItemSchema, response: { 200: contentItemSavedSchema } } },
        async (request) => {
          const { item, before } = await updateContentItem(db, request.params.id, request.body);
          await invalidatePages(app, ["content"]);
          await recordActivity(request, { kind: "content", action: publishingAction(before, item), entityId: item.id, title: item.title });
          return { success: true as const, message: CONTENT_MESSAGES.updated, data: item };
        },
      );

      admin.delete("/content/:id", { schema: { tags, summary: "Delete a content item", params, response: { 200: acknowledgementSchema } } }, async (request) => {
        const title = await deleteContentItem(db, request.params.id);
        await invalidatePages(app, ["content"]);
        await recordActivity(request, { kind: "content", action: "deleted", entityId: request.params.id, title });
        return { success: true as const, message: CONTENT_MESSAGES.deleted };
      });
    }, { roles: ["owner", "editor"] }),
  );
}
