import { NOT_FOUND_MESSAGE } from "#contracts/api-error.ts";
import { apiErrorSchema } from "#contracts/api-schema.ts";
import activityRoutes from "./modules/activity/routes.ts";
import authRoutes from "./modules/auth/routes.ts";
import blogRoutes from "./modules/blog/routes.ts";
import contactAdminRoutes from "./modules/contacts/admin-routes.ts";
import contactRoutes from "./modules/contacts/routes.ts";
import contentRoutes from "./modules/content/routes.ts";
import dashboardRoutes from "./modules/dashboard/routes.ts";
import healthRoutes from "./modules/health/routes.ts";
import mediaRoutes from "./modules/media/routes.ts";
import newsletterAdminRoutes from "./modules/newsletter/admin-routes.ts";
import newsletterRoutes from "./modules/newsletter/routes.ts";
import portfolioRoutes from "./modules/portfolio/routes.ts";
import searchRoutes from "./modules/search/routes.ts";
import projectRoutes from "./modules/projects/routes.ts";
import siteContentRoutes from "./modules/site-content/routes.ts";
import staffRoutes from "./modules/staff/routes.ts";
import uploadRoutes from "./modules/uploads/routes.ts";
import type { ApiInstance } from "./plugins/route-contracts.ts";

/** Every domain's HTTP routes, registered under /api (SPEC §7 and the endpoints added since). */
export default async function apiRoutes(api: ApiInstance) {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(contactRoutes);
  await api.register(newsletterRoutes);
  await api.register(blogRoutes);
  await api.register(portfolioRoutes);
  await api.register(searchRoutes);
  await api.register(uploadRoutes);
  await api.register(mediaRoutes);
  await api.register(contactAdminRoutes);
  await api.register(newsletterAdminRoutes);
  await api.register(contentRoutes);
  await api.register(siteContentRoutes);
  await api.register(projectRoutes);
  await api.register(dashboardRoutes);
  await api.register(staffRoutes);
  await api.register(activityRoutes);
  // Anything else under /api is a JSON 404, never a page.
  api.all("/*", { schema: { hide: true, response: { 404: apiErrorSchema } } }, async (_request, reply) =>
    reply.status(404).send({ message: NOT_FOUND_MESSAGE }),
  );
}
