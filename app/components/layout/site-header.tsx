import { Info, Menu, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { mainNavigation } from "#app/content/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { InfoPanel } from "./info-panel.tsx";
import { Logo } from "./logo.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** The header turns compact, with a blurred background, once the page is scrolled past this. */
const COMPACT_AFTER_PX = 20;

function useScrolledPast(offset: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return scrolled;
}

/**
 * Remembers on which page something was opened: it counts as open only on that page,
 * so the menu and the info panel close by themselves on navigation.
 */
function useOpenOnThisPage() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? location.key : null), [location.key]);
  return [openOn === location.key, setOpen] as const;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative rounded-full px-2.5 py-2 text-sm font-semibold transition-colors lg:px-3.5",
    isActive
      ? "text-brand-700 dark:text-brand-300 bg-brand-50 dark:bg-brand-500/15"
      : "text-slate-700 hover:text-brand-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:text-white dark:hover:bg-slate-800",
  );

export function SiteHeader() {
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const [infoOpen, setInfoOpen] = useOpenOnThisPage();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen, setMenuOpen]);

  return (
    <>
      <header
        data-compact={compact ? "true" : "false"}
        className={cn(
          "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300",
          compact || menuOpen
            ? "border-slate-200/70 bg-white/80 shadow-sm backdrop-blur-lg dark:border-slate-800/70 dark:bg-slate-950/80"
            : "border-transparent bg-white dark:bg-slate-950",
        )}
      >
        <div
          className={cn(
            "mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 transition-[height] duration-300 sm:px-6",
            compact ? "h-16" : "h-20",
          )}
        >
          <Logo size={compact ? "small" : "medium"} />

          <nav aria-label="Main" className="hidden sm:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              {mainNavigation.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"} className={linkClass} prefetch="intent">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-1">
            <ThemeToggle />
            <button
              type="button"
              onClick={() => setInfoOpen(true)}
              className="hidden items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:inline-flex dark:bg-brand-500 dark:hover:bg-brand-400 dark:text-slate-950"
              aria-haspopup="dialog"
            >
              <Info className="size-4" aria-hidden="true" />
              Show Info
            </button>
            <button
              type="button"
              onClick={() => setMenuOpen(!menuOpen)}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
            >
              {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            </button>
          </div>
        </div>

        <div
          id="mobile-menu"
          hidden={!menuOpen}
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-5 sm:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          <nav aria-label="Mobile">
            <ul className="flex flex-col">
              {mainNavigation.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/"}
                    className={({ isActive }) => cn(linkClass({ isActive }), "block rounded-xl px-4 py-3 text-base")}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            onClick={() => {
              setMenuOpen(false);
              setInfoOpen(true);
            }}
            className="mt-3 flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
            aria-haspopup="dialog"
          >
            <Info className="size-4" aria-hidden="true" />
            Show Info
          </button>
        </div>
      </header>
      {/* Keeps page content clear of the fixed header. */}
      <div aria-hidden="true" className="h-20" />
      <InfoPanel open={infoOpen} onClose={() => setInfoOpen(false)} />
    </>
  );
}
