import { createContext, useContext } from "react";

/**
 * What the server writes into every page instead of asking the browser for more files: a phone on a
 * slow network paints the page from the HTML alone (docs/decisions/035).
 * - `stylesheet`: the site's stylesheet, inlined into <head> in production;
 * - `iconSymbols`: the icon sprite's <symbol>s (app/components/ui/icons.svg), once at the top of <body>,
 *   for `<Icon>`'s `<use href="#icon-…">` (an islands page keeps those it draws: ./used-icon-symbols.server.ts).
 * Only the server has the text: the browser keeps the server's markup (React leaves
 * dangerouslySetInnerHTML alone when hydrating), and client-side navigations keep the same document,
 * so the styles and symbols stay.
 */
export interface InlineAssets {
  stylesheet: string;
  iconSymbols: string;
}

const InlineAssetsContext = createContext<InlineAssets>({ stylesheet: "", iconSymbols: "" });

export const InlineAssetsProvider = InlineAssetsContext.Provider;

export function useInlineAssets(): InlineAssets {
  return useContext(InlineAssetsContext);
}
