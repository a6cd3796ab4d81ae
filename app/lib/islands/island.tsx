import { type ComponentType, createContext, type ReactElement, type ReactNode, useContext, useId } from "react";
import { type SiteChromeData, SiteChromeProvider, useSiteChrome } from "#app/lib/company.ts";

/**
 * Islands (docs/decisions/052). On a public page the server renders each island on its own, the way
 * the browser will hydrate it: a separate React root with its own id prefix, props that travel as
 * JSON, and no router around it. The page itself is HTML that works without JavaScript; when a visitor
 * reaches an island, the browser loads the islands' runtime (Preact's, React-compatible) and modules
 * (app/lib/islands/client.tsx) and hydrates each island where it stands, without React Router.
 */
export interface IslandRenderer {
  /**
   * Keeps the island to render once the page is done, on its own, as `hydrateRoot(…, { identifierPrefix })`
   * will expect it; answers the placeholder the page holds meanwhile (app/lib/islands/render.server.tsx).
   */
  add(element: ReactElement, identifierPrefix: string, name: IslandName): string;
}

/** Every island, by the name its root carries; each has its module in ./registry.ts. */
export type IslandName =
  | "newsletter-form"
  | "contact-page-form"
  | "home-contact-form"
  | "proposal-dialog"
  | "post-actions"
  | "image-carousel"
  | "brand-carousel"
  | "story-video";

/** Given by the server only, and only while rendering a page that runs as islands (app/entry.server.tsx). */
const IslandRendererContext = createContext<IslandRenderer | null>(null);
export const IslandRendererProvider = IslandRendererContext.Provider;

/** The islands' shared data in the page (the site chrome's: app/lib/islands/bootstrap.tsx). */
export const ISLAND_DATA_ID = "island-data";
export const ISLAND_ROOT_ATTRIBUTE = "data-island-root";
export const ISLAND_PREFIX_ATTRIBUTE = "data-island-prefix";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/**
 * Makes `Component` an island named `name` (registered in app/lib/islands/registry.ts). Anywhere else
 * (the admin panel, a page React Router renders in the browser) it is the component itself. Its props
 * must be plain data (they are written into the page as JSON).
 */
export function island<Props extends object>(name: IslandName, Component: ComponentType<Props>): (props: Props) => ReactElement {
  function Island(props: Props) {
    const renderer = useContext(IslandRendererContext);
    const prefix = `${name}-${useId().replace(/[^a-zA-Z0-9]/g, "")}-`;
    const chrome = useSiteChrome();
    if (!renderer) return <Component {...props} />;
    const placeholder = renderer.add(
      <IslandRoot chrome={chrome}>
        <Island {...props} />
      </IslandRoot>,
      prefix,
      name,
    );
    const attributes = { [ISLAND_ROOT_ATTRIBUTE]: name, [ISLAND_PREFIX_ATTRIBUTE]: prefix, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
    // `display: contents`: the wrapper takes no box, so the island lays out as if it were not there.
    return <div className="contents" {...attributes} dangerouslySetInnerHTML={{ __html: placeholder }} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * What an island's root renders, on the server and in the browser alike (the same tree, so the same
 * ids): the island, given the site chrome's data.
 */
export function IslandRoot({ chrome, children }: { chrome: SiteChromeData | null; children: ReactNode }) {
  return <SiteChromeProvider value={chrome}>{children}</SiteChromeProvider>;
}
