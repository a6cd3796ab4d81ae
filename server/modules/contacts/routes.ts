import type { FastifyInstance } from "fastify";
import { CONTACT_MESSAGES, type ContactCreatedResponse } from "#contracts/contact.ts";
import { formRateLimit } from "../../plugins/form-rate-limit.ts";
import { submitContact } from "./service.ts";

/**
 * /api/contact. Public routes are registered here in their own context; the admin routes
 * (list, reply, delete) go in a separate `app.register(adminOnly(...))` block next to it.
 */
export default async function contactRoutes(app: FastifyInstance) {
  await app.register(publicContactRoutes);
}

async function publicContactRoutes(app: FastifyInstance) {
  // JSON only: Fastify would otherwise read text/plain as a string; now anything but JSON is a 415.
  app.removeContentTypeParser("text/plain");

  /**
   * POST /api/contact {name, email, phone, message, subject, source?} (SPEC §7)
   * 201 {success, message, data}; 400 {message, errors}; 415; 413; 429 with Retry-After.
   */
  app.post("/contact", { onRequest: formRateLimit("contact") }, async (request, reply) => {
    const { record, stored } = await submitContact(app.services, request.body);
    if (!stored) request.log.info("contact form honeypot filled: answered, not stored");
    return reply
      .status(201)
      .send({ success: true, message: CONTACT_MESSAGES.success, data: record } satisfies ContactCreatedResponse);
  });
}
