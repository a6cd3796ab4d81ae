/**
 * A link to `path` that lands on the element with `id`: the browser scrolls to it and, when it is a
 * link, focuses it. Public pages load in full (no client-side router: docs/decisions/052), so a filter
 * chip keeps the visitor's place and focus on the chip they chose, and closing a project's large view
 * gives focus back to the card that opened it, as they did when React Router ran these pages.
 */
export function focusOnArrival(path: string, id: string): string {
  return `${path}#${id}`;
}

/** The id of the link to a list's filter at `index` (the same list on every filtered page). */
export const filterLinkId = (list: string, index: number) => `${list}-filter-${index}`;

/** The id of a portfolio card's link, which closing the project's large view comes back to. */
export const projectLinkId = (itemId: string) => `project-${itemId}`;

/** For the elements landed on: clear of the sticky top bar (and the portfolio's filter bar). */
export const ARRIVAL_SCROLL_MARGIN = "scroll-mt-36";
