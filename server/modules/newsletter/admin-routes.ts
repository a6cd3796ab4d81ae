import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { SUBSCRIBER_MESSAGES, subscriberFilterSchema, subscriberListQuerySchema, subscriberListResponseSchema } from "#contracts/subscribers.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { recordActivity } from "../activity/service.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { deleteSubscriber, exportSubscribersCsv, listSubscribers } from "./admin-service.ts";

const tags = ["Newsletter"];

/**
 * Newsletter subscribers (admin only): GET /api/newsletter/subscribers (search, source, status, page,
 * pageSize), GET /api/newsletter/subscribers.csv (same filters, every page), DELETE /api/newsletter/subscribers/{id}.
 * Nothing here shows on public pages.
 */
export default async function newsletterAdminRoutes(app: ApiInstance) {
  const { db } = app.services;
  await app.register(
    adminOnly(async (admin) => {
      admin.get(
        "/newsletter/subscribers",
        { schema: { tags, summary: "One page of subscribers, newest first", querystring: subscriberListQuerySchema, response: { 200: subscriberListResponseSchema } } },
        async (request) => listSubscribers(db, request.query),
      );

      admin.get(
        "/newsletter/subscribers.csv",
        {
          schema: {
            tags,
            summary: "Every subscriber matching the filters, as CSV",
            querystring: subscriberFilterSchema,
            produces: ["text/csv"],
            response: { 200: { description: "RFC 4180 CSV with a UTF-8 byte-order mark", content: { "text/csv": { schema: z.string() } } } },
          },
        },
        async (request, reply) => {
          const csv = await exportSubscribersCsv(db, request.query);
          const filters = Object.entries(request.query).filter(([, value]) => value).map(([key, value]) => `${key}=${String(value)}`);
          await recordActivity(request, { kind: "subscriber", action: "exported", title: filters.length > 0 ? `CSV export (${filters.join(", ")})` : "CSV export (all)" });
          const date = new Date().toISOString().slice(0, 10);
          return reply
            .type("text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="subscribers-${date}.csv"`)
            .header("cache-control", "no-store")
            .send(csv);
        },
      );

      admin.delete(
        "/newsletter/subscribers/:id",
        { schema: { tags, summary: "Delete a subscriber", params: idParams(SUBSCRIBER_MESSAGES.notFound), response: { 200: acknowledgementSchema } } },
        async (request) => {
          const email = await deleteSubscriber(db, request.params.id);
          await recordActivity(request, { kind: "subscriber", action: "deleted", entityId: request.params.id, title: email });
          return { success: true as const, message: SUBSCRIBER_MESSAGES.deleted };
        },
      );
    }, { roles: ["owner", "sales"] }),
  );
}
