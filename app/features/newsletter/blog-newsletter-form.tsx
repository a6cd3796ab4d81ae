// PLACEHOLDER: the lead-capture work (issue 4) gives this form its submission and states.

/** The blog page's newsletter signup (SPEC §2 "Blog page"; source 'Blog Page'). */
export function BlogNewsletterForm() {
  return (
    <form method="post" action="/newsletter/subscribe" className="flex flex-col gap-3 sm:flex-row">
      <input type="hidden" name="source" value="Blog Page" />
      <label htmlFor="blog-newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="blog-newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      />
      <button type="submit" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Subscribe
      </button>
    </form>
  );
}
