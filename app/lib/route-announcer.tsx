import { useState } from "react";
import { useLocation } from "react-router";
import { useAfterNavigation } from "./use-after-navigation.ts";

/** Marks the heading focus was moved to, so CSS can leave out the ring a click would not show either. */
export const ROUTE_FOCUS_ATTRIBUTE = "data-route-focus";

/**
 * After React Router shows a new page in place, a screen reader hears nothing and focus stays on the
 * link that was followed (or on <body> after a form's redirect): this moves focus to the new page's
 * main heading (or <main>) and reads its title out in a polite live region, as a full page load would.
 * Only a new path counts: a change of the query alone (filters, a page of a list, the portfolio's
 * `?item=` view) keeps focus where it is; so does the first render, when React takes over a page the
 * visitor is already using.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState({ pathname, title: "" });

  useAfterNavigation(() => {
    if (pathname === announced.pathname) return;
    const focusedAtNavigation = document.activeElement;
    // After the commit: React has hoisted the new page's <title> and drawn its heading by then.
    requestAnimationFrame(() => {
      setAnnounced({ pathname, title: document.title });
      focusMainHeading(focusedAtNavigation);
    });
  });

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {announced.title}
    </div>
  );
}

function focusMainHeading(focusedAtNavigation: Element | null) {
  const main = document.getElementById("main");
  if (!main) return;
  const active = document.activeElement;
  // The new page put focus in a field of its own (a form's first field): leave it there.
  if (active?.matches("input, textarea, select, [contenteditable]") && main.contains(active)) return;
  // The visitor already went on into the new page (a frame can come late on a busy phone): leave them.
  if (active && active !== focusedAtNavigation && active !== document.body && main.contains(active)) return;
  focusPageHeading();
}

/**
 * Focus on the page's heading (the main region when it has none), without scrolling: where a keyboard
 * user starts again after a navigation, or after the control they used went away (a deleted row).
 */
export function focusPageHeading() {
  const main = document.getElementById("main");
  if (!main) return;
  const target = main.querySelector<HTMLElement>("h1") ?? main;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.setAttribute(ROUTE_FOCUS_ATTRIBUTE, "");
  target.focus({ preventScroll: true });
}
