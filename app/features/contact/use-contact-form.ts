import { honeypotValue } from "#app/components/ui/honeypot-field.tsx";
import { idempotencyHeaders } from "#app/components/ui/idempotency-key-field.tsx";
import { ApiRequestError, fetchJson } from "#app/lib/api-client.ts";
import { type FormFailure, useForm } from "#app/lib/use-form.ts";
import { CONTACT_MESSAGES, type ContactSource } from "#contracts/contact-constants.ts";
import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_VALUES: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** What the /contact route action hands back when a form posted without JavaScript is refused. */
export interface ContactFormState {
  values: ContactFormValues;
  /** The banner text: the server's message. */
  message: string;
  errors: Record<string, string>;
}

/**
 * The contact forms (SPEC §4): idle → sending (button disabled) → on success the form is cleared and
 * the visitor goes to /thank-you; on failure the values stay and the failure is shown. With JavaScript the values are
 * checked with the contact schema (loaded on submit) and posted as JSON to /api/contact; without it,
 * the same <form> posts to the /contact route action, which parses with the same schema.
 */
export function useContactForm(options: { source: ContactSource; fixedSubject?: string; initial?: ContactFormState }) {
  const { initial } = options;
  return useForm({
    initialValues: initial?.values ?? EMPTY_CONTACT_VALUES,
    initialErrors: initial?.errors,
    initialFailure: initial?.message ? ({ message: initial.message, reason: "failed" } satisfies FormFailure) : null,
    schema: () => import("#contracts/contact.ts").then((contract) => contract.contactSubmissionSchema),
    toInput: (values) => ({ ...values, subject: options.fixedSubject ?? values.subject, source: options.source }),
    submit: (submission, form) =>
      fetchJson("/api/contact", { json: { ...submission, [HONEYPOT_FIELD]: honeypotValue(form) }, headers: idempotencyHeaders(form) }),
    // SPEC §4: cleared, so that going back to the page shows it empty, not the message just sent.
    resetOnSuccess: true,
    // A page load: the form is an island, with no router around it (docs/decisions/052).
    onSuccess: () => window.location.assign("/thank-you"),
    // SPEC §7: the server's message (or 'Something went wrong'); unreachable, SPEC §8's send failure.
    failureMessage: (error) => (error instanceof ApiRequestError ? error.message : CONTACT_MESSAGES.sendFailed),
  });
}
