// Writes app/components/ui/icons.svg: one <symbol> per name in ICON_NAMES, drawn by lucide-react, so the
// site's content icons come from the pages themselves (app/lib/inline-assets.tsx) instead of JavaScript. Usage: npm run icons
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_ID_PREFIX } from "#app/components/ui/icon.tsx";
import { ICON_NAMES } from "#contracts/icon-names.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";

export const SPRITE_PATH = path.join(PROJECT_ROOT, "app/components/ui/icons.svg");

/** lucide's "share-2" is its component Share2. */
const componentName = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

export function iconSprite(names: readonly string[] = ICON_NAMES): string {
  const symbols = names.map((name) => {
    const icon = (lucide as unknown as Record<string, ComponentType | undefined>)[componentName(name)];
    if (!icon) throw new Error(`lucide-react has no icon named ${name}`);
    const inner = renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${ICON_ID_PREFIX}${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(SPRITE_PATH, iconSprite());
  console.log(`Wrote ${path.relative(process.cwd(), SPRITE_PATH)} (${ICON_NAMES.length} icons).`);
}
