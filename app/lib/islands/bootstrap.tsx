import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ROUTE_ID, type SiteChromeData } from "#app/lib/company.ts";
import { ISLAND_DATA_ID, ISLAND_ROOT_ATTRIBUTE, type IslandName } from "./island.tsx";

/** The islands' browser entry, from the islands build's manifest (app/lib/islands/build.server.ts). */
export interface IslandScripts {
  /** The entry module's URL. */
  entry: string;
  /** The modules it imports statically, fetched together with it rather than one round trip later. */
  preloads: string[];
  /**
   * The files of the islands that have their own (./separate-islands.ts): a page that holds one fetches
   * them with the entry when the island is near the screen then, or later when it comes near (./client.tsx).
   */
  separate: Partial<Record<IslandName, string[]>>;
}

/**
 * Marks the bootstrap's map of the page's islands that have files of their own (by island name), filled
 * in once the page is rendered and its islands are known (./render.server.tsx).
 */
export const PAGE_ISLAND_FILES = "/*page-island-files*/";

/** Given by the server while it renders a page that runs as islands (app/entry.server.tsx). */
const IslandScriptsContext = createContext<IslandScripts | null>(null);
export const IslandScriptsProvider = IslandScriptsContext.Provider;

/** Whether this page runs as islands: on the server only (the browser never renders such a page's shell). */
export function useIslandScripts(): IslandScripts | null {
  return useContext(IslandScriptsContext);
}

const asScriptText = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * In place of React Router's scripts on a page that runs as islands, in its <head> after the page script:
 * a module that loads the islands' entry the moment the page script says a visitor has reached one
 * (`window.__vistaarHydration`, app/lib/page-script.ts), even while the page is still being read
 * (`async`: an inline module otherwise waits for the whole document, which on a long page and a slow
 * phone is a touch's first few hundred milliseconds), with any module it imports fetched alongside (on a
 * phone, each module found only once its importer runs costs a round trip), and the files of an island
 * that has its own when it is near the screen then (the home page's carousels, when scrolling to them is
 * what woke the islands); further away, they wait until it comes near (./client.tsx).
 */
export function IslandsBootstrap({ scripts, nonce }: { scripts: IslandScripts; nonce: string }) {
  const load =
    `(async () => {\n` +
    `await window.__vistaarHydration;\n` +
    `const ownFiles = ${PAGE_ISLAND_FILES}{};\n` +
    // Near: within a screen's height of it (NEAR_SCREEN_MARGIN, ./separate-islands.ts); an island's root takes no box (`display: contents`): its children do.
    `const near = (name) => [...document.querySelectorAll(${asScriptText(`[${ISLAND_ROOT_ATTRIBUTE}="`)} + name + '"] > *')].some((element) => { const box = element.getBoundingClientRect(); return box.bottom > -innerHeight && box.top < 2 * innerHeight; });\n` +
    `for (const href of ${asScriptText(scripts.preloads)}.concat(...Object.keys(ownFiles).filter(near).map((name) => ownFiles[name]))) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }\n` +
    `await import(${asScriptText(scripts.entry)});\n` +
    `})();`;
  return <script type="module" async nonce={nonce} dangerouslySetInnerHTML={{ __html: load }} />;
}

/** The data the islands share (the site chrome's), at the page's end: read once the page is (./client.tsx). */
export function IslandsData() {
  const chrome = useRouteLoaderData<SiteChromeData>(SITE_LAYOUT_ROUTE_ID) ?? null;
  return <script type="application/json" id={ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: asScriptText(chrome) }} />;
}
