import { Link } from "react-router";
import { blogPageCopy } from "#app/content/publishing.ts";
import { cn } from "#app/lib/cn.ts";
import { ARRIVAL_SCROLL_MARGIN, filterLinkId, focusOnArrival } from "#app/lib/focus-on-arrival.ts";
import { BLOG_CATEGORY_PARAM } from "#contracts/blog.ts";

/**
 * 'All Posts' plus the distinct categories (SPEC §2 Blog page), as links with `?category=` so every
 * filtered view has its own address and works without JavaScript.
 */
export function CategoryChips({ categories, active }: { categories: string[]; active: string | null }) {
  const chips: Array<{ label: string; to: string; current: boolean }> = [
    { label: blogPageCopy.allPosts, to: "/blog", current: active === null },
    ...categories.map((category) => ({
      label: category,
      to: `/blog?${new URLSearchParams({ [BLOG_CATEGORY_PARAM]: category })}`,
      current: active?.toLowerCase() === category.toLowerCase(),
    })),
  ];
  return (
    <nav aria-label={blogPageCopy.categoriesLabel}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={chip.to}>
            <Link
              id={filterLinkId("blog", index)}
              to={focusOnArrival(chip.to, filterLinkId("blog", index))}
              preventScrollReset
              aria-current={chip.current ? "page" : undefined}
              className={cn(
                ARRIVAL_SCROLL_MARGIN,
                  "inline-flex items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors",
                chip.current
                  ? "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950"
                  : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200",
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
