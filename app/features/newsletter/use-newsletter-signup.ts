import { useEffect, useRef, useState } from "react";
import { honeypotValue } from "#app/components/ui/honeypot-field.tsx";
import { idempotencyHeaders } from "#app/components/ui/idempotency-key-field.tsx";
import { fetchJson } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";
import { NEWSLETTER_MESSAGES, type NewsletterSource, type NewsletterSubscribedResponse } from "#contracts/newsletter-constants.ts";

/**
 * The newsletter signup (SPEC §4, §5, §8): checked with the newsletter schema (loaded on submit), so an
 * empty email toasts 'Please enter your email address' and sends nothing; submitting disables the form
 * ('Subscribing...'); success toasts and shows the thanks; failure toasts and leaves the form as it
 * was. Posts {email, timestamp, source} as JSON to /api/newsletter. `thanksFor` (ms) returns the empty
 * form after a while (the footer).
 */
export function useNewsletterSignup(options: { source: NewsletterSource; thanksFor?: number }) {
  const [subscribed, setSubscribed] = useState(false);
  const [confirmationRequired, setConfirmationRequired] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const { thanksFor } = options;

  const form = useForm({
    initialValues: { email: "" },
    schema: () => import("#contracts/newsletter.ts").then((contract) => contract.newsletterSubscriptionSchema),
    toInput: (values) => ({
      email: values.email,
      timestamp: new Date().toISOString(),
      source: options.source,
      // Where the visitor gave consent (without any query string).
      page: `${window.location.origin}${window.location.pathname}`,
    }),
    submit: (subscription, element) =>
      fetchJson<NewsletterSubscribedResponse | null>("/api/newsletter", {
        json: { ...subscription, [HONEYPOT_FIELD]: honeypotValue(element) },
        headers: idempotencyHeaders(element),
      }),
    onSuccess: (answer) => {
      setConfirmationRequired(answer?.confirmationRequired === true);
      setSubscribed(true);
    },
    resetOnSuccess: true,
    successToast: NEWSLETTER_MESSAGES.success,
    failureMessage: () => NEWSLETTER_MESSAGES.failed,
    toasts: "all",
  });

  useEffect(() => {
    if (!subscribed) return;
    // The button that had focus is gone: keep keyboard and screen reader users where they were.
    thanksRef.current?.focus({ preventScroll: true });
    if (thanksFor === undefined) return;
    const timer = setTimeout(() => setSubscribed(false), thanksFor);
    return () => clearTimeout(timer);
  }, [subscribed, thanksFor]);

  return { ...form, subscribed, confirmationRequired, thanksRef };
}
