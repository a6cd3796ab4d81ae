import type { FastifyReply, FastifyRequest } from "fastify";
import { idempotencyHeadersSchema } from "#contracts/idempotency.ts";
import { newsletterSubscribedResponseSchema, newsletterSubscriptionSchema } from "#contracts/newsletter.ts";
import { formRateLimit } from "../../plugins/form-rate-limit.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { isHoneypotFilled } from "../../validation.ts";
import { subscribe, subscribedAnswer } from "./service.ts";

/**
 * /api/newsletter. Public routes here in their own context; the admin routes (subscriber list,
 * export) go in a separate `app.register(adminOnly(...))` block next to it.
 */
export default async function newsletterRoutes(app: ApiInstance) {
  await app.register(publicNewsletterRoutes);
}

async function publicNewsletterRoutes(app: ApiInstance) {
  // JSON only: anything else is a 415.
  app.removeContentTypeParser("text/plain");

  /** A bot that fills in the honeypot is answered like a person, before its fields are even checked. */
  const answerBotsLikePeople = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isHoneypotFilled(request.body)) return;
    request.log.info("newsletter form honeypot filled: answered, not stored");
    return reply.status(200).send(subscribedAnswer(app.services));
  };

  /** POST /api/newsletter (SPEC §3, §7): 200 the same for a new or a known address; 400, 415, 413, 429. */
  app.post(
    "/newsletter",
    {
      onRequest: formRateLimit("newsletter"),
      preValidation: answerBotsLikePeople,
      schema: {
        tags: ["Newsletter"],
        summary: "Subscribe to the newsletter",
        description: "Double opt-in (unless NEWSLETTER_DOUBLE_OPT_IN=false): a new subscriber gets an email with a confirmation link. The answer never tells whether the address was already known. A repeat with the same Idempotency-Key and email changes and sends nothing. At most FORM_RATE_LIMIT_PER_MINUTE a minute per email address, and FORM_ADDRESS_RATE_LIMIT_PER_MINUTE a minute (four times that an hour) per client address; past them 429 with Retry-After.",
        headers: idempotencyHeadersSchema,
        body: newsletterSubscriptionSchema,
        response: { 200: newsletterSubscribedResponseSchema },
      },
    },
    async (request) => {
      const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
      return subscribe(app.services, request.body, { clientIp: request.ip, referer, idempotencyKey: request.headers["idempotency-key"] });
    },
  );
}
