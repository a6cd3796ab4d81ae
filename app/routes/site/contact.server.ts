import { type AppLoadContext, data, redirect } from "react-router";
import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";
import { IDEMPOTENCY_FIELD } from "#contracts/idempotency-constants.ts";
import { HttpError, retryAfterHeader } from "#server/http-error.ts";
import { isValidIdempotencyKey } from "#server/idempotency/run-once.ts";
import { submitContact } from "#server/modules/contacts/service.ts";
import { hitFormAddressLimit } from "#server/plugins/form-rate-limit.ts";
import type { ContactFormState } from "#app/features/contact/use-contact-form.ts";

export type ContactActionData = ContactFormState & { source: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The /contact route action: the contact forms posted without JavaScript (the Contact page's and
 * the home page's). Same rate limits, honeypot, validation, idempotency key and storage as POST
 * /api/contact; success (or a repeat of it) redirects to /thank-you, a refusal re-renders the page
 * with the messages and the values.
 */
export async function handleContactPost(request: Request, context: AppLoadContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const values = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    subject: text(form, "subject"),
    message: text(form, "message"),
  };
  const source = text(form, "source");
  const refuse = (status: number, message: string, errors: Record<string, string> = {}, headers?: HeadersInit) =>
    data<ContactActionData>({ values, source, message, errors }, { status, headers });

  const idempotencyKey = text(form, IDEMPOTENCY_FIELD);
  try {
    const limit = await hitFormAddressLimit(context.services, "contact", context.clientIp);
    if (!limit.allowed) return refuse(429, limit.message, {}, { "Retry-After": String(limit.retryAfterSeconds) });
    await submitContact(
      context.services,
      { ...values, source, [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD) },
      { idempotencyKey: isValidIdempotencyKey(idempotencyKey) ? idempotencyKey : undefined },
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return refuse(error.statusCode, error.message, error.errors, retryAfterHeader(error.retryAfterSeconds));
    }
    const unavailable = context.services.databaseAvailability.refuse(error);
    if (unavailable) return refuse(503, unavailable.message, {}, retryAfterHeader(unavailable.retryAfterSeconds));
    throw error;
  }
  return redirect("/thank-you", 303);
}
