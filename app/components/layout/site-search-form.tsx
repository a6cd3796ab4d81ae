import Search from "lucide-react/icons/search";
import { useId } from "react";
import { Form } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { SEARCH_LIMITS, SEARCH_MESSAGES, SEARCH_PARAM, SEARCH_PATH } from "#contracts/search-constants.ts";

/**
 * The site search box: a GET form to /search (works before React and without it). Used in the header's
 * search panel, on /blog and on /search itself. `autoFocus` is for the header's panel: the browser
 * focuses the box when the panel opens.
 */
export function SiteSearchForm({ defaultValue = "", autoFocus = false, className }: { defaultValue?: string; autoFocus?: boolean; className?: string }) {
  const id = useId();
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className={cn("flex w-full items-center gap-2", className)}>
      <label htmlFor={id} className="sr-only">
        {SEARCH_MESSAGES.label}
      </label>
      <input
        id={id}
        type="search"
        name={SEARCH_PARAM}
        defaultValue={defaultValue}
        required
        maxLength={SEARCH_LIMITS.query}
        autoFocus={autoFocus}
        placeholder={SEARCH_MESSAGES.placeholder}
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        <Search className="size-4" aria-hidden="true" />
        {SEARCH_MESSAGES.submit}
      </button>
    </Form>
  );
}
