import { useEffect } from "react";
import { useLocation } from "react-router";

/** Added to an element marked `data-reveal` once 10% of it is visible (SPEC §1, §9). */
export const REVEAL_CLASS = "animate-fade-in-up";
const REVEAL_THRESHOLD = 0.1;

/**
 * Watches every `[data-reveal]` element on the page and gives it the animated class as it scrolls
 * into view. The hidden-until-revealed style only applies when JavaScript runs and the visitor has
 * not asked for reduced motion (see app.css), so content is never lost without it.
 * Do not mark above-the-fold content: it would delay the largest paint.
 */
export function useRevealOnScroll() {
  const location = useLocation();
  useEffect(() => {
    const elements = document.querySelectorAll<HTMLElement>(`[data-reveal]:not(.${REVEAL_CLASS})`);
    if (!("IntersectionObserver" in window)) {
      elements.forEach((element) => element.classList.add(REVEAL_CLASS));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add(REVEAL_CLASS);
          observer.unobserve(entry.target);
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [location.pathname]);
}
