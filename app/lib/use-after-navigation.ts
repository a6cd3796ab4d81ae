import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onNavigate` after each client-side navigation, but not when React first takes over the page:
 * public pages hydrate on a visitor's first touch (docs/decisions/022), and a panel they opened before
 * (the phone menu, the search panel, the company info) stays open as they left it.
 */
export function useAfterNavigation(onNavigate: () => void) {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    onNavigate();
    // Only a new location matters; `onNavigate` is a fresh function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
