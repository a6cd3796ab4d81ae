import type { IslandName } from "./island.tsx";

/**
 * Islands whose code travels in a file of its own (scripts/islands-build.ts), fetched only by a page
 * that holds one, alongside the islands' entry at the same touch: the home page's carousels and their
 * carousel library, a third of the islands' code, which no other page needs. By island, the module the
 * registry (./registry.ts) loads it from; the build fails if the registry loads it from elsewhere.
 */
export const SEPARATE_ISLANDS = {
  "image-carousel": "app/features/home/image-carousel.tsx",
  "brand-carousel": "app/features/home/brand-carousel.tsx",
} as const satisfies Partial<Record<IslandName, string>>;

/** The file they travel in: `assets/islands-<name>-<hash>.js`. */
export const SEPARATE_ISLANDS_CHUNK = "carousels";

/**
 * How near the screen such an island must be for its files to be fetched and for it to be hydrated:
 * within one screen's height above or below (an IntersectionObserver's `rootMargin`: ./client.tsx; the
 * bootstrap's check at the first touch: ./bootstrap.tsx), so they have arrived by the time a visitor
 * scrolling at reading pace reaches it.
 */
export const NEAR_SCREEN_MARGIN = "100% 0px";
