import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ROUTE_ID, type SiteChromeData } from "#app/lib/company.ts";
import { ISLAND_DATA_ID, type IslandName } from "./island.tsx";

/** The islands' browser entry, from the islands build's manifest (app/lib/islands/build.server.ts). */
export interface IslandScripts {
  /** The entry module's URL. */
  entry: string;
  /** The modules it imports statically, fetched together with it rather than one round trip later. */
  preloads: string[];
  /** The files of the islands that have their own (./separate-islands.ts), fetched with it by a page that holds one. */
  separate: Partial<Record<IslandName, string[]>>;
}

/**
 * Marks the list of files the bootstrap fetches, to which the files of the page's own islands are added
 * once the page is rendered and its islands are known (./render.server.tsx).
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
 * In place of React Router's scripts on a page that runs as islands: the data the islands share, and a
 * module that loads the islands' entry when the page script says a visitor has reached one
 * (`window.__vistaarHydration`, app/lib/page-script.ts), with any module it imports fetched alongside
 * (on a phone, each module found only once its importer runs costs a round trip).
 */
export function IslandsBootstrap({ scripts, nonce }: { scripts: IslandScripts; nonce: string }) {
  const chrome = useRouteLoaderData<SiteChromeData>(SITE_LAYOUT_ROUTE_ID) ?? null;
  const load =
    `(async () => {\n` +
    `await window.__vistaarHydration;\n` +
    `for (const href of ${PAGE_ISLAND_FILES}${asScriptText(scripts.preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }\n` +
    `await import(${asScriptText(scripts.entry)});\n` +
    `})();`;
  return (
    <>
      <script type="application/json" id={ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: asScriptText(chrome) }} />
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: load }} />
    </>
  );
}
