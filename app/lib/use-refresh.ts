import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Runs the page's loaders again and resolves once their new data is on screen (the router renders it
 * in a transition, after the revalidation itself has finished). A toast shown after `refresh()` then
 * describes the list the admin is looking at. Pass the page's loader data.
 */
export function useRefresh(loaderData: unknown) {
  const revalidator = useRevalidator();
  const rendered = useRef<(() => void) | null>(null);

  useEffect(() => {
    rendered.current?.();
    rendered.current = null;
  }, [loaderData]);

  return async function refresh() {
    const shown = new Promise<void>((resolve) => {
      rendered.current = resolve;
    });
    await revalidator.revalidate();
    await shown;
  };
}
