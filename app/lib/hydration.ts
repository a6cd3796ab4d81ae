import { useSyncExternalStore } from "react";

/**
 * When a page hydrates, declared by its route's `handle` (the deepest route that says wins):
 * - "islands": the page works without JavaScript; when a visitor reaches an island, React hydrates the
 *   islands alone, without React Router (docs/decisions/052): the public site (in development, where
 *   there is no islands build, it hydrates "on-demand");
 * - "on-demand": the page works without JavaScript and React Router hydrates it when a visitor reaches
 *   an island (app/lib/page-script.ts, app/lib/hydrate-on-demand.server.ts): "islands" in development;
 * - "at-once" (the default): React Router's scripts load with the page: the admin panel, which needs them.
 */
export type Hydration = "islands" | "on-demand" | "at-once";

export interface RouteHandle {
  hydrate?: Hydration;
}

export function hydrationOf(handles: ReadonlyArray<unknown>): Hydration {
  let hydration: Hydration = "at-once";
  for (const handle of handles) {
    const declared = (handle as RouteHandle | undefined)?.hydrate;
    if (declared) hydration = declared;
  }
  return hydration;
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React owns the page, then true: for controls that only work
 * with React (shown clearly inactive until then, and without JavaScript).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
