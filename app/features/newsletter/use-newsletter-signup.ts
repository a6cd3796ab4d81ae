import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { NEWSLETTER_MESSAGES, type NewsletterSource } from "#contracts/newsletter-constants.ts";

export type SignupStatus = "idle" | "submitting" | "subscribed";

/**
 * The newsletter signup's states (SPEC §4, §5, §8): an empty email toasts 'Please enter your email
 * address' and sends nothing; submitting disables the form ('Subscribing...'); success toasts and
 * shows the thanks; failure toasts and leaves the form as it was. Posts {email, timestamp, source}
 * as JSON to /api/newsletter. `thanksFor` (ms) returns the empty form after a while (the footer).
 */
export function useNewsletterSignup(options: { source: NewsletterSource; thanksFor?: number }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<SignupStatus>("idle");
  const [confirmationRequired, setConfirmationRequired] = useState(false);
  const thanksRef = useRef<HTMLDivElement>(null);
  const { thanksFor } = options;

  useEffect(() => {
    if (status !== "subscribed") return;
    // The button that had focus is gone: keep keyboard and screen reader users where they were.
    thanksRef.current?.focus({ preventScroll: true });
    if (thanksFor === undefined) return;
    const timer = setTimeout(() => setStatus("idle"), thanksFor);
    return () => clearTimeout(timer);
  }, [status, thanksFor]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const value = email.trim();
    if (!value) {
      toast.error(NEWSLETTER_MESSAGES.emailRequired);
      return;
    }
    setStatus("submitting");
    try {
      const response = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          email: value,
          timestamp: new Date().toISOString(),
          source: options.source,
          // Where the visitor gave consent (without any query string).
          page: `${window.location.origin}${window.location.pathname}`,
        }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json().catch(() => ({}))) as { confirmationRequired?: unknown };
      setConfirmationRequired(body.confirmationRequired === true);
      setEmail("");
      setStatus("subscribed");
      toast.success(NEWSLETTER_MESSAGES.success);
    } catch {
      setStatus("idle");
      toast.error(NEWSLETTER_MESSAGES.failed);
    }
  }

  return { email, setEmail, status, submitting: status === "submitting", confirmationRequired, thanksRef, onSubmit };
}
