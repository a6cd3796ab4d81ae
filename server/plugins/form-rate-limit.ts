import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_HOURLY_LIMIT_MESSAGE, FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
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
 *   because one address is often many people (an office, a mobile carrier's CGNAT), and at most
 *   FORM_ADDRESS_HOURLY_FACTOR times that in an hour (120 by default): each accepted submission sends an
 *   email to the address it names, and without a ceiling one connection could make the site send
 *   43,200 a day to strangers, which is how a sending domain gets blocked (docs/decisions/074).
 * The address is Fastify's `request.ip`, which honours TRUST_PROXY behind a reverse proxy.
 */

export type FormName = "contact" | "newsletter";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A connection may send this many minutes' worth of submissions of one form in an hour. */
export const FORM_ADDRESS_HOURLY_FACTOR = 4;

/** A refusal names the window that refused: the message the visitor reads says how long to wait. */
export interface FormAddressDecision extends RateLimitDecision {
  message: string;
}

/** Counts one submission of `form` from `clientIp` (every submission, valid or not), a minute's and an hour's. */
export async function hitFormAddressLimit(services: AppServices, form: FormName, clientIp: string): Promise<FormAddressDecision> {
  const perMinute = services.config.formAddressRateLimitPerMinute;
  const key = clientKey(clientIp);
  // One after the other, not in parallel: on PostgreSQL each is a statement, and a request holds one connection at a time.
  const minute = await services.rateLimits.limiter(`form-address:${form}`, { limit: perMinute, windowMs: MINUTE_MS }).hit(key);
  const hour = await services.rateLimits.limiter(`form-address-hour:${form}`, { limit: perMinute * FORM_ADDRESS_HOURLY_FACTOR, windowMs: HOUR_MS }).hit(key);
  // Past the hour's ceiling, waiting a minute does not help: say so, with the hour's wait.
  if (!hour.allowed) return { ...counted(form, hour), message: FORM_HOURLY_LIMIT_MESSAGE };
  return { ...counted(form, minute), message: FORM_RATE_LIMIT_MESSAGE };
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
    return reply.status(429).header("retry-after", String(decision.retryAfterSeconds)).send({ message: decision.message });
  };
}
