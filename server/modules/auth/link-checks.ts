import type { FastifyRequest } from "fastify";
import { minutesToWait } from "#contracts/auth-constants.ts";
import { tooManyRequests } from "../../http-error.ts";
import { clientKey } from "../../rate-limit/client-key.ts";

/**
 * The invitation and reset pages check their link as they open (issue: a dead link showed the whole
 * form first). A check uses nothing up, so it is limited per client address like the reset request
 * beside it; one limit for both kinds of link.
 */
const LINK_CHECKS_PER_ADDRESS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

export async function countLinkCheck(request: FastifyRequest) {
  const limiter = request.server.services.rateLimits.limiter("link-check-address", { limit: LINK_CHECKS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS });
  const decision = await limiter.hit(clientKey(request.ip));
  if (!decision.allowed) {
    throw tooManyRequests(`Too many link checks. Please wait ${minutesToWait(decision.retryAfterSeconds)} and try again.`, decision.retryAfterSeconds);
  }
}
