import { useEffect } from "react";
import { useLocation } from "react-router";
import { revealOnScroll } from "./page-script.ts";

/**
 * Reveal-on-scroll for pages shown by client-side navigation (the page script does it for the page the
 * browser loaded: app/lib/page-script.ts). The hidden-until-revealed style only applies when
 * JavaScript runs and the visitor has not asked for reduced motion (see theme.css), so content is
 * never lost without it. Do not mark above-the-fold content: it would delay the largest paint.
 */
export function useRevealOnScroll() {
  const location = useLocation();
  useEffect(() => revealOnScroll(), [location.pathname]);
}
