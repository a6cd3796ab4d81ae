// Wordmarks of the fictional client brands on the home page, drawn as outlines (no fonts needed to show them).
// Called by `node scripts/artwork/marketing.mjs --brands`; needs opentype.js and three @fontsource fonts
// (SIL Open Font License) from ARTWORK_MODULES, a node_modules folder outside the repo (see marketing.mjs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { C, circle, path as pathEl, rect, stroke } from "./svg-kit.mjs";

const HEIGHT = 56;

export async function drawBrands() {
  const modules = process.env.ARTWORK_MODULES;
  if (!modules) throw new Error("Set ARTWORK_MODULES to a node_modules folder with opentype.js and the @fontsource fonts.");
  const require = createRequire(path.join(modules, "noop.js"));
  const opentype = require("opentype.js");
  const load = (file) => {
    const buffer = readFileSync(require.resolve(file));
    return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  };
  const fonts = {
    jakarta: load("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff"),
    jakartaBold: load("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff"),
    serif: load("@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff"),
    grotesk: load("@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff"),
    groteskRegular: load("@fontsource/space-grotesk/files/space-grotesk-latin-400-normal.woff"),
  };

  /** Glyph outlines laid out one by one with kerning and optional letter spacing. */
  function text(fontName, value, x, baseline, size, fill, spacing = 0) {
    const font = fonts[fontName];
    const scale = size / font.unitsPerEm;
    const glyphs = [...value].map((char) => font.charToGlyph(char));
    let cursor = x;
    let d = "";
    glyphs.forEach((glyph, index) => {
      d += glyph.getPath(cursor, baseline, size).toPathData(1);
      const next = glyphs[index + 1];
      cursor += glyph.advanceWidth * scale + (next ? font.getKerningValue(glyph, next) * scale : 0) + spacing;
    });
    return { svg: `<path d="${d}" fill="${fill}"/>`, width: cursor - x - spacing };
  }

  const wordmark = (name, mark, markWidth, lines) => {
    let body = mark;
    let width = markWidth;
    for (const line of lines) {
      const drawn = text(line.font, line.text, markWidth + 10, line.baseline, line.size, line.fill, line.spacing);
      body += drawn.svg;
      width = Math.max(width, markWidth + 10 + drawn.width);
    }
    width = Math.ceil(width + 4);
    return [
      `${name}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">${body}</svg>\n`,
      width,
    ];
  };

  const brands = [
    wordmark(
      "charotar-dairy",
      pathEl("M22 6c10 12 18 22 18 32a18 18 0 0 1-36 0c0-10 8-20 18-32z", C.indigo) + stroke("M10 38c6-5 11 5 17 0s8-4 10-2", C.white, 3.5),
      44,
      [
        { font: "serif", text: "Charotar", baseline: 30, size: 28, fill: C.indigo900 },
        { font: "grotesk", text: "DAIRY FRESH", baseline: 47, size: 11, fill: C.indigo, spacing: 2.6 },
      ],
    ),
    wordmark(
      "suryoday-textiles",
      circle(24, 38, 14, C.saffron) +
        rect(0, 38, 48, 18, 0, C.white) +
        [-60, -30, 0, 30, 60].map((angle) => `<rect x="22" y="4" width="4" height="10" rx="2" fill="${C.saffron600}" transform="rotate(${angle} 24 38)"/>`).join("") +
        rect(4, 42, 40, 4, 2, C.indigo900),
      48,
      [
        { font: "grotesk", text: "SURYODAY", baseline: 31, size: 24, fill: C.indigo900, spacing: 1.5 },
        { font: "groteskRegular", text: "TEXTILES", baseline: 47, size: 11, fill: C.saffron600, spacing: 5 },
      ],
    ),
    wordmark(
      "sanjivani-clinics",
      rect(4, 8, 40, 40, 12, C.emerald) + pathEl("M20 16h8v8h8v8h-8v8h-8v-8h-8v-8h8z", C.white),
      48,
      [
        { font: "jakarta", text: "sanjivani", baseline: 31, size: 26, fill: "#065f46" },
        { font: "jakartaBold", text: "multispecialty clinics", baseline: 47, size: 11, fill: C.emerald, spacing: 0.6 },
      ],
    ),
    wordmark(
      "kesar-organics",
      [0, 72, 144, 216, 288].map((angle) => `<ellipse cx="24" cy="16" rx="7" ry="13" fill="${C.saffron}" fill-opacity="0.9" transform="rotate(${angle} 24 28)"/>`).join("") + circle(24, 28, 6, C.fuchsia700),
      48,
      [
        { font: "serif", text: "Kesar", baseline: 32, size: 30, fill: C.fuchsia700 },
        { font: "grotesk", text: "ORGANICS", baseline: 48, size: 11, fill: C.saffron600, spacing: 3.6 },
      ],
    ),
    wordmark(
      "narmada-freight",
      pathEl("M2 40l14-26h30l-14 26z", C.indigo) + pathEl("M12 48l8-14h30l-8 14z", C.saffron),
      50,
      [{ font: "jakarta", text: "NARMADA", baseline: 30, size: 22, fill: C.ink, spacing: 0.5 }, { font: "grotesk", text: "FREIGHT MOVERS", baseline: 46, size: 10.5, fill: C.indigo, spacing: 2.2 }],
    ),
    wordmark(
      "lothal-labs",
      pathEl("M24 4l20 12v24l-20 12l-20-12v-24z", C.indigo900) + circle(24, 28, 8, C.fuchsia400) + circle(24, 28, 3, C.white),
      48,
      [{ font: "grotesk", text: "lothal labs", baseline: 36, size: 27, fill: C.indigo900 }],
    ),
    wordmark(
      "sabarmati-ceramics",
      pathEl("M16 6h16v6c8 6 12 14 12 22c0 10-8 16-20 16s-20-6-20-16c0-8 4-16 12-22z", C.indigo700) + stroke("M8 32c10 6 22 6 32 0", C.saffron300, 3),
      48,
      [
        { font: "serif", text: "Sabarmati", baseline: 30, size: 27, fill: C.indigo900 },
        { font: "grotesk", text: "CERAMICS", baseline: 47, size: 11, fill: C.indigo700, spacing: 4.2 },
      ],
    ),
    wordmark(
      "tapi-tea",
      pathEl("M6 22h30v12a13 13 0 0 1-13 13h-4a13 13 0 0 1-13-13z", C.emerald) + stroke("M36 26h4a5 5 0 0 1 0 10h-5", C.emerald, 3.5) + pathEl("M20 4c8 2 10 9 4 14c-8-2-9-9-4-14z", C.saffron) + rect(4, 49, 34, 3, 1.5, C.ink),
      48,
      [{ font: "jakarta", text: "Tapi Tea Co.", baseline: 36, size: 24, fill: C.ink }],
    ),
  ];
  for (const [file, , width] of brands) console.log(`${file}: width ${width}`);
  return brands.map(([file, content]) => [file, content]);
}
