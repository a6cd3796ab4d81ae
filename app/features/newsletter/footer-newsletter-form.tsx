import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import {
  FOOTER_NEWSLETTER_SOURCE,
  FOOTER_THANKS_DURATION_MS,
  NEWSLETTER_MESSAGES,
} from "#contracts/newsletter-constants.ts";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField } from "#app/components/ui/idempotency-key-field.tsx";
import { useNewsletterSignup } from "./use-newsletter-signup.ts";
import { islandProps } from "#app/lib/page-script.ts";

/**
 * The footer's newsletter signup (SPEC §2, §4): on success it is replaced by the thanks for 5 s,
 * then the empty form returns. Without JavaScript it posts to the /newsletter/subscribe action.
 */
export function FooterNewsletterForm() {
  const { formRef, field, subscribed, submitting, confirmationRequired, thanksRef, onSubmit } = useNewsletterSignup({
    source: FOOTER_NEWSLETTER_SOURCE,
    thanksFor: FOOTER_THANKS_DURATION_MS,
  });

  if (subscribed) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex gap-3 rounded-2xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100 focus:outline-none"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
        <div>
          <p className="font-semibold">{NEWSLETTER_MESSAGES.footerThanks}</p>
          {confirmationRequired ? <p className="mt-1 text-emerald-100/90">{NEWSLETTER_MESSAGES.checkInbox}</p> : null}
        </div>
      </div>
    );
  }

  return (
    <>
      <form ref={formRef} method="post" action="/newsletter/subscribe" onSubmit={onSubmit} className="relative flex flex-col gap-2 sm:flex-row lg:flex-col" {...islandProps()}>
        <input type="hidden" name="source" value={FOOTER_NEWSLETTER_SOURCE} />
        <label htmlFor="footer-newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="footer-newsletter-email"
          type="email"
          {...field("email")}
          autoComplete="email"
          placeholder="Your email address"
          disabled={submitting}
          className="min-w-0 flex-1 rounded-full border border-slate-700 bg-slate-900 px-4 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none disabled:opacity-60"
        />
        <HoneypotField />
        <IdempotencyKeyField />
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-accent-500 px-5 py-2.5 text-sm font-bold text-slate-950 transition-colors hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
          {submitting ? NEWSLETTER_MESSAGES.subscribing : "Subscribe"}
        </button>
      </form>
      <PrivacyNote className="mt-2 text-slate-400" />
    </>
  );
}
