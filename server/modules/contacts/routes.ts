import type { FastifyReply, FastifyRequest } from "fastify";
import { CONTACT_MESSAGES, contactCreatedResponseSchema, type ContactRecord, contactSubmissionSchema } from "#contracts/contact.ts";
import { idempotencyHeadersSchema } from "#contracts/idempotency.ts";
import { formRateLimit } from "../../plugins/form-rate-limit.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { isHoneypotFilled } from "../../validation.ts";
import { acceptContact, honeypotRecord } from "./service.ts";

/**
 * /api/contact. Public routes are registered here in their own context; the admin routes
 * (list, reply, delete) go in a separate `app.register(adminOnly(...))` block next to it.
 */
export default async function contactRoutes(app: ApiInstance) {
  await app.register(publicContactRoutes);
}

const created = (data: ContactRecord) => ({ success: true as const, message: CONTACT_MESSAGES.success, data });

async function publicContactRoutes(app: ApiInstance) {
  // JSON only: Fastify would otherwise read text/plain as a string; now anything but JSON is a 415.
  app.removeContentTypeParser("text/plain");

  /** A bot that fills in the honeypot is answered like a person, before its fields are even checked. */
  const answerBotsLikePeople = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isHoneypotFilled(request.body)) return;
    request.log.info("contact form honeypot filled: answered, not stored");
    return reply.status(201).send(created(honeypotRecord(request.body as Record<string, unknown>)));
  };

  /** POST /api/contact (SPEC §7): 201, or 400 {message, errors}, 415, 413, 429 with Retry-After. */
  app.post(
    "/contact",
    {
      onRequest: formRateLimit("contact"),
      preValidation: answerBotsLikePeople,
      schema: {
        tags: ["Contact"],
        summary: "Send an enquiry (the contact forms)",
        description:
          "Stores the enquiry, emails the visitor a confirmation and notifies staff. At most FORM_RATE_LIMIT_PER_MINUTE a minute per email address, and FORM_ADDRESS_RATE_LIMIT_PER_MINUTE a minute (four times that an hour) per client address. A repeat with the same Idempotency-Key and fields answers the first result (201) and stores nothing new.",
        headers: idempotencyHeadersSchema,
        body: contactSubmissionSchema,
        response: { 201: contactCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const { record } = await acceptContact(app.services, request.body, { idempotencyKey: request.headers["idempotency-key"] });
      return reply.status(201).send(created(record));
    },
  );
}
