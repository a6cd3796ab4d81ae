// Small helpers for drawing the site's flat, geometric illustrations as SVG strings.
// Shared by scripts/artwork/marketing.mjs (illustrations) and scripts/artwork/story-video.mjs (video frames).

export const C = {
  ink: "#1e1b4b",
  indigo900: "#312e81",
  indigo800: "#3730a3",
  indigo700: "#4338ca",
  indigo: "#4f46e5",
  indigo500: "#6366f1",
  indigo400: "#818cf8",
  indigo300: "#a5b4fc",
  indigo200: "#c7d2fe",
  indigo100: "#e0e7ff",
  indigo50: "#eef2ff",
  fuchsia: "#c026d3",
  fuchsia700: "#a21caf",
  fuchsia400: "#e879f9",
  fuchsia200: "#f5d0fe",
  fuchsia100: "#fae8ff",
  saffron: "#fb923c",
  saffron600: "#ea580c",
  saffron300: "#fdba74",
  saffron100: "#ffedd5",
  white: "#ffffff",
  slate50: "#f8fafc",
  slate100: "#f1f5f9",
  slate200: "#e2e8f0",
  slate300: "#cbd5e1",
  slate400: "#94a3b8",
  emerald: "#10b981",
  emerald300: "#6ee7b7",
  amber: "#fbbf24",
  hair: "#1f1633",
};

/** Skin tones for the illustrated people. */
export const SKIN = ["#f3c9a6", "#e0ac7e", "#c68c63", "#a86b45", "#8a5232"];

const n = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, ""));
const attrs = (extra = {}) =>
  Object.entries(extra)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : value}"`)
    .join("");

export const rect = (x, y, w, h, rx, fill, extra) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx, cy, r, fill, extra) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d, fill, extra) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const stroke = (d, color, width, extra) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${attrs({ "stroke-linecap": "round", "stroke-linejoin": "round", ...extra })}/>`;
export const group = (body, extra) => `<g${attrs(extra)}>${body}</g>`;

export function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("")}</linearGradient>`;
}

export function svg(width, height, body, { defs = "", title } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${
    title ? `<title>${title}</title>` : ""
  }${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

/** A white card with a flat, offset shadow. */
export function card(x, y, w, h, { fill = C.white, rx = 18, shadow = C.ink, shadowOpacity = 0.16, dx = 0, dy = 10 } = {}) {
  return (shadow ? rect(x + dx, y + dy, w, h, rx, shadow, { "fill-opacity": shadowOpacity }) : "") + rect(x, y, w, h, rx, fill);
}

/** Placeholder text: rounded bars of varying length. */
export function textLines(x, y, width, count, color, { gap = 16, height = 8, widths = [1, 0.86, 0.94, 0.7, 0.8, 0.6] } = {}) {
  let out = "";
  for (let index = 0; index < count; index += 1) {
    out += rect(x, y + index * gap, width * widths[index % widths.length], height, height / 2, color);
  }
  return out;
}

/** A browser window with three dots in its title bar; returns the content box too. */
export function browser(x, y, w, h, { bar = C.indigo100, body = C.white, dots = [C.saffron, C.fuchsia400, C.indigo400] } = {}) {
  const out =
    card(x, y, w, h, { fill: body }) +
    path(`M${x} ${y + 18}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v16h-${w}z`, bar) +
    dots.map((color, index) => circle(x + 22 + index * 16, y + 17, 5, color)).join("");
  return { svg: out, content: { x: x + 20, y: y + 50, w: w - 40, h: h - 70 } };
}

/** A phone with a rounded screen; returns the screen box. */
export function phone(x, y, w, h, { frame = C.ink, screen = C.white } = {}) {
  const out =
    rect(x + 6, y + 12, w, h, 26, C.ink, { "fill-opacity": 0.18 }) +
    rect(x, y, w, h, 26, frame) +
    rect(x + 8, y + 8, w - 16, h - 16, 20, screen) +
    rect(x + w / 2 - 18, y + 14, 36, 6, 3, frame);
  return { svg: out, screen: { x: x + 8, y: y + 28, w: w - 16, h: h - 36 } };
}

/** A heart centred on (cx, cy). */
export function heart(cx, cy, size, fill) {
  const s = size / 24;
  return `<path transform="translate(${n(cx - 12 * s)} ${n(cy - 11 * s)}) scale(${n(s)})" d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 2.8 4.5 6.6 4.1c2.1-.2 3.8.9 5.4 2.8 1.6-1.9 3.3-3 5.4-2.8 3.8.4 5.7 4.3 4.2 7.6C19.5 16.4 12 21 12 21z" fill="${fill}"/>`;
}

/** A five-pointed star centred on (cx, cy). */
export function star(cx, cy, r, fill) {
  const points = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push(`${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`);
  }
  return `<path d="M${points.join("L")}z" fill="${fill}"/>`;
}

/** A check mark in a circle. */
export function checkBadge(cx, cy, r, fill = C.emerald, mark = C.white) {
  return circle(cx, cy, r, fill) + stroke(`M${n(cx - r * 0.42)} ${n(cy + r * 0.02)}l${n(r * 0.3)} ${n(r * 0.3)} ${n(r * 0.55)}-${n(r * 0.6)}`, mark, r * 0.22);
}

/** A gear with `teeth` teeth. */
export function gear(cx, cy, r, fill, hole = C.white, teeth = 8) {
  let d = "";
  const outer = r;
  const inner = r * 0.78;
  for (let index = 0; index < teeth * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const a1 = (index * Math.PI) / teeth - Math.PI / (teeth * 2.6);
    const a2 = (index * Math.PI) / teeth + Math.PI / (teeth * 2.6);
    d += `${index === 0 ? "M" : "L"}${n(cx + radius * Math.cos(a1))} ${n(cy + radius * Math.sin(a1))}L${n(cx + radius * Math.cos(a2))} ${n(cy + radius * Math.sin(a2))}`;
  }
  return path(`${d}z`, fill) + circle(cx, cy, r * 0.34, hole);
}

/** Vertical bars standing on a baseline at y (bottom). */
export function bars(x, bottom, barWidth, gap, heights, colors, rx = 6) {
  return heights
    .map((height, index) => rect(x + index * (barWidth + gap), bottom - height, barWidth, height, rx, colors[index % colors.length]))
    .join("");
}

/** A polyline chart with dots on its points. */
export function lineChart(points, color, width = 6, dotFill = C.white) {
  const d = points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
  return stroke(d, color, width) + points.map(([x, y]) => circle(x, y, width * 0.9, dotFill, { stroke: color, "stroke-width": width * 0.6 })).join("");
}

/** A donut chart from fractions that add up to 1. */
export function donut(cx, cy, r, thickness, parts) {
  let start = -Math.PI / 2;
  let out = "";
  for (const [fraction, color] of parts) {
    const end = start + fraction * Math.PI * 2;
    const large = fraction > 0.5 ? 1 : 0;
    out += stroke(
      `M${n(cx + r * Math.cos(start))} ${n(cy + r * Math.sin(start))}A${r} ${r} 0 ${large} 1 ${n(cx + r * Math.cos(end))} ${n(cy + r * Math.sin(end))}`,
      color,
      thickness,
      { "stroke-linecap": "butt" },
    );
    start = end;
  }
  return out;
}

/**
 * A person from the waist up, facing the viewer: head, hair, neck, torso and arms.
 * (x, y) is the top of the head's bounding box centre; `s` scales the 100-unit-tall figure.
 */
export function person({ x, y, s = 1, skin = SKIN[1], hair = C.hair, shirt = C.indigo, hairStyle = "short", accessory, arms = "down" }) {
  const t = (body) => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${body}</g>`;
  let back = "";
  let front = "";
  if (hairStyle === "long") back += path("M-21 4c0-16 9-24 21-24s21 8 21 24v30h-42z", hair);
  if (hairStyle === "bun") back += circle(0, -22, 9, hair);
  const torso = path("M-34 100v-36c0-16 13-26 34-26s34 10 34 26v36z", shirt);
  const neck = rect(-7, 22, 14, 18, 6, skin);
  const head = ellipse(0, 6, 18, 21, skin);
  if (hairStyle === "short") front += path("M-18 4c-2-16 7-25 18-25s20 8 18 25c-4-9-11-13-18-13s-14 4-18 13z", hair);
  if (hairStyle === "long" || hairStyle === "bun") front += path("M-19 6c-1-17 8-26 19-26s20 9 19 26c-6-10-13-14-19-14s-13 4-19 14z", hair);
  if (hairStyle === "curly") front += [[-12, -10], [0, -15], [12, -10], [-17, 0], [17, 0]].map(([cx, cy]) => circle(cx, cy, 9, hair)).join("");
  if (hairStyle === "bald") front += path("M-17 -2c3-11 10-16 17-16s14 5 17 16c-5-5-11-7-17-7s-12 2-17 7z", hair, { "fill-opacity": 0.35 });
  if (accessory === "glasses") front += stroke("M-14 6h8M6 6h8M-6 6h12", C.ink, 2) + circle(-9, 7, 6, "none", { stroke: C.ink, "stroke-width": 2.4 }) + circle(9, 7, 6, "none", { stroke: C.ink, "stroke-width": 2.4 });
  if (accessory === "beard") front += path("M-16 10c2 14 9 19 16 19s14-5 16-19c-4 5-9 7-16 7s-12-2-16-7z", hair);
  if (accessory === "bindi") front += circle(0, -4, 2, C.fuchsia700);
  let armsSvg = "";
  if (arms === "down") armsSvg = path("M-34 100v-26c0-6 3-12 8-15l6 41z", shirt, { "fill-opacity": 0.85 }) + path("M34 100v-26c0-6-3-12-8-15l-6 41z", shirt, { "fill-opacity": 0.85 });
  if (arms === "up") armsSvg = stroke("M26 56l22-26l4-22", shirt, 13) + circle(52, 4, 7, skin);
  if (arms === "laptop") armsSvg = stroke("M-26 62l-4 30l26 4", shirt, 12) + stroke("M26 62l4 30l-26 4", shirt, 12);
  return t(back + neck + torso + armsSvg + head + front);
}

/** A round avatar: a person's head and shoulders on a coloured disc, clipped to the circle. */
export function avatar(id, size, { bg, skin, hair, shirt, hairStyle, accessory }) {
  const r = size / 2;
  return svg(
    size,
    size,
    `<clipPath id="${id}"><circle cx="${r}" cy="${r}" r="${r}"/></clipPath>` +
      group(circle(r, r, r, bg) + circle(r * 1.5, r * 0.45, r * 0.5, C.white, { "fill-opacity": 0.18 }) + person({ x: r, y: size * 0.3, s: size / 105, skin, hair, shirt, hairStyle, accessory }), {
        "clip-path": `url(#${id})`,
      }),
  );
}
