import ExternalLink from "lucide-react/icons/external-link";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { SITE_CONTENT_PAGES } from "./site-screens.ts";

/** The screens of 'Site content', as tabs under each screen's title (they scroll sideways on a phone). */
export function SiteContentTabs() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip is wider than the screen: the open screen's tab is scrolled to the middle, so
  // 'Case studies' or 'Legal pages' is not off to the right, out of sight.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>("[aria-current=page]");
    if (!nav || !active) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    // Faded at the right edge on a phone (as the post editor's toolbar), so that it shows there are more tabs;
    // the list's end padding lets the last one scroll clear of the fade.
    <nav
      ref={navRef}
      aria-label="Site content"
      className="relative -mx-4 mb-6 overflow-x-auto px-4 max-sm:[mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-1 border-b border-slate-200 max-sm:pr-6 dark:border-slate-800">
        {SITE_CONTENT_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cn(
                  "-mb-px block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                  isActive
                    ? "border-brand-600 text-brand-700 dark:border-brand-300 dark:text-brand-200"
                    : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
                )
              }
            >
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The public page a screen changes, in a new tab: what visitors see after a save. */
export function ViewPageLink({ href, label = "View page" }: { href: string; label?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClass("secondary", "md")}>
      <ExternalLink className="size-4" aria-hidden="true" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
