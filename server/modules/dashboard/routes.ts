import type { FastifyInstance } from "fastify";
import { adminOnly } from "../../plugins/auth.ts";
import { dashboardSummary } from "./service.ts";

/** GET /api/admin/dashboard (admin only): counts and weekly figures for the dashboard page. */
export default async function dashboardRoutes(app: FastifyInstance) {
  await app.register(
    adminOnly(async (admin) => {
      admin.get("/admin/dashboard", async () => ({ data: await dashboardSummary(app.services.db) }));
    }),
  );
}
