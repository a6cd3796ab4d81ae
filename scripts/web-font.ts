// Writes app/styles/fonts/plus-jakarta-sans-latin-400-800.woff2, the site's one web font: Plus Jakarta
// Sans's Latin file from @fontsource-variable/plus-jakarta-sans with every character it has, its weight
// axis limited to the 400-800 the site's classes use (font-normal … font-extrabold; 200-399 are never
// drawn), which makes it a quarter smaller (docs/decisions/054). Usage: npm run font
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { PROJECT_ROOT } from "#server/project-root.ts";

export const WEB_FONT_PATH = path.join(PROJECT_ROOT, "app/styles/fonts/plus-jakarta-sans-latin-400-800.woff2");
/** The lightest and heaviest weights the site draws text in; app.css's @font-face says the same. */
export const WEB_FONT_WEIGHTS = { min: 400, max: 800 } as const;

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@fontsource-variable/plus-jakarta-sans/package.json"));
const sourceFile = path.join(packageDir, "files/plus-jakarta-sans-latin-wght-normal.woff2");
/**
 * Every character of the Basic Multilingual Plane: the subsetter keeps those the file has, so the font
 * keeps all its glyphs (some, such as combining accents, are outside its @font-face unicode-range but
 * used when the browser composes a letter).
 */
const EVERY_CHARACTER = Array.from({ length: 0xffff }, (_, index) => index + 1)
  .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
  .map((codePoint) => String.fromCodePoint(codePoint))
  .join("");

export async function webFont(): Promise<Buffer> {
  return subsetFont(readFileSync(sourceFile), EVERY_CHARACTER, { targetFormat: "woff2", variationAxes: { wght: WEB_FONT_WEIGHTS } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const font = await webFont();
  writeFileSync(WEB_FONT_PATH, font);
  // The SIL Open Font License travels with the font (it names no Reserved Font Name, so a subset may keep the name).
  copyFileSync(path.join(packageDir, "LICENSE"), path.join(path.dirname(WEB_FONT_PATH), "OFL.txt"));
  console.log(`Wrote ${path.relative(process.cwd(), WEB_FONT_PATH)} (${font.length} bytes; the package's file: ${readFileSync(sourceFile).length}).`);
}
