import { ICON_ID_PREFIX } from "#app/components/ui/icon.tsx";

const USE = new RegExp(`<use href="#${ICON_ID_PREFIX}([\\w-]+)"`, "g");
const SYMBOL = new RegExp(`<symbol id="${ICON_ID_PREFIX}([\\w-]+)"[^>]*>[\\s\\S]*?</symbol>`, "g");

/**
 * A page that runs as islands keeps only the icon symbols its HTML draws. Every page is sent the whole
 * sprite (app/lib/inline-assets.tsx) so that a page the router renders in the browser finds any icon;
 * an islands page has no router in the browser, and its islands draw lucide-react's components, not
 * the sprite (app/lib/islands/islands.test.tsx checks), so the other symbols would never be used: the
 * home page carried all 52 (14 KB, 242 elements to parse and style) to draw 8.
 */
export function keepUsedIconSymbols(html: string): string {
  const used = new Set(Array.from(html.matchAll(USE), (match) => match[1]));
  return html.replace(SYMBOL, (symbol, name: string) => (used.has(name) ? symbol : ""));
}
