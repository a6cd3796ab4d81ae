import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { tooManyRequests } from "../http-error.ts";
import { countRateLimitRejection } from "../metrics/metrics.ts";
import type { RateLimitDecision } from "../rate-limit/attempt-limiter.ts";
import { clientKey } from "../rate-limit/client-key.ts";
import type { AppServices } from "../services.ts";

/**
 * Limits on the public forms (contact, newsletter), whichever way a submission arrives (the JSON API
 * or a route action posted without JavaScript), counted in the app's rate-limit store (PostgreSQL
 * with DATABASE_URL, so the limit holds for the whole site; memory on the embedded database):
 * - per submitted email address and form: FORM_RATE_LIMIT_PER_MINUTE (default 5) a minute;
 * - per client address and form: FORM_ADDRESS_RATE_LIMIT_PER_MINUTE (default 30) a minute, generous
 *   because one address is often many people (an office, a mobile carrier's CGNAT).
 * The address is Fastify's `request.ip`, which honours TRUST_PROXY behind a reverse proxy.
 */

export type FormName = "contact" | "newsletter";

const MINUTE_MS = 60_000;

/** Counts one submission of `form` from `clientIp` (every submission, valid or not). */
export async function hitFormAddressLimit(services: AppServices, form: FormName, clientIp: string): Promise<RateLimitDecision> {
  const limiter = services.rateLimits.limiter(`form-address:${form}`, { limit: services.config.formAddressRateLimitPerMinute, windowMs: MINUTE_MS });
  return counted(form, await limiter.hit(clientKey(clientIp)));
}

/** Counts one valid submission of `form` for the email address it gives; throws a 429 past the limit. */
export async function enforceFormEmailLimit(services: AppServices, form: FormName, email: string): Promise<void> {
  const limiter = services.rateLimits.limiter(`form-email:${form}`, { limit: services.config.formRateLimitPerMinute, windowMs: MINUTE_MS });
  const decision = counted(form, await limiter.hit(email.trim().toLowerCase()));
  if (!decision.allowed) throw tooManyRequests(FORM_RATE_LIMIT_MESSAGE, decision.retryAfterSeconds);
}

function counted(form: FormName, decision: RateLimitDecision): RateLimitDecision {
  if (!decision.allowed) countRateLimitRejection(form);
  return decision;
}

/** An onRequest hook for API routes: 429 `{ message }` with Retry-After once the client address is over its limit. */
export function formRateLimit(form: FormName) {
  return async function limitFormSubmissions(request: FastifyRequest, reply: FastifyReply) {
    const decision = await hitFormAddressLimit(request.server.services, form, request.ip);
    if (decision.allowed) return;
    return reply.status(429).header("retry-after", String(decision.retryAfterSeconds)).send({ message: FORM_RATE_LIMIT_MESSAGE });
  };
}
