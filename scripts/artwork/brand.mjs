// Generates the logo, favicons and default share image in public/ (artwork made for this project).
// The wordmark is Plus Jakarta Sans ExtraBold converted to outlines, so it renders the same in an <img>.
// PNGs are rasterised by Chromium (librsvg drops the fill of some glyph outlines).
// Needs two packages that the site itself does not: run from the repo root with
//   npm i --no-save opentype.js @fontsource/plus-jakarta-sans && node scripts/artwork/brand.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";
import { chromium } from "playwright-core";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const fontFile = require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff");
const font = opentype.parse(readFileSync(fontFile).buffer.slice(0));

const INK = "#1e1b4b";
const WHITE = "#ffffff";
const SAFFRON = "#fb923c";

/** The mark: a gradient tile with a "V" that opens outward, and a saffron spark (growth). */
function mark(x, y, size, id) {
  const s = size / 48;
  return `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5"/>
      <stop offset="1" stop-color="#c026d3"/>
    </linearGradient>
  </defs>
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect width="48" height="48" rx="13" fill="url(#${id})"/>
    <path d="M12.5 14.5 L24 35 L35.5 14.5" fill="none" stroke="${WHITE}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M18.5 14.5 L24 24.5" fill="none" stroke="${WHITE}" stroke-opacity="0.55" stroke-width="3.5" stroke-linecap="round"/>
    <circle cx="37.5" cy="10.5" r="4" fill="${SAFFRON}"/>
  </g>`;
}

/** Lays out glyphs one by one with kerning (opentype.js's shaper chokes on this font's ccmp table). */
function layout(text, x, baseline, fontSize) {
  const scale = fontSize / font.unitsPerEm;
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const parts = [];
  let cursor = x;
  glyphs.forEach((glyph, index) => {
    // One <path> per glyph: joined into one path, some glyphs lost their fill in librsvg.
    parts.push(`<path d="${glyph.getPath(cursor, baseline, fontSize).toPathData(2)}"/>`);
    const next = glyphs[index + 1];
    cursor += glyph.advanceWidth * scale + (next ? font.getKerningValue(glyph, next) * scale : 0);
  });
  return { d: parts.join(""), width: cursor - x };
}

function wordmark(text, x, baseline, fontSize, fill) {
  return { ...layout(text, x, baseline, fontSize), fill };
}

function logo(variant) {
  const height = 48;
  const word = wordmark("Vistaar", 58, 35, 31, variant === "dark" ? WHITE : INK);
  const width = Math.ceil(58 + word.width + 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Vistaar">${mark(0, 0, 48, `g-${variant}`)}
  <g fill="${word.fill}">${word.d}</g>
</svg>`;
}

function icon(size, padding = 0) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    padding ? `<rect width="${size}" height="${size}" fill="${WHITE}"/>` : ""
  }${mark(padding, padding, size - padding * 2, "g-icon")}</svg>`;
}

function shareImage() {
  // Text is laid out at logo size and scaled up: large glyph outlines from opentype.js render badly in librsvg.
  const word = layout("Vistaar", 0, 0, 31);
  const tagline = layout("Digital marketing, technology & growth services", 0, 0, 18);
  const wordScale = 120 / 31;
  const tagScale = 2;
  const markSize = 140;
  const groupWidth = markSize + 36 + word.width * wordScale;
  const left = 600 - groupWidth / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1b4b"/><stop offset="0.6" stop-color="#3730a3"/><stop offset="1" stop-color="#86198f"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="110" r="220" fill="#ffffff" opacity="0.05"/>
  <circle cx="160" cy="560" r="260" fill="#ffffff" opacity="0.04"/>
  ${mark(left, 220, markSize, "g-share")}
  <g transform="translate(${left + markSize + 36} 332) scale(${wordScale})" fill="${WHITE}">${word.d}</g>
  <g transform="translate(${600 - (tagline.width * tagScale) / 2} 450) scale(${tagScale})" fill="#e0e7ff">${tagline.d}</g>
</svg>`;
}

/** A .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(png.length, 14 + 4);
  header.writeUInt32LE(22, 18 + 4 - 4);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
/** Renders an SVG at `scale` times its size to a PNG buffer with a transparent background. */
async function rasterize(svg, width, height, scale = 1) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
  await page.close();
  return png;
}
const sizeOf = (svg) => svg.match(/width="(\d+)" height="(\d+)"/).slice(1).map(Number);

mkdirSync("public/brand", { recursive: true });
for (const variant of ["light", "dark"]) {
  const svg = logo(variant);
  writeFileSync(`public/brand/logo-${variant}.svg`, svg);
  // The alternate path used when the SVG cannot be shown.
  const [width, height] = sizeOf(svg);
  await sharp(await rasterize(svg, width, height, 2)).png({ compressionLevel: 9 }).toFile(`public/brand/logo-${variant}.png`);
}
writeFileSync("public/favicon.svg", icon(48));
const png32 = await rasterize(icon(32), 32, 32);
writeFileSync("public/favicon.ico", icoFromPng(png32, 32));
writeFileSync("public/apple-touch-icon.png", await rasterize(icon(180, 18), 180, 180));
writeFileSync("public/icon-192.png", await rasterize(icon(192), 192, 192));
writeFileSync("public/icon-512.png", await rasterize(icon(512), 512, 512));
mkdirSync("public/images", { recursive: true });
await sharp(await rasterize(shareImage(), 1200, 630)).png({ compressionLevel: 9 }).toFile("public/images/og-default.png");
await browser.close();
console.log("brand assets written to public/");
