import type { FastifyInstance } from "fastify";
import { formRateLimit } from "../../plugins/form-rate-limit.ts";
import { subscribeToNewsletter } from "./service.ts";

/**
 * /api/newsletter. Public routes here in their own context; the admin routes (subscriber list,
 * export) go in a separate `app.register(adminOnly(...))` block next to it.
 */
export default async function newsletterRoutes(app: FastifyInstance) {
  await app.register(publicNewsletterRoutes);
}

async function publicNewsletterRoutes(app: FastifyInstance) {
  // JSON only: anything else is a 415.
  app.removeContentTypeParser("text/plain");

  /**
   * POST /api/newsletter {email, timestamp, source, page?} (SPEC §3, §7)
   * 200 {success, message, confirmationRequired}, the same for a new or a known address;
   * 400 {message, errors}; 415; 413; 429 with Retry-After.
   */
  app.post("/newsletter", { onRequest: formRateLimit("newsletter") }, async (request) => {
    const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
    return subscribeToNewsletter(app.services, request.body, { clientIp: request.ip, referer });
  });
}
