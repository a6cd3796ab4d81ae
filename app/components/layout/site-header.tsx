import Info from "lucide-react/icons/info";
import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { NavLink } from "react-router";
import { mainNavigation } from "#app/content/navigation.ts";
import { SiteSearchForm } from "./site-search-form.tsx";
import { dialogOpener } from "#app/components/ui/dialog.tsx";
import { cn } from "#app/lib/cn.ts";
import { useAfterNavigation } from "#app/lib/use-after-navigation.ts";
import { SEARCH_MESSAGES } from "#contracts/search-constants.ts";
import { ChatButton } from "./chat-button.tsx";
import { INFO_PANEL_ID, InfoPanel } from "./info-panel.tsx";
import { Logo } from "./logo.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative rounded-full px-2.5 py-2 text-sm font-semibold transition-colors lg:px-3.5",
    isActive
      ? "text-brand-700 dark:text-brand-300 bg-brand-50 dark:bg-brand-500/15"
      : "text-slate-700 hover:text-brand-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:text-white dark:hover:bg-slate-800",
  );

/** The phone menu's id: a popover opened by its button (`popovertarget`). */
const MOBILE_MENU_ID = "mobile-menu";
/** The search panel's id: a popover like the phone menu, on every screen size (issue 15). */
const SEARCH_PANEL_ID = "site-search";

/**
 * The phone menu is a native popover: its button opens and closes it, Escape and a tap outside close
 * it, all before React has loaded, or without it. Once React runs it also closes on navigation (SPEC §2).
 */
function useMobileMenu() {
  useAfterNavigation(() => {
    for (const id of [MOBILE_MENU_ID, SEARCH_PANEL_ID]) {
      const popover = document.getElementById(id);
      if (popover?.matches(":popover-open")) popover.hidePopover();
    }
  });
}

/**
 * The top bar (SPEC §2): logo, navigation, search (issue 15), theme toggle, 'Show Info'; on phones a menu. It turns compact
 * with a blurred background once the page is scrolled (`scrolled:`, from the page script's
 * `data-scrolled`), or while the phone menu is open: CSS, so it is right before any script runs.
 */
export function SiteHeader() {
  useMobileMenu();

  return (
    <>
      <header
        className={cn(
          "group/header fixed inset-x-0 top-0 z-40 border-b border-transparent bg-white transition-[background-color,box-shadow,border-color] duration-300 dark:bg-slate-950",
          "scrolled:border-slate-200/70 scrolled:bg-white/80 scrolled:shadow-sm scrolled:backdrop-blur-lg dark:scrolled:border-slate-800/70 dark:scrolled:bg-slate-950/80",
          "has-[:popover-open]:border-slate-200/70 has-[:popover-open]:shadow-sm dark:has-[:popover-open]:border-slate-800/70",
        )}
      >
        <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-3 px-4 transition-[height] duration-300 scrolled:h-16 sm:px-6">
          <Logo size="medium" compactOnScroll />

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
            <button
              type="button"
              popoverTarget={SEARCH_PANEL_ID}
              aria-controls={SEARCH_PANEL_ID}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <span className="sr-only">{SEARCH_MESSAGES.label}</span>
              <Search className="size-5" aria-hidden="true" />
            </button>
            <ChatButton placement="header" />
            <ThemeToggle />
            <button
              type="button"
              {...dialogOpener(INFO_PANEL_ID)}
              className="hidden items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:inline-flex dark:bg-brand-500 dark:hover:bg-brand-400 dark:text-slate-950"
            >
              <Info className="size-4" aria-hidden="true" />
              Show Info
            </button>
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              aria-controls={MOBILE_MENU_ID}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 sm:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {/* Which name and icon show follows the menu's state, in CSS. */}
              <span className="sr-only group-has-[#mobile-menu:popover-open]/header:hidden">Open menu</span>
              <span className="sr-only hidden group-has-[#mobile-menu:popover-open]/header:inline">Close menu</span>
              <Menu className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div
          id={SEARCH_PANEL_ID}
          popover="auto"
          className="inset-x-0 top-20 bottom-auto m-0 w-full max-w-none border-y border-slate-200 bg-white px-4 py-4 text-inherit shadow-sm scrolled:top-16 dark:border-slate-800 dark:bg-slate-950"
        >
          {/* The browser focuses the box when the panel opens (autofocus inside a popover). */}
          <SiteSearchForm autoFocus className="mx-auto max-w-2xl" />
        </div>
        <div
          id={MOBILE_MENU_ID}
          popover="auto"
          className="inset-x-0 top-20 bottom-auto m-0 w-full max-w-none border-y border-slate-200 bg-white px-4 pt-2 pb-5 text-inherit shadow-sm scrolled:top-16 sm:hidden dark:border-slate-800 dark:bg-slate-950"
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
          {/* Opening the panel (a modal) closes the menu popover: the browser does both. */}
          <button
            type="button"
            {...dialogOpener(INFO_PANEL_ID)}
            className="mt-3 flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
          >
            <Info className="size-4" aria-hidden="true" />
            Show Info
          </button>
        </div>
      </header>
      {/* Keeps page content clear of the fixed header. */}
      <div aria-hidden="true" className="h-20" />
      <InfoPanel />
    </>
  );
}
