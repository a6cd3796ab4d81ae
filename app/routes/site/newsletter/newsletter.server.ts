import { type AppLoadContext, data, redirect } from "react-router";
import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";
import { IDEMPOTENCY_FIELD } from "#contracts/idempotency-constants.ts";
import { BLOG_NEWSLETTER_SOURCE } from "#contracts/newsletter.ts";
import { HttpError, retryAfterHeader } from "#server/http-error.ts";
import { isValidIdempotencyKey } from "#server/idempotency/run-once.ts";
import {
  confirmSubscription,
  findSubscriptionByConfirmToken,
  findSubscriptionByUnsubscribeToken,
  subscribeToNewsletter,
  unsubscribe,
} from "#server/modules/newsletter/service.ts";
import { hitFormAddressLimit } from "#server/plugins/form-rate-limit.ts";

/**
 * Server side of the /newsletter/* pages: the signup posted without JavaScript, and the
 * confirm and unsubscribe links from emails. Loaders only read; every change is a POST.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

export type SubscribedFrom = "footer" | "blog";

export function subscribePageData(request: Request, context: AppLoadContext) {
  const from = new URL(request.url).searchParams.get("subscribed");
  return {
    subscribed: from === "footer" || from === "blog" ? (from as SubscribedFrom) : null,
    confirmationRequired: context.services.config.newsletterDoubleOptIn,
  };
}

export interface SubscribeActionData {
  email: string;
  message: string;
}

/** The footer and blog forms posted without JavaScript: subscribe, then show the thanks (or the problem). */
export async function handleSubscribePost(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const email = text(form, "email");
  const source = text(form, "source");
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data<SubscribeActionData>({ email, message }, { status, headers });

  const referer = request.headers.get("referer") ?? undefined;
  const idempotencyKey = text(form, IDEMPOTENCY_FIELD);
  try {
    const limit = await hitFormAddressLimit(context.services, "newsletter", context.clientIp);
    if (!limit.allowed) return refuse(429, limit.message, retryAfterHeader(limit.retryAfterSeconds));
    await subscribeToNewsletter(
      context.services,
      { email, source, timestamp: new Date().toISOString(), page: referer, [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD) },
      { clientIp: context.clientIp, referer, idempotencyKey: isValidIdempotencyKey(idempotencyKey) ? idempotencyKey : undefined },
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return refuse(error.statusCode, error.message, retryAfterHeader(error.retryAfterSeconds));
    const unavailable = context.services.databaseAvailability.refuse(error);
    if (unavailable) return refuse(503, unavailable.message, retryAfterHeader(unavailable.retryAfterSeconds));
    throw error;
  }
  const from: SubscribedFrom = source === BLOG_NEWSLETTER_SOURCE ? "blog" : "footer";
  return redirect(`/newsletter/subscribe?subscribed=${from}`, 303);
}

export type LinkState = "pending" | "confirmed" | "unsubscribed" | "invalid";
/** A confirmation link may also have expired (its subscription still pending after the link's week). */
export type ConfirmLinkState = LinkState | "expired";

const tokenFrom = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Added to the confirmation page's address by the press that confirmed it (post/redirect/get). */
const JUST_CONFIRMED = "confirmed";

/**
 * GET /newsletter/confirm?token=…: shows the subscription's state; never confirms. `justConfirmed`: this
 * is the page the button's press led to (the welcome email was queued by it), not the link opened again.
 */
export async function confirmPageData(request: Request, context: AppLoadContext) {
  const token = tokenFrom(request);
  const subscription = await findSubscriptionByConfirmToken(context.services.db, token);
  const state: ConfirmLinkState = !subscription ? "invalid" : subscription.expired ? "expired" : subscription.status;
  const status = !subscription ? 404 : subscription.expired ? 410 : 200;
  const justConfirmed = state === "confirmed" && new URL(request.url).searchParams.has(JUST_CONFIRMED);
  return data({ token, state, email: subscription?.email ?? null, justConfirmed }, { status });
}

/** POST from the 'Confirm subscription' button. */
export async function handleConfirmPost(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const token = text(form, "token") || tokenFrom(request);
  const outcome = await confirmSubscription(context.services, token);
  if (outcome === "not-found") return data({ outcome }, { status: 404 });
  return redirect(`/newsletter/confirm?token=${encodeURIComponent(token)}${outcome === "confirmed" ? `&${JUST_CONFIRMED}` : ""}`, 303);
}

/** GET /newsletter/unsubscribe?token=…: shows what the button will do; never unsubscribes. */
export async function unsubscribePageData(request: Request, context: AppLoadContext) {
  const token = tokenFrom(request);
  const subscription = await findSubscriptionByUnsubscribeToken(context.services.db, token);
  const state: LinkState = subscription ? subscription.status : "invalid";
  return data({ token, state, email: subscription?.email ?? null }, { status: subscription ? 200 : 404 });
}

/**
 * POST from the 'Unsubscribe' button, or an RFC 8058 one-click unsubscribe from a mail app
 * (body `List-Unsubscribe=One-Click`, the token in the URL of the List-Unsubscribe header).
 */
export async function handleUnsubscribePost(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const token = text(form, "token") || tokenFrom(request);
  const outcome = await unsubscribe(context.services.db, token);
  if (outcome === "not-found") return data({ outcome }, { status: 404 });
  // Mail apps expect a plain 200 to a one-click POST; people get the page again (post/redirect/get).
  if (text(form, "List-Unsubscribe") === "One-Click") return data({ outcome }, { status: 200 });
  return redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 303);
}

