import { Link } from "react-router";
import { portfolioPageCopy } from "#app/content/publishing.ts";
import { cn } from "#app/lib/cn.ts";
import { ARRIVAL_SCROLL_MARGIN, filterLinkId, focusOnArrival } from "#app/lib/focus-on-arrival.ts";
import { PORTFOLIO_CATEGORY_PARAM } from "#contracts/portfolio.ts";

/**
 * The sticky filter bar: 'All' plus the distinct categories (SPEC §2 Portfolio page). Links with
 * `?category=`, so a filtered view can be shared and works without JavaScript; with it, the page
 * filters in place without asking the server again.
 */
export function CategoryFilter({ categories, active }: { categories: string[]; active: string | null }) {
  const options = [
    { label: portfolioPageCopy.all, to: "/portfolio", current: active === null },
    ...categories.map((category) => ({
      label: category,
      to: `/portfolio?${new URLSearchParams({ [PORTFOLIO_CATEGORY_PARAM]: category })}`,
      current: active?.toLowerCase() === category.toLowerCase(),
    })),
  ];
  return (
    <div className="sticky top-16 z-20 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <nav aria-label={portfolioPageCopy.filterLabel} className="mx-auto max-w-7xl px-4 sm:px-6">
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-3 [scrollbar-width:thin]">
          {options.map((option, index) => (
            <li key={option.to} className="shrink-0">
              <Link
                id={filterLinkId("portfolio", index)}
                to={focusOnArrival(option.to, filterLinkId("portfolio", index))}
                preventScrollReset
                replace
                aria-current={option.current ? "page" : undefined}
                className={cn(
                  ARRIVAL_SCROLL_MARGIN,
                  "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                  option.current
                    ? "bg-brand-600 text-white dark:bg-brand-400 dark:text-slate-950"
                    : "bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700 dark:hover:text-white",
                )}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
