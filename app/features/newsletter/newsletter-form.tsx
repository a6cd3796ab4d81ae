import CircleCheck from "lucide-react/icons/circle-check";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Send from "lucide-react/icons/send";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField } from "#app/components/ui/idempotency-key-field.tsx";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";
import {
  BLOG_NEWSLETTER_SOURCE,
  FOOTER_NEWSLETTER_SOURCE,
  FOOTER_THANKS_DURATION_MS,
  NEWSLETTER_MESSAGES,
} from "#contracts/newsletter-constants.ts";
import { useNewsletterSignup } from "./use-newsletter-signup.ts";

/**
 * The newsletter signup (SPEC §2, §4, §8), in the two places it appears:
 * - `footer` (source 'Footer'): on success replaced by the thanks for 5 s, then the empty form returns;
 * - `blog` (the blog page, source 'Blog Page'): after success it stays replaced by its thanks.
 * Without JavaScript it posts to the /newsletter/subscribe action.
 */
const PLACES = {
  footer: {
    source: FOOTER_NEWSLETTER_SOURCE,
    thanksFor: FOOTER_THANKS_DURATION_MS,
    thanks: NEWSLETTER_MESSAGES.footerThanks,
    inputId: "footer-newsletter-email",
    placeholder: "Your email address",
    sendIcon: true,
    classes: {
      thanks: "flex gap-3 rounded-2xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100",
      thanksIcon: "text-emerald-300",
      thanksText: "",
      checkInbox: "text-emerald-100/90",
      form: "gap-2 sm:flex-row lg:flex-col",
      input:
        "border-slate-700 bg-slate-900 px-4 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:ring-2 focus:ring-brand-400/60",
      button: "bg-accent-500 px-5 py-2.5 text-sm font-bold text-slate-950 hover:bg-accent-400",
      buttonIcon: "size-4",
      privacy: "mt-2 text-slate-400",
    },
  },
  blog: {
    source: BLOG_NEWSLETTER_SOURCE,
    thanksFor: undefined,
    thanks: NEWSLETTER_MESSAGES.blogThanks,
    inputId: "blog-newsletter-email",
    placeholder: "Enter your email",
    sendIcon: false,
    classes: {
      thanks:
        "items-start justify-center gap-3 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100",
      thanksIcon: "text-emerald-600 dark:text-emerald-300",
      thanksText: "text-left",
      checkInbox: "text-sm",
      form: "gap-3 sm:flex-row",
      input:
        "border-slate-300 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400",
      button:
        "bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400",
      buttonIcon: "size-5",
      privacy: "mt-3 text-slate-500 dark:text-slate-400",
    },
  },
} as const;

function NewsletterFormView({ place }: { place: keyof typeof PLACES }) {
  const { source, thanksFor, thanks, inputId, placeholder, sendIcon, classes } = PLACES[place];
  const { formRef, field, subscribed, submitting, confirmationRequired, thanksRef, onSubmit } = useNewsletterSignup({ source, thanksFor });

  if (subscribed) {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className={`flex focus:outline-none ${classes.thanks}`}>
        <CircleCheck className={`mt-0.5 size-5 shrink-0 ${classes.thanksIcon}`} aria-hidden="true" />
        <div className={classes.thanksText}>
          <p className="font-semibold">{thanks}</p>
          {confirmationRequired ? <p className={`mt-1 ${classes.checkInbox}`}>{NEWSLETTER_MESSAGES.checkInbox}</p> : null}
        </div>
      </div>
    );
  }

  return (
    <>
      <form ref={formRef} method="post" action="/newsletter/subscribe" onSubmit={onSubmit} className={`relative flex flex-col ${classes.form}`} {...islandProps()}>
        <input type="hidden" name="source" value={source} />
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          {...field("email")}
          autoComplete="email"
          placeholder={placeholder}
          disabled={submitting}
          className={`min-w-0 flex-1 rounded-full border focus:outline-none disabled:opacity-60 ${classes.input}`}
        />
        <HoneypotField />
        <IdempotencyKeyField />
        <button
          type="submit"
          disabled={submitting}
          className={`inline-flex items-center justify-center gap-2 rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${classes.button}`}
        >
          {submitting ? (
            <LoaderCircle className={`animate-spin ${classes.buttonIcon}`} aria-hidden="true" />
          ) : sendIcon ? (
            <Send className={classes.buttonIcon} aria-hidden="true" />
          ) : null}
          {submitting ? NEWSLETTER_MESSAGES.subscribing : "Subscribe"}
        </button>
      </form>
      <PrivacyNote className={classes.privacy} />
    </>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const NewsletterForm = island("newsletter-form", NewsletterFormView);
