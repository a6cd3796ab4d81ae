import { z } from "zod";
import { dashboardSummarySchema } from "#contracts/dashboard.ts";
import { adminOnly } from "../../plugins/auth.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { dashboardSummary } from "./service.ts";

/** GET /api/admin/dashboard (admin only): counts and weekly figures for the dashboard page. */
export default async function dashboardRoutes(app: ApiInstance) {
  await app.register(
    adminOnly(async (admin) => {
      admin.get(
        "/admin/dashboard",
        { schema: { tags: ["Dashboard"], summary: "Counts and weekly figures", response: { 200: z.object({ data: dashboardSummarySchema }) } } },
        async (request) => ({
          data: await dashboardSummary(app.services.db, new Date(), request.admin!.role, { sending: app.services.config.smtpUrl !== undefined }),
        }),
      );
    }, { roles: ["owner", "editor", "sales"] }),
  );
}
