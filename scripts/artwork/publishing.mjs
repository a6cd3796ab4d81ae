// Generates the demo artwork for the blog posts and portfolio items in server/db/seed-data.ts:
// public/images/blog/*.webp and public/images/portfolio/*.webp, 1200×675, plus -480 and -960 copies
// for srcset (the same naming as uploaded images). Original compositions drawn for this project,
// in the brand palette, with no text (so they read in any language and need no fonts).
// Run from the repo root: node scripts/artwork/publishing.mjs
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const W = 1200;
const H = 675;
const WIDTHS = [480, 960];

const C = {
  ink: "#1e1b4b",
  indigo9: "#312e81",
  indigo7: "#4338ca",
  indigo6: "#4f46e5",
  indigo4: "#818cf8",
  indigo2: "#c7d2fe",
  indigo1: "#e0e7ff",
  saffron: "#f97316",
  saffron4: "#fb923c",
  saffron2: "#fed7aa",
  fuchsia: "#c026d3",
  fuchsia3: "#f0abfc",
  emerald: "#10b981",
  emerald7: "#047857",
  emerald2: "#a7f3d0",
  sky: "#0ea5e9",
  sky2: "#bae6fd",
  amber: "#f59e0b",
  amber2: "#fde68a",
  rose: "#f43f5e",
  white: "#ffffff",
  slate1: "#f1f5f9",
  slate3: "#cbd5e1",
  slate5: "#64748b",
};

// ---------- primitives ----------

function background(from, to, accents = []) {
  const blobs = accents
    .map(([cx, cy, r, color, opacity]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${opacity}"/>`)
    .join("");
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#ffffff" opacity="0.12"/>
    </pattern>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0b0a2a" flood-opacity="0.35"/>
    </filter>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g filter="url(#soft)">${blobs}</g>
  <rect width="${W}" height="${H}" fill="url(#dots)"/>`;
}

const rect = (x, y, w, h, r, fill, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = "") => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = "") =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;

/** Placeholder "text": rounded bars. */
function textLines(x, y, widths, color, height = 12, gap = 22) {
  return widths.map((w, i) => rect(x, y + i * gap, w, height, height / 2, color)).join("");
}

function star(cx, cy, r, fill) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
}

function stars(x, y, count, size, fill, gap = 8) {
  return Array.from({ length: count }, (_, i) => star(x + i * (size * 2 + gap) + size, y, size, fill)).join("");
}

function pin(cx, tipY, size, fill, inner = C.white) {
  const r = size;
  const cy = tipY - r * 1.9;
  return `<path d="M ${cx} ${tipY} C ${cx - r * 0.35} ${tipY - r * 0.7}, ${cx - r} ${cy + r * 0.55}, ${cx - r} ${cy}
    A ${r} ${r} 0 1 1 ${cx + r} ${cy} C ${cx + r} ${cy + r * 0.55}, ${cx + r * 0.35} ${tipY - r * 0.7}, ${cx} ${tipY} Z" fill="${fill}"/>
    ${circle(cx, cy, r * 0.42, inner)}`;
}

function browser(x, y, w, h, body, { bar = C.slate1, frame = C.white } = {}) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 18, frame)}</g>
    <path d="M ${x} ${y + 18} a 18 18 0 0 1 18 -18 h ${w - 36} a 18 18 0 0 1 18 18 v 26 h ${-w} z" fill="${bar}"/>
    ${circle(x + 24, y + 22, 6, "#f87171")}${circle(x + 44, y + 22, 6, "#fbbf24")}${circle(x + 64, y + 22, 6, "#34d399")}
    ${rect(x + 90, y + 14, Math.min(w - 120, 320), 16, 8, C.white, 'opacity="0.9"')}
    <g>${body}</g>`;
}

function phone(x, y, w, h, screen, { frame = C.ink } = {}) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, 36, frame)}</g>
    <clipPath id="screen-${x}-${y}">${rect(x + 12, y + 12, w - 24, h - 24, 26, C.white)}</clipPath>
    <g clip-path="url(#screen-${x}-${y})">${screen(x + 12, y + 12, w - 24, h - 24)}</g>
    ${rect(x + w / 2 - 34, y + 20, 68, 14, 7, frame)}`;
}

function card(x, y, w, h, body, fill = C.white, r = 18) {
  return `<g filter="url(#shadow)">${rect(x, y, w, h, r, fill)}</g>${body}`;
}

function avatar(cx, cy, r, skin, shirt, ring = C.white) {
  return `${circle(cx, cy, r, ring)}
    <clipPath id="av-${cx}-${cy}">${circle(cx, cy, r - 4, C.white)}</clipPath>
    <g clip-path="url(#av-${cx}-${cy})">
      ${circle(cx, cy, r - 4, C.indigo1)}
      ${circle(cx, cy - r * 0.18, r * 0.34, skin)}
      <ellipse cx="${cx}" cy="${cy + r * 0.75}" rx="${r * 0.62}" ry="${r * 0.5}" fill="${shirt}"/>
    </g>`;
}

function bars(x, baseY, values, width, gap, colors) {
  return values
    .map((value, i) => rect(x + i * (width + gap), baseY - value, width, value, 8, colors[i % colors.length]))
    .join("");
}

function leaf(cx, cy, size, rotate, fill) {
  return `<path transform="translate(${cx} ${cy}) rotate(${rotate})" d="M 0 ${-size} C ${size * 0.7} ${-size * 0.5}, ${size * 0.7} ${size * 0.5}, 0 ${size} C ${-size * 0.7} ${size * 0.5}, ${-size * 0.7} ${-size * 0.5}, 0 ${-size} Z" fill="${fill}"/>
    <line transform="translate(${cx} ${cy}) rotate(${rotate})" x1="0" y1="${-size * 0.8}" x2="0" y2="${size * 0.8}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`;
}

function svg(content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;
}

// ---------- blog ----------

const blog = {
  "local-seo": () =>
    svg(`${background(C.indigo9, C.indigo6, [[950, 120, 220, C.fuchsia, 0.35], [200, 600, 260, C.sky, 0.3]])}
      ${card(170, 110, 560, 460, `
        <clipPath id="map"><rect x="170" y="110" width="560" height="460" rx="24"/></clipPath>
        <g clip-path="url(#map)">
          <rect x="170" y="110" width="560" height="460" fill="#eef2ff"/>
          <path d="M 150 430 C 300 380, 380 520, 560 470 S 760 380, 780 420 L 780 600 L 150 600 Z" fill="${C.sky2}"/>
          <path d="M 150 440 C 300 390, 380 530, 560 480 S 760 390, 780 430" fill="none" stroke="${C.sky}" stroke-width="6" opacity="0.6"/>
          ${line(170, 250, 730, 210, C.white, 22)}${line(330, 110, 420, 570, C.white, 22)}${line(560, 110, 610, 420, C.white, 16)}
          ${line(170, 250, 730, 210, C.slate3, 2, 'stroke-dasharray="12 12"')}
          ${rect(200, 140, 100, 70, 10, C.emerald2)}${rect(450, 260, 90, 80, 10, C.indigo2)}${rect(620, 240, 80, 60, 10, C.amber2)}
          ${rect(210, 290, 90, 90, 10, C.indigo2)}${rect(460, 130, 80, 60, 10, C.emerald2)}
        </g>`, "#eef2ff", 24)}
      ${pin(440, 330, 62, C.saffron)}
      ${pin(270, 250, 28, C.indigo6)}${pin(640, 230, 28, C.indigo6)}${pin(560, 400, 28, C.indigo6)}
      ${card(770, 170, 270, 120, `${avatar(825, 230, 34, "#f5c9a6", C.indigo6)}${textLines(875, 205, [130, 90], C.slate3)}${stars(875, 262, 5, 10, C.amber, 6)}`)}
      ${card(800, 330, 270, 120, `${avatar(855, 390, 34, "#c68b5e", C.emerald)}${textLines(905, 365, [120, 100], C.slate3)}${stars(905, 422, 5, 10, C.amber, 6)}`)}
      ${card(770, 490, 270, 100, `${circle(825, 540, 30, C.emerald)}<path d="M 811 540 l 10 10 l 20 -22" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${textLines(875, 520, [140, 100], C.slate3)}`)}`),

  "instagram-reels": () =>
    svg(`${background(C.fuchsia, C.indigo7, [[250, 150, 240, C.saffron, 0.45], [1000, 560, 260, C.indigo4, 0.5]])}
      ${phone(470, 60, 280, 560, (x, y, w, h) => `
        <defs><linearGradient id="reel" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${C.saffron4}"/><stop offset="0.55" stop-color="${C.fuchsia}"/><stop offset="1" stop-color="${C.indigo9}"/></linearGradient></defs>
        <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#reel)"/>
        ${circle(x + w / 2, y + h * 0.42, 70, C.white, 'opacity="0.2"')}
        ${circle(x + w / 2, y + h * 0.42, 44, C.white, 'opacity="0.95"')}
        <path d="M ${x + w / 2 - 12} ${y + h * 0.42 - 20} L ${x + w / 2 + 22} ${y + h * 0.42} L ${x + w / 2 - 12} ${y + h * 0.42 + 20} Z" fill="${C.fuchsia}"/>
        ${rect(x + 18, y + h - 110, 150, 12, 6, C.white, 'opacity="0.9"')}${rect(x + 18, y + h - 88, 110, 12, 6, C.white, 'opacity="0.6"')}
        ${rect(x + 18, y + h - 40, w - 36, 6, 3, C.white, 'opacity="0.35"')}${rect(x + 18, y + h - 40, (w - 36) * 0.62, 6, 3, C.white)}
        ${circle(x + w - 30, y + h - 230, 16, C.white, 'opacity="0.9"')}${circle(x + w - 30, y + h - 180, 16, C.white, 'opacity="0.9"')}${circle(x + w - 30, y + h - 130, 16, C.white, 'opacity="0.9"')}`)}
      ${card(180, 180, 220, 300, `
        <defs><linearGradient id="r2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky}"/><stop offset="1" stop-color="${C.indigo6}"/></linearGradient></defs>
        <rect x="192" y="192" width="196" height="276" rx="12" fill="url(#r2)"/>${circle(290, 320, 30, C.white, 'opacity="0.9"')}
        <path d="M 282 305 L 304 320 L 282 335 Z" fill="${C.indigo6}"/>`)}
      ${card(820, 180, 220, 300, `
        <defs><linearGradient id="r3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.emerald}"/><stop offset="1" stop-color="${C.sky}"/></linearGradient></defs>
        <rect x="832" y="192" width="196" height="276" rx="12" fill="url(#r3)"/>${circle(930, 320, 30, C.white, 'opacity="0.9"')}
        <path d="M 922 305 L 944 320 L 922 335 Z" fill="${C.emerald7}"/>`)}
      <g transform="translate(800 110)">${circle(0, 0, 40, C.white)}<path d="M 0 14 C -26 -4, -20 -26, 0 -12 C 20 -26, 26 -4, 0 14 Z" fill="${C.rose}"/></g>
      <g transform="translate(390 560) scale(0.7)">${circle(0, 0, 40, C.white)}<path d="M 0 14 C -26 -4, -20 -26, 0 -12 C 20 -26, 26 -4, 0 14 Z" fill="${C.rose}"/></g>
      ${card(120, 520, 230, 70, `${circle(160, 555, 20, C.saffron)}${textLines(195, 542, [120, 80], C.slate3, 10, 18)}`, C.white, 35)}`),

  "google-ads-budget": () =>
    svg(`${background(C.indigo9, C.ink, [[1000, 120, 240, C.saffron, 0.3], [300, 560, 260, C.indigo6, 0.5]])}
      ${card(150, 120, 560, 440, `
        ${textLines(190, 160, [180, 110], C.slate3)}
        ${line(190, 500, 670, 500, C.slate3, 3)}
        ${bars(210, 498, [90, 130, 120, 180, 220, 270], 52, 26, [C.indigo2, C.indigo2, C.indigo4, C.indigo4, C.indigo6, C.saffron])}
        <path d="M 236 390 L 314 350 L 392 362 L 470 300 L 548 250 L 626 190" fill="none" stroke="${C.fuchsia}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
        ${circle(626, 190, 10, C.fuchsia)}`)}
      <g filter="url(#shadow)">
        ${circle(900, 330, 150, C.white)}${circle(900, 330, 118, C.saffron)}${circle(900, 330, 86, C.white)}${circle(900, 330, 54, C.saffron)}${circle(900, 330, 22, C.white)}
      </g>
      <path d="M 900 330 L 1060 170" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>
      <path d="M 1060 170 l 6 -38 l 22 22 z M 1060 170 l 38 -6 l -22 -22 z" fill="${C.indigo6}"/>
      ${[0, 1, 2, 3].map((i) => `<ellipse cx="820" cy="${585 - i * 20}" rx="64" ry="18" fill="${i % 2 ? C.amber : C.saffron4}" stroke="${C.saffron}" stroke-width="3"/>`).join("")}
      ${[0, 1, 2].map((i) => `<ellipse cx="960" cy="${590 - i * 20}" rx="56" ry="16" fill="${i % 2 ? C.amber : C.saffron4}" stroke="${C.saffron}" stroke-width="3"/>`).join("")}`),

  "website-speed": () =>
    svg(`${background(C.indigo7, C.ink, [[220, 140, 240, C.emerald, 0.35], [1000, 520, 260, C.fuchsia, 0.35]])}
      ${browser(120, 120, 560, 420, `
        ${rect(150, 190, 500, 120, 14, C.indigo1)}${rect(170, 215, 200, 16, 8, C.indigo4)}${rect(170, 245, 280, 12, 6, C.indigo2)}${rect(170, 268, 120, 26, 13, C.saffron)}
        ${rect(150, 330, 155, 100, 12, C.emerald2)}${rect(322, 330, 155, 100, 12, C.sky2)}${rect(494, 330, 156, 100, 12, C.amber2)}
        ${textLines(150, 455, [420, 300, 360], C.slate3, 10, 22)}`)}
      <g transform="translate(880 380)" filter="url(#shadow)">
        <circle r="200" fill="${C.white}"/>
        <path d="M -160 40 A 165 165 0 0 1 -60 -153" fill="none" stroke="${C.rose}" stroke-width="30"/>
        <path d="M -55 -155 A 165 165 0 0 1 60 -155" fill="none" stroke="${C.amber}" stroke-width="30"/>
        <path d="M 65 -153 A 165 165 0 0 1 160 40" fill="none" stroke="${C.emerald}" stroke-width="30"/>
        <path d="M -8 0 L 110 -95 L 8 10 Z" fill="${C.ink}"/>
        <circle r="24" fill="${C.ink}"/><circle r="9" fill="${C.white}"/>
        ${rect(-70, 70, 140, 44, 22, C.emerald)}<path d="M -30 92 l 14 14 l 30 -28" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      </g>
      <g transform="translate(150 585)">${[0, 1, 2, 3].map((i) => rect(i * 26, -i * 16, 16, 20 + i * 16, 4, i < 3 ? C.white : C.indigo4)).join("")}</g>`),

  "logo-design": () =>
    svg(`${background(C.saffron, C.fuchsia, [[200, 120, 220, C.amber, 0.5], [1000, 560, 280, C.indigo6, 0.55]])}
      <g filter="url(#shadow)">
        ${line(330, 70, 330, 150, C.ink, 8)}${line(650, 70, 650, 150, C.ink, 8)}
        ${rect(200, 140, 580, 240, 26, C.ink)}
      </g>
      ${rect(222, 162, 536, 196, 16, C.indigo9)}
      <g transform="translate(330 260)">${rect(-56, -56, 112, 112, 30, C.saffron)}<path d="M -28 -24 L 0 28 L 28 -24" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
      ${rect(420, 225, 280, 30, 15, C.white)}${rect(420, 275, 190, 18, 9, C.indigo4)}
      ${phone(840, 150, 230, 460, (x, y, w, h) => `
        ${rect(x, y, w, h, 0, C.white)}${rect(x, y, w, 170, 0, C.indigo1)}
        <g transform="translate(${x + w / 2} ${y + 100})">${rect(-40, -40, 80, 80, 22, C.saffron)}<path d="M -20 -17 L 0 20 L 20 -17" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
        ${textLines(x + 24, y + 200, [150, 110, 170], C.slate3)}${rect(x + 24, y + 290, w - 48, 44, 22, C.indigo6)}
        <g transform="translate(${x + 46} ${y + 380})">${rect(-22, -22, 44, 44, 12, C.saffron)}<path d="M -11 -9 L 0 11 L 11 -9" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
        ${textLines(x + 84, y + 365, [90, 60], C.slate3, 10, 18)}`)}
      <g transform="translate(150 450)">
        ${card(0, 0, 560, 160, "", C.white, 22)}
        <path d="M 60 120 C 140 20, 260 20, 330 80 S 470 140, 510 50" fill="none" stroke="${C.indigo6}" stroke-width="6"/>
        ${line(60, 120, 150, 40, C.slate3, 3)}${line(510, 50, 440, 130, C.slate3, 3)}
        ${rect(50, 110, 20, 20, 4, C.white, `stroke="${C.indigo6}" stroke-width="4"`)}${rect(320, 70, 20, 20, 4, C.white, `stroke="${C.indigo6}" stroke-width="4"`)}${rect(500, 40, 20, 20, 4, C.white, `stroke="${C.indigo6}" stroke-width="4"`)}
        ${circle(150, 40, 9, C.saffron)}${circle(440, 130, 9, C.saffron)}
      </g>`),

  "first-hires": () =>
    svg(`${background(C.emerald7, C.indigo9, [[250, 150, 260, C.emerald, 0.45], [1000, 520, 260, C.sky, 0.35]])}
      ${line(420, 170, 420, 250, C.white, 5, 'opacity="0.7"')}${line(220, 250, 620, 250, C.white, 5, 'opacity="0.7"')}
      ${line(220, 250, 220, 320, C.white, 5, 'opacity="0.7"')}${line(420, 250, 420, 320, C.white, 5, 'opacity="0.7"')}${line(620, 250, 620, 320, C.white, 5, 'opacity="0.7"')}
      ${line(220, 400, 220, 460, C.white, 4, 'opacity="0.5"')}${line(150, 460, 290, 460, C.white, 4, 'opacity="0.5"')}${line(150, 460, 150, 500, C.white, 4, 'opacity="0.5"')}${line(290, 460, 290, 500, C.white, 4, 'opacity="0.5"')}
      ${line(620, 400, 620, 460, C.white, 4, 'opacity="0.5"')}${line(550, 460, 690, 460, C.white, 4, 'opacity="0.5"')}${line(550, 460, 550, 500, C.white, 4, 'opacity="0.5"')}${line(690, 460, 690, 500, C.white, 4, 'opacity="0.5"')}
      ${avatar(420, 120, 58, "#c68b5e", C.saffron)}
      ${avatar(220, 360, 46, "#f5c9a6", C.indigo6)}${avatar(420, 360, 46, "#8d5a3b", C.fuchsia)}${avatar(620, 360, 46, "#e0ac84", C.sky)}
      ${avatar(150, 540, 36, "#f5c9a6", C.emerald)}${avatar(290, 540, 36, "#a86b45", C.amber)}${avatar(550, 540, 36, "#c68b5e", C.indigo4)}
      <g>${circle(690, 540, 36, C.white, 'opacity="0.25"')}${circle(690, 540, 32, "none", 'stroke="#fff" stroke-width="3" stroke-dasharray="8 6"')}${line(690, 526, 690, 554, C.white, 5)}${line(676, 540, 704, 540, C.white, 5)}</g>
      ${card(790, 120, 300, 440, `
        ${rect(790, 120, 300, 70, 0, C.indigo6, 'opacity="0"')}${textLines(830, 160, [170], C.indigo4, 16)}
        ${[0, 1, 2, 3, 4, 5].map((i) => `${rect(830, 215 + i * 54, 30, 30, 8, i < 4 ? C.emerald : C.white, i < 4 ? "" : `stroke="${C.slate3}" stroke-width="3"`)}${i < 4 ? `<path d="M 837 ${230 + i * 54} l 6 6 l 11 -12" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` : ""}${rect(876, 223 + i * 54, 170 - (i % 3) * 30, 14, 7, C.slate3)}`).join("")}`)}`),

  "email-newsletters": () =>
    svg(`${background(C.sky, C.indigo7, [[200, 560, 260, C.emerald, 0.35], [1000, 120, 240, C.fuchsia, 0.35]])}
      <g filter="url(#shadow)">${rect(300, 230, 460, 320, 24, C.white)}</g>
      ${rect(340, 110, 380, 300, 16, C.indigo1)}
      ${rect(370, 140, 140, 90, 10, C.saffron4)}${textLines(530, 150, [150, 110, 130], C.indigo4, 12, 26)}${textLines(370, 255, [310, 280, 300], C.indigo2, 12, 26)}
      <path d="M 300 254 L 530 420 L 760 254 L 760 526 a 24 24 0 0 1 -24 24 L 324 550 a 24 24 0 0 1 -24 -24 Z" fill="${C.white}"/>
      <path d="M 300 254 L 530 420 L 760 254" fill="none" stroke="${C.indigo2}" stroke-width="5" stroke-linejoin="round"/>
      <path d="M 300 540 L 480 390 M 760 540 L 580 390" stroke="${C.indigo1}" stroke-width="5"/>
      ${circle(740, 250, 40, C.saffron)}${rect(728, 228, 24, 30, 4, C.white, 'opacity="0"')}<path d="M 722 252 l 12 12 l 24 -26" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <g transform="translate(930 250) rotate(-18)" filter="url(#shadow)">
        <path d="M -110 0 L 120 -70 L 30 90 L 0 30 Z" fill="${C.white}"/>
        <path d="M 0 30 L 120 -70 L 20 48 Z" fill="${C.indigo2}"/>
      </g>
      <path d="M 810 330 C 760 380, 780 430, 720 470" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="10 10" opacity="0.8"/>
      ${card(860, 420, 230, 160, `${textLines(885, 445, [110], C.slate3)}${bars(890, 560, [40, 62, 80, 104], 30, 14, [C.sky2, C.sky, C.indigo4, C.indigo6])}`)}`),
};

// ---------- portfolio ----------

const portfolio = {
  "charotar-organics": () =>
    svg(`${background(C.emerald7, "#064e3b", [[220, 140, 240, C.emerald, 0.5], [1000, 560, 260, C.amber, 0.35]])}
      ${browser(110, 90, 700, 500, `
        ${rect(140, 160, 640, 130, 16, "#ecfdf5")}${leaf(690, 225, 48, 30, C.emerald)}${leaf(730, 215, 36, -20, "#34d399")}
        ${textLines(170, 190, [230, 170], C.emerald7, 16, 30)}${rect(170, 250, 120, 26, 13, C.saffron)}
        ${[0, 1, 2].map((i) => `
          ${rect(140 + i * 218, 310, 200, 250, 16, C.white, `stroke="${C.slate1}" stroke-width="3"`)}
          ${rect(156 + i * 218, 326, 168, 130, 12, ["#d1fae5", C.amber2, "#fee2e2"][i])}
          ${leaf(240 + i * 218, 390, 34, [0, 35, -30][i], [C.emerald, C.amber, C.rose][i])}
          ${textLines(156 + i * 218, 472, [120, 80], C.slate3, 12, 22)}${rect(156 + i * 218, 520, 70, 24, 12, C.emerald)}`).join("")}`)}
      ${phone(860, 170, 230, 440, (x, y, w, h) => `
        ${rect(x, y, w, h, 0, "#ecfdf5")}${textLines(x + 22, y + 48, [120], C.emerald7, 14)}
        ${[0, 1, 2].map((i) => `${rect(x + 18, y + 84 + i * 92, w - 36, 80, 14, C.white)}${circle(x + 58, y + 124 + i * 92, 24, ["#d1fae5", C.amber2, "#fee2e2"][i])}${textLines(x + 94, y + 108 + i * 92, [80, 56], C.slate3, 10, 20)}`).join("")}
        ${rect(x + 18, y + h - 72, w - 36, 48, 24, C.emerald)}${textLines(x + 70, y + h - 54, [90], C.white, 12)}`)}
      <g transform="translate(1060 150)">${circle(0, 0, 44, C.saffron)}<path d="M -20 -12 h 8 l 8 28 h 22 l 6 -20 h -32" stroke="#fff" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>${circle(-2, 24, 4, C.white)}${circle(16, 24, 4, C.white)}</g>`),

  "narmada-textiles": () =>
    svg(`${background(C.indigo9, "#0c4a6e", [[1000, 140, 260, C.sky, 0.4], [200, 560, 260, C.fuchsia, 0.35]])}
      <defs>
        <pattern id="weave" width="60" height="60" patternUnits="userSpaceOnUse">
          <rect width="60" height="60" fill="${C.sky}"/>
          <path d="M 0 30 C 15 10, 45 50, 60 30" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" fill="none"/>
          <path d="M 0 0 C 15 -20, 45 20, 60 0 M 0 60 C 15 40, 45 80, 60 60" stroke="${C.indigo7}" stroke-opacity="0.5" stroke-width="5" fill="none"/>
        </pattern>
        <pattern id="diamonds" width="40" height="40" patternUnits="userSpaceOnUse">
          <rect width="40" height="40" fill="${C.saffron}"/><path d="M 20 4 L 36 20 L 20 36 L 4 20 Z" fill="${C.amber2}" opacity="0.7"/><circle cx="20" cy="20" r="4" fill="${C.indigo9}"/>
        </pattern>
      </defs>
      <g filter="url(#shadow)"><path d="M 120 120 h 360 v 430 c -60 -30, -120 30, -180 0 s -120 30, -180 0 z" fill="url(#weave)"/></g>
      <g filter="url(#shadow)"><path d="M 330 170 h 250 v 400 c -40 -24, -84 24, -125 0 s -84 24, -125 0 z" fill="url(#diamonds)"/></g>
      ${card(660, 120, 420, 240, `
        <g transform="translate(740 240)">${circle(0, 0, 52, C.indigo6)}<path d="M -34 8 C -18 -22, 0 26, 16 -4 S 34 -10, 38 -20" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/></g>
        ${rect(820, 200, 210, 26, 13, C.ink)}${rect(820, 244, 150, 14, 7, C.slate3)}${rect(820, 272, 110, 14, 7, C.slate3)}`)}
      ${[C.indigo9, C.sky, C.saffron, C.amber2, C.white].map((color, i) => card(660 + i * 86, 410, 70, 160, rect(660 + i * 86, 410, 70, 110, 0, color, `stroke="${C.slate1}" stroke-width="2"`) + rect(672 + i * 86, 538, 46, 12, 6, C.slate3), C.white, 12)).join("")}`),

  "patel-dental": () =>
    svg(`${background(C.sky, C.indigo6, [[200, 140, 240, C.emerald, 0.4], [1000, 560, 260, C.indigo9, 0.45]])}
      ${phone(150, 70, 300, 560, (x, y, w, h) => `
        ${rect(x, y, w, h, 0, "#eef2ff")}
        ${line(x, y + 170, x + w, y + 120, C.white, 18)}${line(x + 120, y, x + 170, y + 300, C.white, 18)}
        ${rect(x + 20, y + 40, 70, 50, 8, C.emerald2)}${rect(x + 190, y + 170, 70, 60, 8, C.indigo2)}
        ${pin(x + 150, y + 220, 34, C.rose)}
        ${rect(x, y + 300, w, h - 300, 0, C.white)}
        ${[0, 1, 2].map((i) => `${circle(x + 38, y + 344 + i * 66, 20, i === 0 ? C.rose : C.slate3)}${textLines(x + 70, y + 332 + i * 66, [150 - i * 20, 90], C.slate3, 10, 18)}${i === 0 ? stars(x + 176, y + 340, 5, 7, C.amber, 3) : ""}`).join("")}`)}
      <g transform="translate(740 300)" filter="url(#shadow)">
        <path d="M 0 -150 C -60 -180, -150 -170, -160 -80 C -168 -10, -120 40, -110 110 C -100 180, -70 200, -50 180 C -30 160, -30 80, 0 60 C 30 80, 30 160, 50 180 C 70 200, 100 180, 110 110 C 120 40, 168 -10, 160 -80 C 150 -170, 60 -180, 0 -150 Z" fill="${C.white}"/>
        <path d="M -90 -90 C -80 -120, -40 -130, -20 -118" stroke="${C.sky2}" stroke-width="12" fill="none" stroke-linecap="round"/>
      </g>
      ${card(930, 120, 190, 110, `${textLines(955, 145, [100], C.slate3)}${stars(955, 195, 5, 12, C.amber, 6)}`)}
      ${card(930, 440, 190, 130, `${rect(955, 465, 140, 14, 7, C.slate3)}${bars(960, 550, [30, 44, 60], 30, 14, [C.sky2, C.sky, C.indigo6])}`)}`),

  "sabarmati-cycles": () =>
    svg(`${background(C.saffron, C.rose, [[1000, 120, 260, C.amber, 0.5], [200, 560, 260, C.indigo6, 0.45]])}
      ${phone(450, 50, 300, 580, (x, y, w, h) => `
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sky2}"/><stop offset="1" stop-color="${C.white}"/></linearGradient></defs>
        ${rect(x, y, w, h, 0, "url(#sky)")}${circle(x + w - 70, y + 110, 40, C.amber)}
        ${rect(x, y + h * 0.62, w, h * 0.38, 0, "#fde68a")}${line(x, y + h * 0.62, x + w, y + h * 0.62, C.amber, 6)}
        <g transform="translate(${x + w / 2} ${y + h * 0.55})" stroke="${C.ink}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round">
          <circle cx="-70" cy="30" r="52"/><circle cx="70" cy="30" r="52"/>
          <path d="M -70 30 L -20 -40 L 40 -40 L 70 30 M -20 -40 L 0 30 L 40 -40 M 0 30 L -70 30 M -30 -60 L -5 -60 M 40 -40 L 34 -64 L 54 -66"/>
        </g>
        ${circle(x + w / 2, y + h * 0.3, 40, C.white, 'opacity="0.9"')}<path d="M ${x + w / 2 - 12} ${y + h * 0.3 - 18} L ${x + w / 2 + 20} ${y + h * 0.3} L ${x + w / 2 - 12} ${y + h * 0.3 + 18} Z" fill="${C.saffron}"/>
        ${rect(x + 18, y + h - 40, w - 36, 6, 3, C.ink, 'opacity="0.2"')}${rect(x + 18, y + h - 40, (w - 36) * 0.4, 6, 3, C.saffron)}`)}
      ${card(140, 150, 250, 150, `${textLines(170, 180, [120], C.slate3)}<path d="M 170 270 L 220 240 L 260 250 L 300 210 L 350 190" fill="none" stroke="${C.emerald}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`)}
      ${card(140, 360, 250, 110, `${avatar(195, 415, 32, "#c68b5e", C.indigo6)}${textLines(240, 395, [110, 80], C.slate3)}`)}
      ${card(820, 170, 250, 120, `<g transform="translate(870 230)">${circle(0, 0, 28, "#ffe4e6")}<path d="M 0 12 C -20 -3, -15 -20, 0 -9 C 15 -20, 20 -3, 0 12 Z" fill="${C.rose}"/></g>${textLines(915, 210, [110, 70], C.slate3)}`)}
      ${card(820, 340, 250, 200, `${bars(850, 520, [60, 90, 80, 120, 150], 30, 14, [C.saffron2, C.saffron4, C.saffron4, C.saffron, C.rose])}${textLines(850, 365, [120], C.slate3)}`)}`),

  "kesar-sweets": () =>
    svg(`${background("#7c2d12", C.fuchsia, [[250, 140, 260, C.saffron, 0.55], [1000, 560, 280, C.amber, 0.35]])}
      <g transform="translate(600 338)" opacity="0.9">
        ${Array.from({ length: 16 }, (_, i) => `<ellipse rx="30" ry="90" transform="rotate(${i * 22.5}) translate(0 -150)" fill="${i % 2 ? C.amber : C.saffron4}" opacity="0.55"/>`).join("")}
        ${Array.from({ length: 12 }, (_, i) => `<ellipse rx="24" ry="60" transform="rotate(${i * 30 + 15}) translate(0 -90)" fill="${i % 2 ? C.fuchsia3 : C.white}" opacity="0.7"/>`).join("")}
        ${circle(0, 0, 58, C.amber2)}${circle(0, 0, 30, C.saffron)}
      </g>
      <g transform="translate(260 470)" filter="url(#shadow)">
        <path d="M -110 0 C -100 70, 100 70, 110 0 Z" fill="${C.saffron}"/>
        <path d="M -110 0 C -80 20, 80 20, 110 0" fill="none" stroke="${C.amber2}" stroke-width="6"/>
        <path d="M 0 -20 C -26 -60, -6 -110, 0 -130 C 6 -110, 26 -60, 0 -20 Z" fill="${C.amber}"/>
        <path d="M 0 -34 C -12 -56, -4 -84, 0 -96 C 4 -84, 12 -56, 0 -34 Z" fill="${C.white}"/>
      </g>
      ${[[880, 400, C.white, C.rose], [1000, 450, C.amber2, C.saffron], [900, 520, C.fuchsia3, C.fuchsia]].map(([x, y, box, ribbon]) => `
        <g filter="url(#shadow)">${rect(x - 80, y - 60, 160, 120, 14, box)}</g>
        ${rect(x - 12, y - 60, 24, 120, 0, ribbon)}${rect(x - 80, y - 10, 160, 20, 0, ribbon)}
        <path d="M ${x} ${y - 60} C ${x - 40} ${y - 110}, ${x - 70} ${y - 60}, ${x} ${y - 60} C ${x + 70} ${y - 60}, ${x + 40} ${y - 110}, ${x} ${y - 60}" fill="${ribbon}"/>`).join("")}
      ${[[120, 120], [220, 90], [1060, 130], [980, 200], [700, 80]].map(([x, y]) => star(x, y, 14, C.amber2)).join("")}`),

  "vidya-coaching": () =>
    svg(`${background(C.indigo6, C.sky, [[250, 140, 260, C.fuchsia, 0.3], [1000, 560, 260, C.emerald, 0.3]])}
      <g filter="url(#shadow)">${rect(220, 90, 760, 460, 26, C.ink)}</g>
      ${rect(244, 114, 712, 412, 10, C.white)}
      <path d="M 140 560 h 920 l -60 50 h -800 z" fill="${C.slate3}"/>${rect(520, 560, 160, 12, 6, C.slate5)}
      ${rect(244, 114, 712, 56, 0, C.indigo1)}${circle(280, 142, 14, C.indigo6)}${textLines(306, 136, [90], C.indigo4)}${rect(700, 132, 60, 12, 6, C.indigo4)}${rect(790, 132, 60, 12, 6, C.indigo4)}${rect(880, 128, 60, 22, 11, C.saffron)}
      ${textLines(280, 210, [300, 220], C.ink, 20, 34)}${textLines(280, 290, [260, 200], C.slate3)}${rect(280, 345, 140, 40, 20, C.indigo6)}
      <g transform="translate(760 300)">
        ${circle(0, 0, 110, C.indigo1)}
        <path d="M -90 -10 L 0 -50 L 90 -10 L 0 30 Z" fill="${C.ink}"/>
        <path d="M -50 8 v 40 c 30 24, 70 24, 100 0 v -40 l -50 22 z" fill="${C.indigo7}"/>
        ${line(80, -6, 80, 50, C.saffron, 5)}${circle(80, 56, 9, C.saffron)}
      </g>
      ${[0, 1, 2].map((i) => `${rect(280 + i * 220, 430, 200, 76, 12, [C.emerald2, C.amber2, C.sky2][i])}${textLines(298 + i * 220, 450, [120, 80], C.white, 12, 22)}`).join("")}`),

  "anand-agro": () =>
    svg(`${background(C.emerald7, C.indigo9, [[220, 560, 260, C.amber, 0.35], [1000, 140, 240, C.emerald, 0.45]])}
      ${Array.from({ length: 7 }, (_, i) => `<path d="M ${-100 + i * 40} 675 L ${420 + i * 30} 380" stroke="${i % 2 ? "#65a30d" : "#84cc16"}" stroke-width="26" opacity="0.6"/>`).join("")}
      <g transform="translate(330 330)" filter="url(#shadow)">
        ${rect(-150, -60, 190, 90, 14, C.saffron)}${rect(-30, -130, 110, 160, 14, C.saffron)}${rect(-12, -112, 74, 62, 8, C.sky2)}
        ${rect(-190, -30, 50, 24, 6, C.saffron4)}${line(-120, -60, -120, -110, C.ink, 8)}
        ${circle(40, 50, 66, C.ink)}${circle(40, 50, 30, C.slate5)}${circle(-110, 60, 44, C.ink)}${circle(-110, 60, 18, C.slate5)}
      </g>
      <g transform="translate(820 320)" filter="url(#shadow)">
        <path d="M -200 -200 H 200 L 60 0 V 170 L -60 220 V 0 Z" fill="${C.white}"/>
      </g>
      <path d="M 636 140 H 1004 L 968 190 H 672 Z" fill="${C.indigo2}"/>
      <path d="M 684 206 H 956 L 918 258 H 722 Z" fill="${C.indigo4}"/>
      <path d="M 734 274 H 906 L 880 310 V 320 H 760 V 310 Z" fill="${C.indigo6}"/>
      ${[[700, 110], [760, 90], [840, 100], [920, 85], [980, 110]].map(([x, y]) => avatar(x, y, 22, "#c68b5e", C.emerald)).join("")}
      ${card(760, 480, 240, 110, `${circle(810, 535, 28, C.emerald)}<path d="M 796 535 l 10 10 l 20 -22" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${textLines(852, 515, [120, 90], C.slate3)}`)}`),

  "riverbend-cafe": () =>
    svg(`${background("#78350f", C.indigo9, [[250, 140, 240, C.saffron, 0.45], [1000, 560, 260, C.emerald, 0.3]])}
      ${line(760, 40, 760, 110, C.amber2, 5)}${line(1040, 40, 1040, 110, C.amber2, 5)}
      <g filter="url(#shadow)">${rect(700, 100, 400, 170, 24, C.emerald7)}</g>
      ${rect(716, 116, 368, 138, 16, "none", `stroke="${C.amber2}" stroke-width="4"`)}
      <path d="M 760 200 C 800 170, 840 230, 880 200 S 960 170, 1000 200 S 1040 220, 1050 200" stroke="${C.sky2}" stroke-width="8" fill="none" stroke-linecap="round"/>
      ${rect(800, 140, 200, 20, 10, C.amber2)}
      ${card(130, 90, 400, 520, `
        ${rect(170, 130, 200, 26, 13, C.ink)}${line(170, 180, 490, 180, C.slate3, 3)}
        ${[0, 1, 2, 3, 4, 5].map((i) => `${rect(170, 210 + i * 62, 200 - (i % 3) * 40, 16, 8, C.slate5)}${rect(170, 234 + i * 62, 140, 10, 5, C.slate3)}${rect(440, 210 + i * 62, 50, 16, 8, C.saffron)}`).join("")}`, "#fffbeb", 20)}
      <g transform="translate(820 480)" filter="url(#shadow)">
        <path d="M -120 -90 H 100 V 20 C 100 90, 50 120, -10 120 C -70 120, -120 90, -120 20 Z" fill="${C.white}"/>
        <path d="M 100 -50 C 170 -50, 170 50, 96 40" stroke="${C.white}" stroke-width="22" fill="none"/>
        <ellipse cx="-10" cy="-90" rx="110" ry="20" fill="#92400e"/>
        <path d="M -40 -100 C -20 -90, -30 -70, -10 -60 C 10 -70, 0 -90, 20 -100" stroke="${C.amber2}" stroke-width="4" fill="none" opacity="0"/>
      </g>
      ${[[-40, 0], [0, -16], [40, 0]].map(([dx, dy]) => `<path d="M ${810 + dx} ${350 + dy} C ${790 + dx} ${320 + dy}, ${830 + dx} ${300 + dy}, ${810 + dx} ${270 + dy}" stroke="${C.white}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.6"/>`).join("")}`),

  "lotus-ayurveda": () =>
    svg(`${background(C.fuchsia, C.emerald7, [[200, 140, 260, C.fuchsia3, 0.45], [1000, 560, 260, C.emerald, 0.45]])}
      <g transform="translate(420 420)">
        ${[-60, -30, 0, 30, 60].map((angle, i) => `<path transform="rotate(${angle})" d="M 0 0 C -50 -60, -40 -170, 0 -220 C 40 -170, 50 -60, 0 0 Z" fill="${i % 2 ? C.fuchsia3 : "#fbcfe8"}" stroke="${C.white}" stroke-width="4"/>`).join("")}
        ${[-80, 80].map((angle) => `<path transform="rotate(${angle})" d="M 0 0 C -40 -50, -30 -130, 0 -170 C 30 -130, 40 -50, 0 0 Z" fill="${C.fuchsia}" opacity="0.85"/>`).join("")}
        <ellipse cx="0" cy="30" rx="230" ry="40" fill="${C.emerald}" opacity="0.8"/>
        ${leaf(-190, 20, 40, 70, C.emerald7)}${leaf(190, 20, 40, -70, C.emerald7)}
      </g>
      ${[[800, 250, 120, 260, C.white, C.emerald], [950, 300, 100, 210, "#fdf4ff", C.fuchsia]].map(([x, y, w, h, body, label]) => `
        <g filter="url(#shadow)">${rect(x, y, w, h, 22, body)}${rect(x + w * 0.3, y - 50, w * 0.4, 56, 10, C.ink)}</g>
        ${rect(x + 14, y + h * 0.35, w - 28, h * 0.4, 12, label)}${leaf(x + w / 2, y + h * 0.55, 26, 20, C.white)}`).join("")}
      ${[[720, 560], [1080, 580], [760, 200]].map(([x, y]) => circle(x, y, 10, C.amber2)).join("")}`),
};

async function write(dir, name, markup) {
  const outDir = path.join("public/images", dir);
  mkdirSync(outDir, { recursive: true });
  const image = sharp(Buffer.from(markup), { density: 72 }).resize(W, H);
  const png = await image.png().toBuffer();
  const main = await sharp(png).webp({ quality: 78, effort: 6 }).toBuffer();
  await sharp(main).toFile(path.join(outDir, `${name}.webp`));
  const sizes = [`${name}.webp ${(main.length / 1024).toFixed(0)} KB`];
  for (const width of WIDTHS) {
    const copy = await sharp(png).resize(width).webp({ quality: 76, effort: 6 }).toBuffer();
    await sharp(copy).toFile(path.join(outDir, `${name}-${width}.webp`));
    sizes.push(`${width}: ${(copy.length / 1024).toFixed(0)} KB`);
  }
  console.log(`${dir}/${sizes.join(", ")}`);
}

const only = process.argv[2];
for (const [dir, set] of [["blog", blog], ["portfolio", portfolio]]) {
  for (const [name, draw] of Object.entries(set)) {
    if (only && only !== name) continue;
    await write(dir, name, draw());
  }
}
