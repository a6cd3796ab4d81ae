import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

type ParamChanges = Record<string, string | null>;

/**
 * Changes some query parameters of the current admin list (filters, search, the open item), keeping
 * the others, and goes back to page 1 unless the change is the page itself or one of `keepPageFor`.
 *
 * Each change starts from the URL last asked for, not the one on screen: React Router's functional
 * `setSearchParams` reads the rendered location, so a filter picked while the previous change was still
 * loading (a slow phone, a busy server) was dropped by the next keystroke in the search box.
 */
export function useFilterParams({ keepPageFor = [] }: { keepPageFor?: readonly string[] } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search: shownSearch } = location;
  const shown = useRef(shownSearch);
  const requested = useRef<string | null>(null);

  // Once a navigation lands (ours or any other), the URL on screen is the truth again.
  useEffect(() => {
    shown.current = shownSearch;
    requested.current = null;
  }, [location.key, shownSearch]);

  const keepPageKeys = keepPageFor.join(" ");
  return useCallback(
    (changes: ParamChanges) => {
      const next = new URLSearchParams(requested.current ?? shown.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const keepsPage = "page" in changes || keepPageKeys.split(" ").some((key) => key in changes);
      if (!keepsPage) next.delete("page");
      const search = next.size > 0 ? `?${next}` : "";
      requested.current = search;
      // Settles once the page shows the new URL (e.g. to refresh the list after it).
      return navigate({ pathname, search }, { replace: true, preventScrollReset: true });
    },
    [navigate, pathname, keepPageKeys],
  );
}
