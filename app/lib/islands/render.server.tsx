import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { IslandRenderer } from "./island.tsx";

/**
 * The islands of one page (docs/decisions/052): each is rendered on its own once the page is, with the
 * id prefix its root will hydrate with in the browser, and put where the page left its placeholder.
 * Rendering them apart from the page, rather than from inside its render, keeps the two renders' state apart.
 */
export function createIslandRenderer(): IslandRenderer & { fill(html: string): string } {
  const islands: Array<{ element: ReactElement; prefix: string }> = [];
  return {
    add(element, prefix) {
      islands.push({ element, prefix });
      return `<!--island:${islands.length - 1}-->`;
    },
    fill(html) {
      return html.replace(/<!--island:(\d+)-->/g, (placeholder, index: string) => {
        const island = islands[Number(index)];
        return island ? renderToString(island.element, { identifierPrefix: island.prefix }) : placeholder;
      });
    },
  };
}
