import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, THEME_STORAGE_KEY, WEB_FONT_COOKIE, WEB_FONT_COOKIE_VALUE } from "#contracts/theme.ts";

/**
 * The little every page runs before React, and instead of it (docs/decisions/022).
 * Public pages are complete without JavaScript and load React only when a visitor reaches something
 * that needs it; until then (and on pages that never need it) this inline script, about 1 KB gzipped,
 * is all the JavaScript a page runs:
 * - the theme (SPEC §1), from the first frame: the `theme` cookie's (the server draws it in), else the
 *   system setting; a theme kept only in localStorage (the cookie expired or was cleared) right after,
 *   with the cookie written again for the next page; the theme toggle's buttons switch it (and keep the
 *   cookie and localStorage in step). The script reads neither cookies nor localStorage while <head> is
 *   parsed: both wait on the browser (it took up to 35 ms in Lighthouse's first visits, decision 068);
 * - `data-scrolled` on <html> past 20 px (the compact header is CSS), and the `js` class;
 * - the web font (docs/decisions/035): the server draws `web-font` on <html> when an earlier page fetched
 *   the font (the `web-font` cookie this script sets), so it comes from the browser's cache; otherwise the
 *   page stays in the metric-matched fallback and the font is fetched a second after the page has
 *   loaded, for the next page;
 * - reveal-on-scroll (SPEC §1: the animated class at 10 % visibility);
 * - invoker commands (`commandfor`/`command`) and light dismiss (`closedby="any"`) for dialogs, in
 *   browsers that do not have them natively yet; popovers close when keyboard focus leaves them;
 * - when to hydrate: React's scripts wait for `window.__vistaarHydration`, which resolves the first time
 *   the visitor points at, touches or focuses an island (`data-island`), or an island marked
 *   `data-island="visible"` scrolls into view (server/cache/defer-hydration.ts); a click on an island's
 *   control that is still drawn inactive is kept and made again once the islands own the page.
 * The functions below are sent as their own source text: they must not use anything from outside them.
 */

/** Added to an element marked `data-reveal` once 10% of it is visible (SPEC §1, §9). */
export const REVEAL_CLASS = "animate-fade-in-up";
export const REVEAL_THRESHOLD = 0.1;
/** The header turns compact past this much scroll (SPEC §2, §9). */
export const COMPACT_AFTER_PX = 20;

/** Marks the part of a page that needs React: `data-island` (on interaction) or `data-island="visible"`. */
export const ISLAND = { attribute: "data-island", whenVisible: "visible" } as const;
/** Props for an island's outermost element. */
export const islandProps = (when: "interaction" | "visible" = "interaction") => ({
  [ISLAND.attribute]: when === "visible" ? ISLAND.whenVisible : "",
});

/** On <html>: pages use the web font (theme.css); drawn in by the server (app/entry.server.tsx). */
export const WEB_FONT_CLASS = "web-font";
/** The @font-face family in app.css. */
export const WEB_FONT_FAMILY = "Plus Jakarta Sans Variable";

/** The theme toggle's buttons carry this attribute (components/layout/theme-toggle.tsx). */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/** On an image that has a fallback (components/ui/fallback-image.tsx): its alternate source, or "". */
export const FALLBACK_IMAGE_ATTRIBUTE = "data-fallback-image";
/** On <html> when the page runs as islands: React Router does not run it (app/lib/islands/bootstrap.tsx). */
export const ISLANDS_PAGE_ATTRIBUTE = "data-islands";

/** On a dialog the server sends open (a page whose URL says so, e.g. `?item=`): the address that closes it (components/ui/dialog.tsx). */
export const CLOSE_TO_ATTRIBUTE = "data-close-to";
/**
 * On <html> once React owns the page: "true" where React Router runs it (app/root.tsx), "islands"
 * where React runs the islands only and the rest stays the page's own (app/lib/islands/client.tsx).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
export const ISLANDS_HYDRATED = "islands";

/**
 * The island control a visitor clicked while it still waited (kept by the page script below), clicked again:
 * called once React owns the page (app/lib/islands/client.tsx, app/root.tsx), after this task, so that the
 * islands have re-rendered as hydrated first.
 */
export function clickKeptWhileWaiting(): void {
  const kept = window as unknown as { __vistaarPendingClick?: Element };
  const pending = kept.__vistaarPendingClick;
  delete kept.__vistaarPendingClick;
  if (pending instanceof HTMLElement) setTimeout(() => pending.isConnected && pending.click());
}

interface PageScriptConfig {
  storageKey: string;
  webFontCookie: string;
  webFontCookieValue: string;
  webFontClass: string;
  webFontFamily: string;
  webFontDelayMs: number;
  cookie: string;
  cookieMaxAge: number;
  compactAfter: number;
  revealClass: string;
  revealThreshold: number;
  toggleAttribute: string;
  islandAttribute: string;
  islandWhenVisible: string;
  closeToAttribute: string;
  hydratedAttribute: string;
  fallbackImageAttribute: string;
  islandsPageAttribute: string;
}

/** Reveals `[data-reveal]` elements as they scroll into view; React calls it again after a client-side navigation. */
export function revealOnScroll(revealClass: string = REVEAL_CLASS, threshold: number = REVEAL_THRESHOLD): () => void {
  const elements = document.querySelectorAll("[data-reveal]:not(." + revealClass + ")");
  if (!("IntersectionObserver" in window)) {
    elements.forEach((element) => element.classList.add(revealClass));
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add(revealClass);
        observer.unobserve(entry.target);
      }
    },
    { threshold },
  );
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

function runPageScript(config: PageScriptConfig, reveal: typeof revealOnScroll) {
  const root = document.documentElement;
  root.classList.add("js");

  const setCookie = (name: string, value: string) => {
    document.cookie = name + "=" + value + "; Path=/; Max-Age=" + config.cookieMaxAge + "; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");
  };
  const isTheme = (value: unknown): value is string => value === "light" || value === "dark";

  // Theme: the cookie's, which the server drew into <html> (app/entry.server.tsx), else the system setting.
  const cookieTheme = root.classList.contains("dark") ? "dark" : root.classList.contains("light") ? "light" : null;
  let themeChosenHere = false;
  const remember = (theme: string) => {
    try {
      localStorage.setItem(config.storageKey, theme);
    } catch {
      // Storage blocked (private mode): the cookie and the system setting still work.
    }
    setCookie(config.cookie, theme);
  };
  const apply = (theme: string) => {
    root.classList.toggle("dark", theme === "dark");
    root.classList.toggle("light", theme === "light");
    root.style.colorScheme = theme;
  };
  apply(cookieTheme ?? (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"));
  // localStorage in a task of its own, after the first paint or just before it (docs/decisions/068). A
  // theme kept there but not in the cookie is applied now (the cookie goes back for the next page); a
  // choice made without JavaScript (the cookie alone) is copied there.
  setTimeout(() => {
    let storedTheme: string | null = null;
    try {
      storedTheme = localStorage.getItem(config.storageKey);
    } catch {
      return;
    }
    if (themeChosenHere) return;
    if (cookieTheme) {
      if (storedTheme !== cookieTheme) remember(cookieTheme);
    } else if (isTheme(storedTheme)) {
      apply(storedTheme);
      remember(storedTheme);
    }
  });

  // The web font: at once if an earlier page fetched it (the server drew the class in); else after this
  // page has loaded, for the next one (never swapped in on this page: the text would move).
  if (!root.classList.contains(config.webFontClass) && document.fonts) {
    const fetchWebFont = () =>
      document.fonts.load("1em " + JSON.stringify(config.webFontFamily)).then(() => setCookie(config.webFontCookie, config.webFontCookieValue), () => {});
    // A second after the load event (a slow phone may still be painting the page's largest picture
    // then), when the browser is idle: the font never competes with what this page needs.
    const whenIdle = (callback: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(callback, { timeout: 2000 }) : callback());
    addEventListener("load", () => setTimeout(() => whenIdle(fetchWebFont), config.webFontDelayMs));
  }

  // The toggle is a form that posts the choice (no JavaScript); here it switches at once, with no request.
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const toggle = target?.closest && target.closest("[" + config.toggleAttribute + "]");
    if (!toggle) return;
    event.preventDefault();
    const next = root.classList.contains("dark") ? "light" : "dark";
    themeChosenHere = true;
    apply(next);
    remember(next);
    // The button pressed is hidden now (CSS shows the one that switches back): focus goes to that one,
    // so a keyboard user keeps their place and can press again.
    const shown = toggle.parentElement?.querySelector("[" + config.toggleAttribute + '][value="' + (next === "dark" ? "light" : "dark") + '"]');
    if (document.activeElement === toggle && shown instanceof HTMLElement) shown.focus();
  });

  const onScroll = () => root.toggleAttribute("data-scrolled", window.scrollY > config.compactAfter);
  addEventListener("scroll", onScroll, { passive: true });

  // Invoker commands and light dismiss, where the browser does not do them itself.
  if (!("commandForElement" in HTMLButtonElement.prototype)) {
    document.addEventListener("click", (event) => {
      const button = (event.target as Element | null)?.closest?.("button[commandfor]");
      if (!button) return;
      const dialog = document.getElementById(button.getAttribute("commandfor") || "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute("command");
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      else if (command === "close" && dialog.open) dialog.close();
    });
  }
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    // A click on a modal's backdrop lands on the <dialog> itself (its content fills the box).
    document.addEventListener("click", (event) => {
      const dialog = event.target;
      if (dialog instanceof HTMLDialogElement && dialog.open && dialog.getAttribute("closedby") === "any") dialog.close();
    });
  }

  // An open popover (the phone menu, the search panel) closes when keyboard focus leaves it, so it never
  // covers the control focus went to; focus on its own button, or in a dialog it opened, leaves it be.
  document.addEventListener("focusin", (event) => {
    const target = event.target as Element | null;
    document.querySelectorAll("[popover]").forEach((popover) => {
      if (!target?.closest || !(popover instanceof HTMLElement) || !popover.matches(":popover-open")) return;
      if (popover.contains(target) || target.closest("dialog[open], [popovertarget='" + popover.id + "']")) return;
      popover.hidePopover();
    });
  });

  // A dialog opened from inside a popover (the phone menu's 'Show Info'): opening a modal closes the
  // popover, so the browser could not give the focus back to that hidden button when the dialog closes,
  // and it fell to the page. The popover's own button takes the focus first: the dialog gives it back there.
  document.addEventListener(
    "click",
    (event) => {
      const opener = (event.target as Element | null)?.closest?.('[command="show-modal"]');
      const popover = opener && opener.closest("[popover]");
      const invoker = popover && document.querySelector('[popovertarget="' + popover.id + '"]');
      if (invoker instanceof HTMLElement) invoker.focus();
    },
    true,
  );

  // Hydration on demand.
  let hydrate = () => {};
  (window as unknown as { __vistaarHydration: Promise<void> }).__vistaarHydration = new Promise<void>((resolve) => (hydrate = resolve));
  const islandSelector = "[" + config.islandAttribute + "]";
  const triggers = ["pointerover", "pointerdown", "touchstart", "focusin"];
  let visibleIslands: IntersectionObserver | undefined;
  const start = () => {
    triggers.forEach((type) => document.removeEventListener(type, onInteraction, true));
    visibleIslands?.disconnect();
    hydrate();
  };
  function onInteraction(event: Event) {
    const target = event.target as Element | null;
    if (target?.closest && target.closest(islandSelector)) start();
  }
  triggers.forEach((type) => document.addEventListener(type, onInteraction, { capture: true, passive: true }));
  // A click on an island's control that still waits for the islands (drawn inactive, `aria-disabled`) is
  // not lost: it is kept, and made again once they own the page (clickKeptWhileWaiting, above).
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const control = target?.closest && target.closest(islandSelector + ' [aria-disabled="true"]');
      if (!control || root.hasAttribute(config.hydratedAttribute)) return;
      (window as unknown as { __vistaarPendingClick?: Element }).__vistaarPendingClick = control;
      start();
    },
    true,
  );
  // For browser tests that need React at once (tests/e2e/support/browser.ts).
  (window as unknown as { __vistaarHydrate: () => void }).__vistaarHydrate = start;

  // A dialog the server sent open (its address says so, e.g. a portfolio project) is no modal: make it
  // one, so the page behind is inert and Escape or a click on the backdrop close it, by going to the
  // address without it (what its Close links do). Once React Router runs the page, React does that
  // (not where React runs the islands only: this dialog is not one).
  const routerOwns = () => root.getAttribute(config.hydratedAttribute) === "true";
  const openedByAddress = () => {
    document.querySelectorAll("dialog[open][" + config.closeToAttribute + "]").forEach((dialog) => {
      if (!(dialog instanceof HTMLDialogElement) || !dialog.showModal || dialog.matches(":modal")) return;
      const leave = () => {
        // `dialog.open`: the close below, to reopen it as a modal, is told too (after it is open again).
        if (dialog.open || routerOwns()) return;
        location.replace(dialog.getAttribute(config.closeToAttribute) || "/");
      };
      dialog.close();
      dialog.showModal();
      dialog.addEventListener("close", leave);
      // A click on the backdrop lands on the <dialog> itself (its content fills the box).
      dialog.addEventListener("click", (event) => event.target === dialog && !routerOwns() && dialog.close());
    });
  };

  // A broken image on a page React Router does not run (components/ui/fallback-image.tsx): its
  // alternate source once, then its fallback. An image's error does not bubble: caught on the way down.
  document.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || !root.hasAttribute(config.islandsPageAttribute)) return;
      const alternate = image.getAttribute(config.fallbackImageAttribute);
      if (alternate === null) return;
      if (alternate) {
        image.setAttribute(config.fallbackImageAttribute, "");
        image.removeAttribute("srcset");
        image.src = alternate;
        return;
      }
      const fallback = image.nextElementSibling;
      if (fallback instanceof HTMLTemplateElement) image.replaceWith(fallback.content.cloneNode(true));
    },
    true,
  );

  document.addEventListener("DOMContentLoaded", () => {
    onScroll();
    openedByAddress();
    reveal(config.revealClass, config.revealThreshold);
    const whenVisible = document.querySelectorAll("[" + config.islandAttribute + '="' + config.islandWhenVisible + '"]');
    if (whenVisible.length === 0) return;
    if (!("IntersectionObserver" in window)) return start();
    visibleIslands = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
    whenVisible.forEach((island) => visibleIslands!.observe(island));
  });
}

const config: PageScriptConfig = {
  storageKey: THEME_STORAGE_KEY,
  webFontCookie: WEB_FONT_COOKIE,
  webFontCookieValue: WEB_FONT_COOKIE_VALUE,
  webFontClass: WEB_FONT_CLASS,
  webFontFamily: WEB_FONT_FAMILY,
  webFontDelayMs: 1000,
  cookie: THEME_COOKIE,
  cookieMaxAge: THEME_COOKIE_MAX_AGE_SECONDS,
  compactAfter: COMPACT_AFTER_PX,
  revealClass: REVEAL_CLASS,
  revealThreshold: REVEAL_THRESHOLD,
  toggleAttribute: THEME_TOGGLE_ATTRIBUTE,
  islandAttribute: ISLAND.attribute,
  islandWhenVisible: ISLAND.whenVisible,
  closeToAttribute: CLOSE_TO_ATTRIBUTE,
  hydratedAttribute: HYDRATED_ATTRIBUTE,
  fallbackImageAttribute: FALLBACK_IMAGE_ATTRIBUTE,
  islandsPageAttribute: ISLANDS_PAGE_ATTRIBUTE,
};

/** The inline <head> script (root.tsx). */
export const pageScript = `(${runPageScript.toString()})(${JSON.stringify(config)},${revealOnScroll.toString()});`;
