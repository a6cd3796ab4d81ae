import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { type IslandScripts, PAGE_ISLAND_FILES } from "./bootstrap.tsx";
import type { IslandName, IslandRenderer } from "./island.tsx";

/**
 * The islands of one page (docs/decisions/052): each is rendered on its own once the page is, with the
 * id prefix its root will hydrate with in the browser, and put where the page left its placeholder.
 * Rendering them apart from the page, rather than from inside its render, keeps the two renders' state apart.
 * The files of the islands that have their own (`separate`: ./separate-islands.ts) are given to the page's
 * bootstrap, for the islands it holds, by island.
 */
export function createIslandRenderer(separate: IslandScripts["separate"] = {}): IslandRenderer & { fill(html: string): string } {
  const islands: Array<{ element: ReactElement; prefix: string; name: IslandName }> = [];
  return {
    add(element, prefix, name) {
      islands.push({ element, prefix, name });
      return `<!--island:${islands.length - 1}-->`;
    },
    fill(html) {
      const filled = html.replace(/<!--island:(\d+)-->/g, (placeholder, index: string) => {
        const island = islands[Number(index)];
        return island ? renderToString(island.element, { identifierPrefix: island.prefix }) : placeholder;
      });
      // The bootstrap is in the <head>, before anything a page shows: a post that quotes the marker comes after it.
      const marker = `${PAGE_ISLAND_FILES}{}`;
      const at = filled.indexOf(marker);
      if (at < 0) return filled;
      const ownFiles = Object.fromEntries(islands.flatMap((island) => (separate[island.name] ? [[island.name, separate[island.name]]] : [])));
      return filled.slice(0, at) + JSON.stringify(ownFiles) + filled.slice(at + marker.length);
    },
  };
}
