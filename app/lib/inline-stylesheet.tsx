import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined into the <head> of server-rendered pages in production: a phone on
 * a slow network paints the page without waiting for a second request. Only the server has the text;
 * the browser keeps the server's <style> (React leaves dangerouslySetInnerHTML alone when hydrating),
 * and client-side navigations keep the same document, so the styles stay.
 */
const InlineStylesheetContext = createContext("");

export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

export function useInlineStylesheet() {
  return useContext(InlineStylesheetContext);
}
