import type { FastifyInstance } from "fastify";
import { SUBSCRIBER_MESSAGES, subscriberFilterSchema, subscriberListQuerySchema } from "#contracts/subscribers.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
import { deleteSubscriber, exportSubscribersCsv, listSubscribers } from "./admin-service.ts";

/**
 * Newsletter subscribers (admin only): GET /api/newsletter/subscribers (search, source, status, page,
 * pageSize), GET /api/newsletter/subscribers.csv (same filters, every page), DELETE /api/newsletter/subscribers/{id}.
 */
export default async function newsletterAdminRoutes(app: FastifyInstance) {
  await app.register(
    adminOnly(async (admin) => {
      admin.get("/newsletter/subscribers", async (request) =>
        listSubscribers(app.services.db, parseBody(subscriberListQuerySchema, request.query)),
      );

      admin.get("/newsletter/subscribers.csv", async (request, reply) => {
        const csv = await exportSubscribersCsv(app.services.db, parseBody(subscriberFilterSchema, request.query));
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="subscribers-${date}.csv"`)
          .header("cache-control", "no-store")
          .send(csv);
      });

      admin.delete<{ Params: { id: string } }>("/newsletter/subscribers/:id", async (request) => {
        await deleteSubscriber(app.services.db, request.params.id);
        return { success: true, message: SUBSCRIBER_MESSAGES.deleted };
      });
    }),
  );
}
