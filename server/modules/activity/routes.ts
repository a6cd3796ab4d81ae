import { activityPageSchema, activityQuerySchema } from "#contracts/activity.ts";
import { adminOnly } from "../../plugins/auth.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { listActivity } from "./service.ts";

/** GET /api/admin/activity (owner): the activity log, newest first, filtered by person, kind and date. */
export default async function activityRoutes(app: ApiInstance) {
  await app.register(
    adminOnly(
      async (owner) => {
        owner.get(
          "/admin/activity",
          {
            schema: {
              tags: ["Activity"],
              summary: "Who changed what in the admin, newest first (kept one year)",
              querystring: activityQuerySchema,
              response: { 200: activityPageSchema },
            },
          },
          async (request) => listActivity(app.services.db, request.query),
        );
      },
      { roles: ["owner"] },
    ),
  );
}
