import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { type IslandScripts, PAGE_ISLAND_FILES } from "./bootstrap.tsx";
import type { IslandName, IslandRenderer } from "./island.tsx";

/**
 * The islands of one page (docs/decisions/052): each is rendered on its own once the page is, with the
 * id prefix its root will hydrate with in the browser, and put where the page left its placeholder.
 * Rendering them apart from the page, rather than from inside its render, keeps the two renders' state apart.
 * The files of the islands that have their own (`separate`: ./separate-islands.ts) are added to what the
 * page's bootstrap fetches, for the islands it holds.
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
      // The bootstrap is the page's last script: a post that quotes the marker comes before it.
      const at = filled.lastIndexOf(PAGE_ISLAND_FILES);
      const list = at < 0 ? null : /^\[[^\]]*\]/.exec(filled.slice(at + PAGE_ISLAND_FILES.length));
      if (!list) return filled;
      const files = new Set([...(JSON.parse(list[0]) as string[]), ...islands.flatMap((island) => separate[island.name] ?? [])]);
      return filled.slice(0, at) + JSON.stringify([...files]) + filled.slice(at + PAGE_ISLAND_FILES.length + list[0].length);
    },
  };
}
