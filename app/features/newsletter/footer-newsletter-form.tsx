import { Send } from "lucide-react";

/**
 * The footer's newsletter signup. Posts to the newsletter route action; the lead-capture work
 * gives it its states (Subscribing..., thanks for 5 s, toasts).
 */
export function FooterNewsletterForm() {
  return (
    <form method="post" action="/newsletter/subscribe" className="flex flex-col gap-2 sm:flex-row lg:flex-col">
      <input type="hidden" name="source" value="Newsletter Subscription" />
      <label htmlFor="footer-newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="footer-newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email address"
        className="min-w-0 flex-1 rounded-full border border-slate-700 bg-slate-900 px-4 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none"
      />
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-full bg-accent-500 px-5 py-2.5 text-sm font-bold text-slate-950 transition-colors hover:bg-accent-400"
      >
        <Send className="size-4" aria-hidden="true" />
        Subscribe
      </button>
    </form>
  );
}
