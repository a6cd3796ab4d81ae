import { CircleCheck, LoaderCircle } from "lucide-react";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import { BLOG_NEWSLETTER_SOURCE, NEWSLETTER_MESSAGES } from "#contracts/newsletter-constants.ts";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField } from "#app/components/ui/idempotency-key-field.tsx";
import { useNewsletterSignup } from "./use-newsletter-signup.ts";
import { islandProps } from "#app/lib/page-script.ts";

/**
 * The blog page's newsletter signup (SPEC §2 "Blog page"; source 'Blog Page'): after success it
 * stays replaced by its thanks. Without JavaScript it posts to the /newsletter/subscribe action.
 */
export function BlogNewsletterForm() {
  const { formRef, field, subscribed, submitting, confirmationRequired, thanksRef, onSubmit } = useNewsletterSignup({
    source: BLOG_NEWSLETTER_SOURCE,
  });

  if (subscribed) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex items-start justify-center gap-3 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-900 focus:outline-none dark:bg-emerald-950/50 dark:text-emerald-100"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-300" aria-hidden="true" />
        <div className="text-left">
          <p className="font-semibold">{NEWSLETTER_MESSAGES.blogThanks}</p>
          {confirmationRequired ? <p className="mt-1 text-sm">{NEWSLETTER_MESSAGES.checkInbox}</p> : null}
        </div>
      </div>
    );
  }

  return (
    <>
      <form ref={formRef} method="post" action="/newsletter/subscribe" onSubmit={onSubmit} className="relative flex flex-col gap-3 sm:flex-row" {...islandProps()}>
        <input type="hidden" name="source" value={BLOG_NEWSLETTER_SOURCE} />
        <label htmlFor="blog-newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="blog-newsletter-email"
          type="email"
          {...field("email")}
          autoComplete="email"
          placeholder="Enter your email"
          disabled={submitting}
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <HoneypotField />
        <IdempotencyKeyField />
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
        >
          {submitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
          {submitting ? NEWSLETTER_MESSAGES.subscribing : "Subscribe"}
        </button>
      </form>
      <PrivacyNote className="mt-3 text-slate-500 dark:text-slate-400" />
    </>
  );
}
