// Generates the services artwork in public/images/services/ (made for this project): flat, geometric
// illustrations in the brand palette, in the style of public/images/page-header.svg and the logo.
//   heroes/    720×560, transparent, for the dark hero of each service page
//   cards/     640×400, self-contained (dark background), one per illustrated service card
//   sections/  640×480, self-contained, for text-and-picture sections
//   icons/     160×160, icon-style tiles for the HR and Academy cards
// Pictograms are Lucide icons (ISC licence, already a dependency), drawn large inside the scenes.
// Run from the repo root: node scripts/artwork/services.mjs
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const C = {
  ink: "#1e1b4b",
  i900: "#312e81",
  i800: "#3730a3",
  i700: "#4338ca",
  i600: "#4f46e5",
  i500: "#6366f1",
  i400: "#818cf8",
  i300: "#a5b4fc",
  i200: "#c7d2fe",
  i100: "#e0e7ff",
  i50: "#eef2ff",
  f700: "#a21caf",
  f600: "#c026d3",
  f400: "#e879f9",
  f200: "#f5d0fe",
  s500: "#f97316",
  s400: "#fb923c",
  s300: "#fdba74",
  s200: "#fed7aa",
  s100: "#ffedd5",
  w: "#ffffff",
  sl100: "#f1f5f9",
  sl200: "#e2e8f0",
  sl300: "#cbd5e1",
  sl400: "#94a3b8",
};

/** A small deterministic random generator, so re-running the script gives the same files. */
function rng(seedText) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r = (value) => Math.round(value * 10) / 10;

/** A Lucide pictogram, scaled to `size` px with its top-left corner at (x, y). */
function glyph(name, x, y, size, color, strokeWidth = 2) {
  const icon = lucide[name];
  if (!icon) throw new Error(`Unknown lucide icon ${name}`);
  const markup = renderToStaticMarkup(createElement(icon, { size: 24, strokeWidth }));
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(size / 24)})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`;
}

const line = (x, y, w, color = C.sl200, h = 8) => `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${h}" rx="${h / 2}" fill="${color}"/>`;
const box = (x, y, w, h, fill, rx = 8, extra = "") => `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${rx}" fill="${fill}"${extra}/>`;
const dot = (cx, cy, radius, fill, extra = "") => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;

function sparkle(cx, cy, size, fill) {
  const s = size;
  return `<path d="M${r(cx)} ${r(cy - s)} Q${r(cx + s * 0.18)} ${r(cy - s * 0.18)} ${r(cx + s)} ${r(cy)} Q${r(cx + s * 0.18)} ${r(cy + s * 0.18)} ${r(cx)} ${r(cy + s)} Q${r(cx - s * 0.18)} ${r(cy + s * 0.18)} ${r(cx - s)} ${r(cy)} Q${r(cx - s * 0.18)} ${r(cy - s * 0.18)} ${r(cx)} ${r(cy - s)}Z" fill="${fill}"/>`;
}

function dotGrid(x, y, cols, rows, gap, fill, opacity) {
  let out = `<g fill="${fill}" opacity="${opacity}">`;
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) out += `<circle cx="${x + i * gap}" cy="${y + j * gap}" r="2.5"/>`;
  return `${out}</g>`;
}

// ---------------------------------------------------------------- widgets: contents of a panel
// Each draws inside the box (x, y, w, h) and gets a random source for small variations.

const widgets = {
  bars(x, y, w, h, rand) {
    const n = 6;
    const gap = w / n;
    const bw = gap * 0.56;
    let out = line(x, y + h - 2, w, C.sl200, 3);
    for (let i = 0; i < n; i++) {
      const bh = (0.3 + 0.65 * ((i + 1) / n) * (0.75 + rand() * 0.4)) * (h - 10);
      const fill = i === n - 1 ? C.s400 : i % 2 ? C.i500 : C.i300;
      out += box(x + i * gap + (gap - bw) / 2, y + h - 4 - bh, bw, bh, fill, 5);
    }
    return out;
  },
  line(x, y, w, h, rand) {
    const n = 7;
    const pts = Array.from({ length: n }, (_, i) => [x + (w / (n - 1)) * i, y + h - 8 - (h - 24) * (0.12 + 0.8 * (i / (n - 1)) ** 1.3 + (rand() - 0.5) * 0.16)]);
    const path = pts.map(([px, py], i) => `${i ? "L" : "M"}${r(px)} ${r(py)}`).join(" ");
    let out = "";
    for (let i = 0; i < 4; i++) out += line(x, y + (h / 4) * i + 4, w, C.sl100, 2);
    out += `<path d="${path} L${r(x + w)} ${r(y + h)} L${x} ${r(y + h)}Z" fill="url(#area)"/>`;
    out += `<path d="${path}" fill="none" stroke="${C.i600}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
    const [lx, ly] = pts[n - 1];
    out += dot(lx, ly, 9, C.s400, ` stroke="${C.w}" stroke-width="4"`);
    return out;
  },
  donut(x, y, w, h) {
    const rad = Math.min(h, w * 0.5) * 0.38;
    const cx = x + rad + 12;
    const cy = y + h / 2;
    const circ = 2 * Math.PI * rad;
    const parts = [
      [0.46, C.i600],
      [0.3, C.f600],
      [0.24, C.s400],
    ];
    let offset = 0;
    let out = dot(cx, cy, rad, "none", ` stroke="${C.sl100}" stroke-width="22"`);
    for (const [share, color] of parts) {
      out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="none" stroke="${color}" stroke-width="22" stroke-dasharray="${r(circ * share - 4)} ${r(circ)}" stroke-dashoffset="${r(-offset)}" transform="rotate(-90 ${r(cx)} ${r(cy)})"/>`;
      offset += circ * share;
    }
    const lx = cx + rad + 34;
    parts.forEach(([, color], i) => {
      const ly = cy - 30 + i * 26;
      out += dot(lx, ly + 4, 6, color) + line(lx + 14, ly, Math.max(30, x + w - lx - 30) * (1 - i * 0.2));
    });
    return out;
  },
  rows(x, y, w, h, rand) {
    const n = 3;
    const rh = h / n;
    const colors = [C.i500, C.f600, C.s400, C.i300];
    let out = "";
    for (let i = 0; i < n; i++) {
      const ry = y + i * rh;
      out += dot(x + 16, ry + rh / 2, 15, colors[i % colors.length]);
      out += `<path d="M${r(x + 8)} ${r(ry + rh / 2 + 13)} a8 7 0 0 1 16 0" fill="${C.w}" opacity=".85"/>` + dot(x + 16, ry + rh / 2 - 3, 5, C.w, ' opacity=".85"');
      out += line(x + 42, ry + rh / 2 - 10, (w - 130) * (0.7 + rand() * 0.3), C.sl300, 8);
      out += line(x + 42, ry + rh / 2 + 4, (w - 130) * (0.45 + rand() * 0.25), C.sl200, 7);
      out += box(x + w - 62, ry + rh / 2 - 11, 62, 22, i === 0 ? C.s100 : C.i50, 11);
      out += line(x + w - 52, ry + rh / 2 - 3, 42, i === 0 ? C.s400 : C.i400, 6);
      if (i < n - 1) out += line(x, ry + rh - 1, w, C.sl100, 2);
    }
    return out;
  },
  kanban(x, y, w, h, rand) {
    const cols = 3;
    const gap = 10;
    const cw = (w - gap * (cols - 1)) / cols;
    const tops = [C.i500, C.s400, C.f600];
    let out = "";
    for (let c = 0; c < cols; c++) {
      const cx = x + c * (cw + gap);
      out += box(cx, y, cw, h, C.sl100, 10);
      out += line(cx + 10, y + 10, cw * 0.5, tops[c], 6);
      const cards = c === 1 ? 3 : 2;
      for (let k = 0; k < cards; k++) {
        const cy = y + 26 + k * ((h - 32) / 3);
        const ch = (h - 32) / 3 - 8;
        out += box(cx + 7, cy, cw - 14, ch, C.w, 7);
        out += line(cx + 14, cy + 9, (cw - 28) * (0.6 + rand() * 0.4), C.sl300, 6);
        out += line(cx + 14, cy + 21, (cw - 28) * 0.45, C.sl200, 5);
      }
    }
    return out;
  },
  code(x, y, w, h, rand) {
    const n = Math.floor(h / 22);
    const palette = [C.i500, C.f600, C.s400, C.i300, C.sl300];
    let out = box(x, y, w, h, C.ink, 10);
    for (let i = 0; i < n; i++) {
      const ly = y + 14 + i * 22;
      const indent = [0, 1, 2, 2, 1, 2, 0, 1][i % 8] * 18;
      out += line(x + 10, ly, 10, "#475569", 6);
      let cx = x + 32 + indent;
      const tokens = 1 + Math.floor(rand() * 3);
      for (let t = 0; t < tokens && cx < x + w - 30; t++) {
        const tw = Math.min(24 + rand() * 60, x + w - 16 - cx);
        out += line(cx, ly, tw, palette[(i + t) % palette.length], 7);
        cx += tw + 8;
      }
    }
    return out;
  },
  products(x, y, w, h, rand) {
    const gap = 12;
    const tw = (w - gap * 2) / 3;
    const art = [C.i100, C.f200, C.s100];
    const ink = [C.i500, C.f600, C.s400];
    let out = "";
    for (let i = 0; i < 3; i++) {
      const tx = x + i * (tw + gap);
      const ih = h * 0.58;
      out += box(tx, y, tw, ih, art[i], 10);
      out += dot(tx + tw / 2, y + ih * 0.46, Math.min(tw, ih) * 0.24, ink[i], ' opacity=".85"');
      out += box(tx + tw * 0.3, y + ih * 0.7, tw * 0.4, 8, ink[i], 4, ' opacity=".5"');
      out += line(tx, y + ih + 12, tw * (0.7 + rand() * 0.3), C.sl300, 7);
      out += line(tx, y + ih + 26, tw * 0.45, C.i600, 7);
      out += box(tx, y + h - 22, tw, 22, i === 1 ? C.s400 : C.i600, 11);
    }
    return out;
  },
  doc(x, y, w, h, rand) {
    let out = box(x, y, w * 0.42, h, C.i100, 10);
    out += `<path d="M${r(x + 10)} ${r(y + h - 14)} L${r(x + w * 0.16)} ${r(y + h * 0.52)} L${r(x + w * 0.25)} ${r(y + h * 0.7)} L${r(x + w * 0.31)} ${r(y + h * 0.6)} L${r(x + w * 0.42 - 10)} ${r(y + h - 14)}Z" fill="${C.i400}"/>`;
    out += dot(x + w * 0.31, y + h * 0.3, 11, C.s400);
    const tx = x + w * 0.48;
    const tw = w * 0.52;
    out += line(tx, y + 4, tw * 0.8, C.i600, 12);
    for (let i = 0; i < 5; i++) out += line(tx, y + 32 + i * 20, tw * (0.6 + rand() * 0.4), i === 4 ? C.sl200 : C.sl300, 7);
    out += box(tx, y + h - 26, tw * 0.5, 26, C.s400, 13);
    return out;
  },
  calendar(x, y, w, h, rand) {
    const cols = 7;
    const rows = 4;
    const gap = 6;
    const cw = (w - gap * (cols - 1)) / cols;
    const ch = (h - 26 - gap * (rows - 1)) / rows;
    let out = line(x, y, w * 0.35, C.i600, 10) + line(x + w - 60, y, 60, C.sl200, 10);
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        const v = rand();
        const fill = v > 0.86 ? C.s400 : v > 0.72 ? C.i500 : v > 0.62 ? C.f600 : C.sl100;
        out += box(x + i * (cw + gap), y + 24 + j * (ch + gap), cw, ch, fill, 5);
      }
    }
    return out;
  },
  funnel(x, y, w, h) {
    const steps = [C.i600, C.i500, C.f600, C.s400];
    const sh = h / steps.length;
    let out = "";
    steps.forEach((fill, i) => {
      const inset = (w * 0.34 * i) / steps.length;
      const next = (w * 0.34 * (i + 1)) / steps.length;
      out += `<path d="M${r(x + inset)} ${r(y + i * sh)} H${r(x + w - inset)} L${r(x + w - next)} ${r(y + (i + 1) * sh - 5)} H${r(x + next)}Z" fill="${fill}"/>`;
      out += line(x + w / 2 - 24 + i * 3, y + i * sh + sh / 2 - 5, 48 - i * 6, C.w, 7).replace("/>", ' opacity=".8"/>');
    });
    return out;
  },
  swatches(x, y, w, h) {
    const colors = [C.i600, C.f600, C.s400, C.i300, C.ink];
    const sw = (w - 16 * 4) / 5;
    let out = "";
    colors.forEach((fill, i) => {
      out += box(x + i * (sw + 16), y, sw, h * 0.36, fill, 10);
      out += line(x + i * (sw + 16), y + h * 0.36 + 10, sw * 0.8, C.sl200, 6);
    });
    const by = y + h * 0.62;
    out += `<path d="M${r(x + 10)} ${r(by + h * 0.3)} C${r(x + w * 0.3)} ${r(by - h * 0.15)} ${r(x + w * 0.6)} ${r(by + h * 0.45)} ${r(x + w - 20)} ${r(by)}" fill="none" stroke="${C.f600}" stroke-width="4"/>`;
    for (const [px, py] of [
      [x + 10, by + h * 0.3],
      [x + w - 20, by],
    ])
      out += box(px - 7, py - 7, 14, 14, C.w, 2, ` stroke="${C.i600}" stroke-width="3"`);
    out += `<path d="M${r(x + w * 0.3)} ${r(by - h * 0.15)} L${r(x + 10)} ${r(by + h * 0.3)}" stroke="${C.sl300}" stroke-width="2" stroke-dasharray="4 4"/>`;
    out += dot(x + w * 0.3, by - h * 0.15, 6, C.i600);
    return out;
  },
  profile(x, y, w, h, rand) {
    const rad = Math.min(h * 0.32, 44);
    let out = dot(x + rad, y + rad + 4, rad, C.i100);
    out += dot(x + rad, y + rad - rad * 0.18, rad * 0.36, C.i500);
    out += `<path d="M${r(x + rad * 0.35)} ${r(y + rad * 1.62)} a${r(rad * 0.65)} ${r(rad * 0.5)} 0 0 1 ${r(rad * 1.3)} 0" fill="${C.i500}"/>`;
    out += line(x + rad * 2 + 18, y + rad - 12, (w - rad * 2 - 18) * 0.7, C.ink, 11);
    out += line(x + rad * 2 + 18, y + rad + 8, (w - rad * 2 - 18) * 0.45, C.sl300, 8);
    const colors = [C.i600, C.f600, C.s400];
    for (let i = 0; i < 3; i++) {
      const by = y + rad * 2 + 26 + i * 22;
      out += line(x, by, w, C.sl100, 10) + line(x, by, w * (0.5 + rand() * 0.45), colors[i], 10);
    }
    return out;
  },
  map(x, y, w, h) {
    let out = box(x, y, w, h, C.i50, 10);
    out += `<path d="M${x} ${r(y + h * 0.35)} H${x + w} M${x} ${r(y + h * 0.75)} H${x + w} M${r(x + w * 0.3)} ${y} V${y + h} M${r(x + w * 0.7)} ${y} V${y + h}" stroke="${C.w}" stroke-width="8"/>`;
    out += box(x + w * 0.36, y + h * 0.42, w * 0.28, h * 0.26, C.i100, 6);
    out += box(x + 12, y + 10, w * 0.22, h * 0.18, C.f200, 6);
    const pin = (px, py, fill, s) =>
      `<path d="M${r(px)} ${r(py)} c${r(-s)} ${r(-s * 1.1)} ${r(-s * 1.3)} ${r(-s * 1.6)} ${r(-s * 1.3)} ${r(-s * 2.3)} a${r(s * 1.3)} ${r(s * 1.3)} 0 0 1 ${r(s * 2.6)} 0 c0 ${r(s * 0.7)} ${r(-s * 0.3)} ${r(s * 1.2)} ${r(-s * 1.3)} ${r(s * 2.3)}Z" fill="${fill}"/>` +
      dot(px, py - s * 2.35, s * 0.5, C.w);
    out += pin(x + w * 0.5, y + h * 0.56, C.s400, 16) + pin(x + w * 0.18, y + h * 0.62, C.i500, 10) + pin(x + w * 0.84, y + h * 0.3, C.f600, 10);
    return out;
  },
  server(x, y, w, h) {
    const n = 3;
    const sh = (h - 12 * (n - 1)) / n;
    let out = "";
    for (let i = 0; i < n; i++) {
      const sy = y + i * (sh + 12);
      out += box(x, sy, w, sh, C.i900, 10);
      out += dot(x + 20, sy + sh / 2, 6, i === 1 ? C.s400 : "#34d399") + dot(x + 38, sy + sh / 2, 6, C.i400);
      for (let k = 0; k < 5; k++) out += box(x + w - 30 - k * 16, sy + sh / 2 - 10, 8, 20, C.i700, 3);
    }
    return out;
  },
  gauge(x, y, w, h) {
    const rad = Math.min(w / 2 - 10, h - 20);
    const cx = x + w / 2;
    const cy = y + h - 8;
    const arc = (from, to) => {
      const a0 = Math.PI * (1 - from);
      const a1 = Math.PI * (1 - to);
      return `M${r(cx + rad * Math.cos(a0))} ${r(cy - rad * Math.sin(a0))} A${r(rad)} ${r(rad)} 0 0 1 ${r(cx + rad * Math.cos(a1))} ${r(cy - rad * Math.sin(a1))}`;
    };
    let out = `<path d="${arc(0, 1)}" fill="none" stroke="${C.sl100}" stroke-width="20" stroke-linecap="round"/>`;
    out += `<path d="${arc(0, 0.78)}" fill="none" stroke="url(#meter)" stroke-width="20" stroke-linecap="round"/>`;
    const a = Math.PI * (1 - 0.78);
    out += `<path d="M${r(cx)} ${r(cy)} L${r(cx + rad * 0.7 * Math.cos(a))} ${r(cy - rad * 0.7 * Math.sin(a))}" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>`;
    out += dot(cx, cy, 10, C.ink);
    return out;
  },
  wireframe(x, y, w, h) {
    let out = box(x, y, w, 18, C.i100, 6) + dot(x + 12, y + 9, 5, C.i500) + line(x + w - 90, y + 5, 76, C.i300, 8);
    const hy = y + 28;
    const hh = h * 0.42;
    out += box(x, hy, w, hh, C.i50, 8);
    out += `<path d="M${x + 6} ${hy + 6} L${x + w * 0.45} ${r(hy + hh - 6)} M${r(x + w * 0.45)} ${hy + 6} L${x + 6} ${r(hy + hh - 6)}" stroke="${C.i200}" stroke-width="2"/>`;
    out += line(x + w * 0.52, hy + 14, w * 0.4, C.ink, 10) + line(x + w * 0.52, hy + 34, w * 0.32, C.sl300, 7) + box(x + w * 0.52, hy + hh - 30, w * 0.22, 22, C.s400, 11);
    const cy = hy + hh + 12;
    const cw = (w - 24) / 3;
    for (let i = 0; i < 3; i++) {
      out += box(x + i * (cw + 12), cy, cw, y + h - cy, C.w, 8, ` stroke="${C.i200}" stroke-width="2" stroke-dasharray="6 5"`);
      out += dot(x + i * (cw + 12) + 18, cy + 18, 8, [C.i500, C.f600, C.s400][i]) + line(x + i * (cw + 12) + 12, cy + 36, cw - 24, C.sl200, 6);
    }
    return out;
  },
  chat(x, y, w, h) {
    const bh = (h - 24) / 3;
    let out = box(x, y, w * 0.66, bh, C.sl100, 14) + line(x + 14, y + bh / 2 - 4, w * 0.66 - 40, C.sl300, 8);
    out += box(x + w * 0.3, y + bh + 12, w * 0.7, bh, C.i600, 14) + line(x + w * 0.3 + 14, y + bh * 1.5 + 8, w * 0.7 - 50, C.i200, 8);
    out += box(x, y + (bh + 12) * 2, w * 0.5, bh, C.sl100, 14);
    out += dot(x + 22, y + (bh + 12) * 2 + bh / 2, 5, C.sl400) + dot(x + 40, y + (bh + 12) * 2 + bh / 2, 5, C.sl400) + dot(x + 58, y + (bh + 12) * 2 + bh / 2, 5, C.sl400);
    return out;
  },
  video(x, y, w, h) {
    const vh = h - 30;
    let out = box(x, y, w, vh, C.i900, 12);
    out += dot(x + w * 0.78, y + vh * 0.3, vh * 0.18, C.f600, ' opacity=".6"');
    out += `<path d="M${x} ${r(y + vh * 0.8)} L${r(x + w * 0.3)} ${r(y + vh * 0.45)} L${r(x + w * 0.55)} ${r(y + vh * 0.75)} L${r(x + w * 0.7)} ${r(y + vh * 0.6)} L${x + w} ${r(y + vh * 0.85)} V${r(y + vh - 12)} a12 12 0 0 1 -12 12 H${x + 12} a12 12 0 0 1 -12 -12Z" fill="${C.i700}"/>`;
    out += dot(x + w / 2, y + vh / 2, 26, C.w, ' opacity=".95"');
    out += `<path d="M${r(x + w / 2 - 8)} ${r(y + vh / 2 - 12)} L${r(x + w / 2 + 13)} ${r(y + vh / 2)} L${r(x + w / 2 - 8)} ${r(y + vh / 2 + 12)}Z" fill="${C.s400}"/>`;
    out += line(x, y + h - 12, w, C.sl200, 8) + line(x, y + h - 12, w * 0.62, C.s400, 8) + dot(x + w * 0.62, y + h - 8, 9, C.s400, ` stroke="${C.w}" stroke-width="3"`);
    return out;
  },
  certificate(x, y, w, h) {
    let out = box(x, y, w, h, C.s100, 10, ` stroke="${C.s300}" stroke-width="3"`);
    out += line(x + w * 0.2, y + 18, w * 0.6, C.i600, 12) + line(x + w * 0.3, y + 42, w * 0.4, C.sl300, 7);
    out += line(x + 20, y + h - 30, w * 0.3, C.sl300, 6);
    const cx = x + w - 46;
    const cy = y + h - 40;
    out += `<path d="M${cx - 14} ${cy + 14} l-8 30 l14 -8 l10 12 l4 -30Z M${cx + 14} ${cy + 14} l8 30 l-14 -8 l-10 12 l-4 -30Z" fill="${C.f600}"/>`;
    out += dot(cx, cy, 22, C.s400) + dot(cx, cy, 13, C.w, ' opacity=".55"');
    return out;
  },
  search(x, y, w, h) {
    let out = box(x, y, w, 34, C.w, 17, ` stroke="${C.i200}" stroke-width="3"`);
    out += glyph("Search", x + 12, y + 7, 20, C.i500, 2.5) + line(x + 42, y + 13, w * 0.45, C.sl300, 8);
    const rows = Math.max(3, Math.floor((h - 48) / 40));
    const rh = (h - 48) / rows;
    for (let i = 0; i < rows; i++) {
      const ry = y + 48 + i * rh;
      const top = i === 0;
      if (top) out += box(x - 6, ry - 6, w + 12, rh - 4, C.s100, 10);
      out += line(x + 8, ry + 2, w * (top ? 0.62 : 0.5), top ? C.i600 : C.i400, 9) + line(x + 8, ry + 18, w * 0.8, C.sl200, 6);
      if (top) out += box(x + w - 44, ry, 36, 20, C.s400, 10) + line(x + w - 36, ry + 7, 20, C.w, 6);
    }
    return out;
  },
  checklist(x, y, w, h, rand) {
    const n = Math.max(3, Math.floor(h / 40));
    const rh = h / n;
    let out = "";
    for (let i = 0; i < n; i++) {
      const ry = y + i * rh + rh / 2;
      const done = i < n - 1;
      out += box(x, ry - 10, 20, 20, done ? C.i600 : C.w, 6, done ? "" : ` stroke="${C.sl300}" stroke-width="2.5"`);
      if (done) out += `<path d="M${x + 5} ${ry} l4 4 l7 -8" fill="none" stroke="${C.w}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
      out += line(x + 32, ry - 4, (w - 40) * (0.55 + rand() * 0.4), done ? C.sl300 : C.sl200, 8);
    }
    return out;
  },
  stat(x, y, w, h) {
    let out = line(x, y + 2, w * 0.5, C.sl300, 8);
    out += line(x, y + 22, w * 0.42, C.ink, 18);
    out += box(x + w * 0.5, y + 22, 50, 20, "#d1fae5", 10) + `<path d="M${r(x + w * 0.5 + 14)} ${y + 36} l8 -8 l8 8" fill="none" stroke="#059669" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += `<path d="M${x} ${y + h - 6} C${r(x + w * 0.3)} ${y + h - 10} ${r(x + w * 0.45)} ${y + h - 30} ${r(x + w * 0.65)} ${y + h - 26} S${x + w} ${y + h - 50} ${x + w} ${y + h - 52}" fill="none" stroke="${C.i500}" stroke-width="4" stroke-linecap="round"/>`;
    return out;
  },
  progress(x, y, w, h, rand) {
    const colors = [C.i600, C.f600, C.s400];
    let out = "";
    const n = 3;
    const rh = h / n;
    for (let i = 0; i < n; i++) {
      const ry = y + i * rh + rh / 2 - 9;
      out += line(x, ry, w * 0.35, C.sl300, 7);
      out += line(x, ry + 14, w, C.sl100, 9) + line(x, ry + 14, w * (0.35 + rand() * 0.6), colors[i], 9);
    }
    return out;
  },
  payment(x, y, w, h) {
    let out = box(x, y, w * 0.62, h, C.i600, 12);
    out += box(x + 14, y + 16, 30, 22, C.s300, 5) + line(x + 14, y + h - 30, w * 0.4, C.i300, 8) + line(x + 14, y + h - 16, w * 0.22, C.i400, 6);
    out += dot(x + w * 0.62 - 26, y + 24, 10, C.f400, ' opacity=".85"') + dot(x + w * 0.62 - 14, y + 24, 10, C.s400, ' opacity=".85"');
    const qx = x + w * 0.68;
    const qs = Math.min(h, w * 0.32);
    out += box(qx, y, qs, qs, C.w, 8, ` stroke="${C.i200}" stroke-width="2"`);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if ((i * 7 + j * 3) % 5 < 3) out += box(qx + 8 + i * ((qs - 16) / 4), y + 8 + j * ((qs - 16) / 4), (qs - 16) / 4 - 2, (qs - 16) / 4 - 2, C.ink, 1);
    return out;
  },
  nodes(x, y, w, h) {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const around = [
      [x + 24, y + 22, C.i500, "Database"],
      [x + w - 24, y + 22, C.f600, "MessageCircle"],
      [x + 24, y + h - 22, C.s400, "IndianRupee"],
      [x + w - 24, y + h - 22, C.i400, "FileText"],
    ];
    let out = "";
    for (const [nx, ny] of around) out += `<path d="M${r(cx)} ${r(cy)} L${r(nx)} ${r(ny)}" stroke="${C.i200}" stroke-width="3" stroke-dasharray="6 5"/>`;
    for (const [nx, ny, fill, icon] of around) out += dot(nx, ny, 22, fill) + glyph(icon, nx - 11, ny - 11, 22, C.w, 2.25);
    out += dot(cx, cy, 34, C.i600) + glyph("Blocks", cx - 17, cy - 17, 34, C.w, 2.25);
    return out;
  },
  slide(x, y, w, h, rand) {
    let out = box(x, y, w, h, C.i50, 10);
    out += line(x + 16, y + 16, w * 0.5, C.ink, 12) + line(x + 16, y + 38, w * 0.35, C.sl300, 7);
    out += widgets.bars(x + 16, y + 58, w * 0.5, h - 74, rand);
    out += dot(x + w * 0.8, y + h * 0.58, Math.min(w, h) * 0.2, C.f600, ' opacity=".9"') + `<path d="M${r(x + w * 0.8)} ${r(y + h * 0.58)} V${r(y + h * 0.58 - Math.min(w, h) * 0.2)} A${r(Math.min(w, h) * 0.2)} ${r(Math.min(w, h) * 0.2)} 0 0 1 ${r(x + w * 0.8 + Math.min(w, h) * 0.2)} ${r(y + h * 0.58)}Z" fill="${C.s400}"/>`;
    return out;
  },
  dieline(x, y, w, h) {
    const u = Math.min(w / 4.2, h / 3.2);
    const ox = x + (w - u * 4) / 2;
    const oy = y + (h - u * 3) / 2;
    const faces = [
      [1, 0, C.i100],
      [0, 1, C.i200],
      [1, 1, C.i500],
      [2, 1, C.i200],
      [3, 1, C.i300],
      [1, 2, C.i100],
    ];
    let out = "";
    for (const [i, j, fill] of faces) out += box(ox + i * u, oy + j * u, u, u, fill, 4, ` stroke="${C.w}" stroke-width="3" stroke-dasharray="7 5"`);
    out += dot(ox + u * 1.5, oy + u * 1.45, u * 0.22, C.s400) + line(ox + u * 1.2, oy + u * 1.78, u * 0.6, C.w, 6);
    return out;
  },
  dashboard(x, y, w, h, rand) {
    // Three key figures over a trend line.
    const gap = 12;
    const kw = (w - gap * 2) / 3;
    const kh = Math.min(64, h * 0.34);
    const accents = [C.i600, C.f600, C.s400];
    let out = "";
    for (let i = 0; i < 3; i++) {
      const kx = x + i * (kw + gap);
      out += box(kx, y, kw, kh, C.sl100, 10);
      out += line(kx + 12, y + 12, kw * 0.45, C.sl300, 6) + line(kx + 12, y + 28, kw * 0.6, C.ink, 12);
      out += box(kx + 12, y + kh - 14, kw * (0.3 + rand() * 0.4), 5, accents[i], 2.5);
    }
    return out + widgets.line(x, y + kh + 14, w, h - kh - 14, rand);
  },
  app(x, y, w, h) {
    // A mobile app screen: greeting, a highlighted card, a list and a tab bar.
    let out = line(x, y, w * 0.5, C.ink, 10) + dot(x + w - 12, y + 5, 12, C.f400);
    out += box(x, y + 28, w, h * 0.3, C.i600, 14) + line(x + 14, y + 44, w * 0.4, C.i200, 7) + line(x + 14, y + 60, w * 0.55, C.w, 11);
    out += box(x + w - 50, y + 28 + h * 0.3 - 36, 36, 24, C.s400, 12);
    const ly = y + 40 + h * 0.3;
    for (let i = 0; i < 3; i++) {
      const ry = ly + i * 40;
      out += box(x, ry, 30, 30, [C.i100, C.f200, C.s100][i], 9) + line(x + 40, ry + 5, w * 0.5, C.sl300, 7) + line(x + 40, ry + 19, w * 0.32, C.sl200, 6);
    }
    const ty = y + h - 26;
    out += line(x, ty - 8, w, C.sl100, 2);
    for (let i = 0; i < 4; i++) out += dot(x + w * (0.12 + i * 0.25), ty + 10, 7, i === 0 ? C.i600 : C.sl300);
    return out;
  },
  feed(x, y, w, h) {
    // A social post inside a phone: author row, picture, reactions.
    let out = dot(x + 14, y + 14, 12, C.f600) + line(x + 34, y + 6, w * 0.45, C.ink, 8) + line(x + 34, y + 19, w * 0.3, C.sl300, 6);
    const py = y + 36;
    const ph = h * 0.55;
    out += box(x, py, w, ph, C.i100, 10);
    out += dot(x + w * 0.7, py + ph * 0.32, ph * 0.14, C.s400);
    out += `<path d="M${x} ${r(py + ph - 10)} L${r(x + w * 0.32)} ${r(py + ph * 0.45)} L${r(x + w * 0.55)} ${r(py + ph * 0.78)} L${r(x + w * 0.72)} ${r(py + ph * 0.6)} L${x + w} ${r(py + ph - 10)} V${r(py + ph - 10)} a10 10 0 0 1 -10 10 H${x + 10} a10 10 0 0 1 -10 -10Z" fill="${C.i400}"/>`;
    const ry = py + ph + 12;
    out += glyph("Heart", x, ry, 22, C.f600, 2.5) + glyph("MessageCircle", x + 32, ry, 22, C.i500, 2.5) + glyph("Send", x + 64, ry, 22, C.i500, 2.5);
    out += line(x, ry + 34, w * 0.8, C.sl300, 7) + line(x, ry + 48, w * 0.55, C.sl200, 7);
    return out;
  },
};

// ---------------------------------------------------------------- building blocks of a scene

function defs(extra = "") {
  return `<defs>
<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.i500}" stop-opacity=".28"/><stop offset="1" stop-color="${C.i500}" stop-opacity="0"/></linearGradient>
<linearGradient id="meter" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.i600}"/><stop offset=".6" stop-color="${C.f600}"/><stop offset="1" stop-color="${C.s400}"/></linearGradient>
<linearGradient id="badgeA" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.s400}"/><stop offset="1" stop-color="${C.f600}"/></linearGradient>
<linearGradient id="badgeB" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.i500}"/><stop offset="1" stop-color="${C.f600}"/></linearGradient>
<radialGradient id="glowI"><stop offset="0" stop-color="${C.i400}" stop-opacity=".55"/><stop offset="1" stop-color="${C.i400}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowS"><stop offset="0" stop-color="${C.s400}" stop-opacity=".4"/><stop offset="1" stop-color="${C.s400}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowF"><stop offset="0" stop-color="${C.f400}" stop-opacity=".4"/><stop offset="1" stop-color="${C.f400}" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${C.w}" stroke-opacity=".06"/></pattern>
${extra}</defs>`;
}

const BACKGROUNDS = [
  [C.ink, C.i900, C.f700],
  [C.ink, C.i800, C.i700],
  [C.ink, C.i900, "#6d28d9"],
];

function background(width, height, palette, rand) {
  const [a, b, c] = BACKGROUNDS[palette % BACKGROUNDS.length];
  const glowA = rand() > 0.5 ? "glowS" : "glowF";
  return `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".6" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#grid)"/>
${dot(width * (0.7 + rand() * 0.2), height * 0.2, height * 0.6, "url(#glowI)")}${dot(width * (0.05 + rand() * 0.2), height * 0.95, height * 0.5, `url(#${glowA})`)}`;
}

function rings(cx, cy, radii, opacity = 0.12) {
  return `<g fill="none" stroke="${C.w}" stroke-opacity="${opacity}" stroke-width="2">${radii.map((radius) => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${radius}"/>`).join("")}</g>`;
}

/** A white window with a header row of dots and a widget inside. */
function panel(x, y, w, h, widget, rand, { fill = C.w, header = true } = {}) {
  let out = box(x + 10, y + 14, w, h, C.ink, 18, ' opacity=".45"');
  out += box(x, y, w, h, fill, 18);
  const pad = Math.max(14, Math.min(22, w * 0.06));
  let top = y + pad;
  if (header) {
    out += dot(x + pad + 2, y + 17, 5, C.s400) + dot(x + pad + 18, y + 17, 5, C.f400) + dot(x + pad + 34, y + 17, 5, C.i300);
    out += line(x + w - pad - 60, y + 13, 60, C.sl100, 8);
    top = y + 36;
  }
  out += widgets[widget](x + pad, top, w - pad * 2, y + h - pad - top, rand);
  return out;
}

/** A phone with a widget on its screen. */
function phone(x, y, w, h, widget, rand) {
  let out = box(x + 10, y + 14, w, h, C.ink, 30, ' opacity=".45"');
  out += box(x, y, w, h, C.ink, 30) + box(x + 8, y + 8, w - 16, h - 16, C.w, 23);
  out += box(x + w / 2 - 26, y + 14, 52, 10, C.ink, 5);
  out += widgets[widget](x + 22, y + 38, w - 44, h - 60, rand);
  return out;
}

function badge(cx, cy, radius, icon, fill = "badgeA") {
  return (
    dot(cx, cy, radius + 18, "none", ` stroke="${C.w}" stroke-opacity=".22" stroke-width="2"`) +
    dot(cx + 6, cy + 10, radius, C.ink, ' opacity=".4"') +
    dot(cx, cy, radius, `url(#${fill})`) +
    glyph(icon, cx - radius * 0.52, cy - radius * 0.52, radius * 1.04, C.w, 2)
  );
}

function chip(x, y, icon, rand, color = C.i600) {
  const w = 190;
  const h = 60;
  return (
    box(x + 6, y + 10, w, h, C.ink, 16, ' opacity=".4"') +
    box(x, y, w, h, C.w, 16) +
    dot(x + 30, y + h / 2, 18, color) +
    glyph(icon, x + 20, y + h / 2 - 10, 20, C.w, 2.5) +
    line(x + 58, y + 18, 100 * (0.8 + rand() * 0.2), C.ink, 9) +
    line(x + 58, y + 34, 70, C.sl300, 7)
  );
}

function svg(width, height, body, extraDefs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(extraDefs)}${body}</svg>\n`;
}

// ---------------------------------------------------------------- scenes

/** Card illustration, 640×400, with its own background. */
function cardScene(name, { icon, main, second, palette = 0, flip = false, badgeFill = "badgeA" }) {
  const rand = rng(name);
  const W = 640;
  const H = 400;
  let body = background(W, H, palette, rand);
  const px = flip ? 254 : 56;
  const bx = flip ? 150 : 490;
  const sx = flip ? 70 : 350;
  body += rings(bx, 150, [90, 150, 220]);
  body += dotGrid(flip ? 540 : 40, 30, 4, 3, 16, C.w, 0.25);
  if (main.startsWith("phone-")) body += phone(flip ? 330 : 120, 30, 190, 340, main.slice(6), rand);
  else body += panel(px, 64, 330, 236, main, rand);
  body += panel(sx, 246, 220, 118, second, rand, { header: false });
  body += badge(bx, 130, 58, icon, badgeFill);
  body += sparkle(flip ? 60 : 590, 300, 12, C.s300) + sparkle(flip ? 300 : 330, 40, 8, C.w) + dot(flip ? 600 : 40, 360, 6, C.s400);
  return svg(W, H, body);
}

/** Hero illustration, 720×560, transparent: it sits on the dark hero of a service page. */
function heroScene(name, { icon, main, second, chipIcon = "CircleCheck", badgeFill = "badgeA" }) {
  const rand = rng(name);
  const W = 720;
  const H = 560;
  let body = dot(380, 280, 270, "url(#glowI)") + dot(560, 400, 150, "url(#glowS)");
  body += rings(390, 280, [130, 200, 270]);
  body += dotGrid(640, 40, 4, 4, 18, C.w, 0.3);
  if (main.startsWith("phone-")) {
    body += phone(150, 40, 230, 420, main.slice(6), rand);
    body += panel(330, 250, 330, 210, second, rand);
  } else {
    body += panel(50, 90, 440, 300, main, rand);
    body += panel(390, 300, 290, 190, second, rand);
  }
  body += badge(560, 130, 70, icon, badgeFill);
  body += chip(20, 440, chipIcon, rand, C.f600);
  body += sparkle(680, 260, 14, C.s300) + sparkle(40, 60, 10, C.w) + sparkle(350, 520, 8, C.s300);
  return svg(W, H, body);
}

/** Section illustration, 640×480, with its own background. */
function sectionScene(name, { icon, main, second, palette = 0, badgeFill = "badgeA" }) {
  const rand = rng(name);
  const W = 640;
  const H = 480;
  let body = background(W, H, palette, rand);
  body += rings(470, 140, [100, 170, 250]);
  body += dotGrid(44, 40, 4, 3, 16, C.w, 0.25);
  body += panel(50, 100, 380, 270, main, rand);
  body += panel(330, 290, 260, 150, second, rand, { header: false });
  body += badge(500, 120, 60, icon, badgeFill);
  body += sparkle(70, 430, 12, C.s300) + sparkle(600, 260, 9, C.w);
  return svg(W, H, body);
}

const ICON_FILLS = [
  [C.i600, C.f600],
  [C.i700, C.i900],
  [C.f600, C.i600],
  [C.ink, C.i600],
];

/** Icon-style tile, 160×160. */
function iconTile(name, { icon, fill = 0 }) {
  const [a, b] = ICON_FILLS[fill % ICON_FILLS.length];
  const body = `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<rect width="160" height="160" rx="40" fill="url(#tile)"/>
${dot(124, 150, 70, C.w, ' opacity=".07"')}${dot(20, 16, 44, C.w, ' opacity=".06"')}
${glyph(icon, 40, 42, 80, C.w, 1.75)}
${dot(128, 32, 11, C.s400)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs></defs>${body}</svg>\n`;
}

// ---------------------------------------------------------------- the catalogue

const heroes = {
  "management-solutions": { icon: "Target", main: "line", second: "kanban" },
  "graphic-design": { icon: "PenTool", main: "swatches", second: "wireframe", badgeFill: "badgeB" },
  "hr-solutions": { icon: "UsersRound", main: "rows", second: "calendar", chipIcon: "UserPlus" },
  academy: { icon: "GraduationCap", main: "video", second: "certificate", chipIcon: "BadgeCheck" },
  research: { icon: "Search", main: "bars", second: "donut", badgeFill: "badgeB" },
  "tech-solutions": { icon: "Cpu", main: "code", second: "server", chipIcon: "ShieldCheck" },
  "ecommerce-support": { icon: "ShoppingCart", main: "products", second: "rows", chipIcon: "Truck" },
  "digital-branding": { icon: "Megaphone", main: "dashboard", second: "search", chipIcon: "TrendingUp" },
  "social-media-marketing": { icon: "Share2", main: "phone-feed", second: "chat", chipIcon: "Heart", badgeFill: "badgeB" },
  seo: { icon: "Search", main: "search", second: "map", chipIcon: "TrendingUp" },
  "web-development": { icon: "CodeXml", main: "wireframe", second: "code", chipIcon: "Gauge", badgeFill: "badgeB" },
  "ui-ux-design": { icon: "Frame", main: "phone-app", second: "swatches", chipIcon: "MousePointerClick" },
  "google-ads-ppc": { icon: "MousePointerClick", main: "search", second: "line", chipIcon: "IndianRupee", badgeFill: "badgeB" },
  "leads-generation": { icon: "Magnet", main: "funnel", second: "rows", chipIcon: "UserPlus" },
  "influencer-marketing": { icon: "Star", main: "video", second: "profile", chipIcon: "Heart", badgeFill: "badgeB" },
  "social-media-advertising": { icon: "Target", main: "phone-feed", second: "bars", chipIcon: "TrendingUp" },
};

const cards = {
  "business-strategy": { icon: "Target", main: "line", second: "checklist", palette: 0 },
  "project-management": { icon: "CalendarCheck", main: "kanban", second: "progress", palette: 1, flip: true, badgeFill: "badgeB" },
  "logo-brand-identity": { icon: "PenTool", main: "swatches", second: "checklist", palette: 2 },
  "packaging-design": { icon: "Package", main: "dieline", second: "progress", palette: 0, flip: true },
  "social-media-creatives": { icon: "Heart", main: "phone-feed", second: "chat", palette: 1, badgeFill: "badgeB" },
  "print-collateral": { icon: "BookOpen", main: "doc", second: "checklist", palette: 2, flip: true },
  "illustrations-infographics": { icon: "ChartPie", main: "donut", second: "bars", palette: 0, badgeFill: "badgeB" },
  "presentation-design": { icon: "Presentation", main: "slide", second: "progress", palette: 1, flip: true },
  "motion-graphics": { icon: "Clapperboard", main: "video", second: "progress", palette: 2, badgeFill: "badgeB" },
  "market-research": { icon: "ClipboardList", main: "checklist", second: "donut", palette: 0, flip: true },
  "business-intelligence": { icon: "ChartColumnIncreasing", main: "dashboard", second: "bars", palette: 1 },
  "software-development": { icon: "CodeXml", main: "code", second: "checklist", palette: 2, flip: true, badgeFill: "badgeB" },
  "it-infrastructure": { icon: "Server", main: "server", second: "gauge", palette: 0 },
  "ecommerce-development": { icon: "Store", main: "products", second: "payment", palette: 1, flip: true, badgeFill: "badgeB" },
  "ecommerce-management": { icon: "ShoppingCart", main: "rows", second: "bars", palette: 2 },
};

const sections = {
  "content-strategy": { icon: "CalendarDays", main: "calendar", second: "chat", palette: 0 },
  "custom-solutions": { icon: "Workflow", main: "nodes", second: "checklist", palette: 1, badgeFill: "badgeB" },
  "ads-management": { icon: "Gauge", main: "gauge", second: "stat", palette: 2 },
  "ads-blueprint": { icon: "Map", main: "kanban", second: "line", palette: 0, badgeFill: "badgeB" },
  "lead-funnel": { icon: "Filter", main: "funnel", second: "rows", palette: 1 },
};

const icons = {
  recruitment: { icon: "UserSearch", fill: 0 },
  payroll: { icon: "Wallet", fill: 1 },
  compliance: { icon: "ShieldCheck", fill: 2 },
  "hr-policy": { icon: "ScrollText", fill: 3 },
  onboarding: { icon: "Handshake", fill: 0 },
  performance: { icon: "TrendingUp", fill: 1 },
  training: { icon: "Presentation", fill: 2 },
  engagement: { icon: "HeartHandshake", fill: 3 },
  "course-digital-marketing": { icon: "Megaphone", fill: 0 },
  "course-graphic-design": { icon: "Palette", fill: 2 },
  "course-web-development": { icon: "CodeXml", fill: 1 },
  "course-ui-ux": { icon: "Figma" in lucide ? "Figma" : "Frame", fill: 3 },
  "course-data-analytics": { icon: "ChartColumn", fill: 0 },
  "corporate-training": { icon: "Building2", fill: 2 },
};

const root = "public/images/services";
rmSync(root, { recursive: true, force: true });
const write = (folder, entries, render) => {
  mkdirSync(`${root}/${folder}`, { recursive: true });
  for (const [name, spec] of Object.entries(entries)) writeFileSync(`${root}/${folder}/${name}.svg`, render(name, spec));
};
write("heroes", heroes, heroScene);
write("cards", cards, cardScene);
write("sections", sections, sectionScene);
write("icons", icons, iconTile);
console.log(`services artwork written to ${root}/`);
