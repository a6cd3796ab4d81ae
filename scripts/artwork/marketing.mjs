// Generates the marketing pages' illustrations in public/images/{home,about,case-studies,testimonials,brands},
// and the case studies' share images (PNG: networks show no SVG in link previews).
// Flat, geometric, in the brand palette, drawn for this project. The outputs are committed; this script
// is only run again to change them:
//   node scripts/artwork/marketing.mjs                (illustrations and avatars)
//   node scripts/artwork/marketing.mjs --brands       (also the brand wordmarks: needs opentype.js and fonts,
//      installed outside the repo: cd /tmp/artwork && npm i opentype.js@1 @fontsource/plus-jakarta-sans
//      @fontsource/dm-serif-display @fontsource/space-grotesk; then ARTWORK_MODULES=/tmp/artwork/node_modules)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  avatar,
  bars,
  browser,
  C,
  card,
  checkBadge,
  circle,
  donut,
  ellipse,
  gear,
  group,
  heart,
  lineChart,
  linearGradient,
  path as pathEl,
  person,
  phone,
  rect,
  SKIN,
  star,
  stroke,
  svg,
  textLines,
} from "./svg-kit.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const out = (file, content) => {
  const target = path.join(root, "public/images", file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`${file}  ${content.length} bytes`);
};

// ---------------------------------------------------------------------------------------------
// Hero illustrations (640 × 520), shown on the dark hero: a glowing backdrop with white cards.
// ---------------------------------------------------------------------------------------------
const HERO_W = 640;
const HERO_H = 520;

function heroBackdrop(id) {
  const defs =
    linearGradient(`${id}-bg`, [
      [0, C.indigo500],
      [0.55, C.indigo700],
      [1, C.fuchsia700],
    ]) +
    linearGradient(`${id}-ring`, [
      [0, C.white, 0.35],
      [1, C.white, 0],
    ]) +
    `<clipPath id="${id}-clip"><rect x="70" y="40" width="500" height="440" rx="120"/></clipPath>`;
  const body =
    rect(70, 40, 500, 440, 120, `url(#${id}-bg)`) +
    group(circle(500, 110, 150, `url(#${id}-ring)`) + circle(120, 430, 70, C.white, { "fill-opacity": 0.08 }), { "clip-path": `url(#${id}-clip)` }) +
    [0, 1, 2, 3, 4].map((index) => circle(110 + index * 22, 80, 4, C.white, { "fill-opacity": 0.35 })).join("") +
    [0, 1, 2, 3, 4].map((index) => circle(110 + index * 22, 102, 4, C.white, { "fill-opacity": 0.2 })).join("");
  return { defs, body };
}

function hero(id, drawing) {
  const backdrop = heroBackdrop(id);
  return svg(HERO_W, HERO_H, backdrop.body + drawing.body, { defs: backdrop.defs + (drawing.defs ?? "") });
}

const heroes = {
  "digital-branding": () => {
    // A megaphone sends out posts; a reach chart climbs.
    const post = (x, y, w, tint) =>
      card(x, y, w, 150) +
      rect(x + 14, y + 14, w - 28, 70, 10, tint) +
      circle(x + 40, y + 49, 16, C.white, { "fill-opacity": 0.6 }) +
      pathEl(`M${x + 70} ${y + 84}l28-30l22 22l14-12l${w - 148} 20v0z`, C.white, { "fill-opacity": 0.5 }) +
      textLines(x + 14, y + 98, w - 60, 2, C.slate200, { gap: 14 }) +
      heart(x + w - 28, y + 126, 18, C.fuchsia);
    const megaphone =
      pathEl("M150 250l120-64v188l-120-64z", C.saffron) +
      rect(110, 238, 48, 84, 14, C.saffron600) +
      pathEl("M270 186q26 94 0 188", C.white, { "fill-opacity": 0.25 }) +
      rect(124, 318, 24, 64, 10, C.ink) +
      stroke("M300 240q20 40 0 80", C.white, 8, { "stroke-opacity": 0.8 }) +
      stroke("M322 214q34 66 0 132", C.white, 8, { "stroke-opacity": 0.5 });
    const chart =
      card(330, 330, 210, 120) +
      lineChart(
        [
          [352, 420],
          [392, 400],
          [432, 408],
          [472, 378],
          [514, 352],
        ],
        C.indigo,
        5,
      ) +
      textLines(352, 346, 80, 1, C.slate200);
    const bubble = circle(540, 110, 30, C.fuchsia) + heart(540, 111, 30, C.white) + circle(565, 86, 11, C.saffron) + circle(565, 86, 4, C.white);
    return { body: post(330, 70, 170, C.indigo300) + post(420, 170, 150, C.fuchsia400) + megaphone + chart + bubble + circle(96, 186, 16, C.saffron300) };
  },

  "tech-solutions": () => {
    const code = browser(120, 90, 330, 250, { bar: C.indigo100 });
    const colors = [C.fuchsia, C.indigo, C.saffron, C.emerald, C.indigo400];
    let lines = "";
    const rows = [
      [0, 70, 1, 110],
      [24, 50, 0, 140],
      [24, 90, 3, 80],
      [48, 60, 2, 120],
      [48, 40, 4, 60],
      [24, 100, 1, 70],
      [0, 40, 0, 0],
    ];
    rows.forEach(([indent, a, colorIndex, b], index) => {
      const y = code.content.y + 6 + index * 24;
      lines += rect(code.content.x + indent, y, a, 10, 5, colors[colorIndex]);
      if (b) lines += rect(code.content.x + indent + a + 10, y, b, 10, 5, C.slate200);
    });
    const server =
      [0, 1, 2]
        .map((index) => {
          const y = 250 + index * 64;
          return (
            card(400, y, 170, 54, { fill: C.ink, rx: 12, shadow: C.ink, shadowOpacity: 0.25 }) +
            circle(424, y + 27, 6, index === 1 ? C.saffron : C.emerald300) +
            circle(444, y + 27, 6, C.indigo400) +
            rect(470, y + 22, 80, 10, 5, C.indigo800)
          );
        })
        .join("");
    const cloud =
      pathEl("M470 150a34 34 0 0 1 64-14a26 26 0 1 1 14 50h-76a22 22 0 0 1-2-36z", C.white) + stroke("M506 170v-24m-10 10l10-10l10 10", C.indigo, 5);
    return { body: code.svg + lines + server + gear(160, 380, 52, C.saffron, C.indigo700, 9) + gear(236, 420, 30, C.fuchsia400, C.indigo700, 7) + cloud };
  },

  "graphic-design": () => {
    const artboard =
      card(120, 80, 300, 330) +
      rect(140, 100, 260, 290, 10, C.indigo50) +
      circle(220, 190, 56, C.fuchsia400) +
      pathEl("M260 330l70-120l70 120z", C.indigo) +
      rect(160, 280, 90, 90, 16, C.saffron) +
      // The pen tool's curve with its anchors and handles.
      stroke("M150 250C210 120 330 380 390 150", C.ink, 4) +
      stroke("M150 250L190 170M390 150L350 230", C.ink, 2, { "stroke-dasharray": "6 6" }) +
      [
        [150, 250],
        [390, 150],
      ]
        .map(([x, y]) => rect(x - 8, y - 8, 16, 16, 3, C.white, { stroke: C.ink, "stroke-width": 3 }))
        .join("") +
      [
        [190, 170],
        [350, 230],
      ]
        .map(([x, y]) => circle(x, y, 7, C.ink))
        .join("");
    const swatches =
      card(450, 100, 90, 280) + [C.indigo, C.fuchsia, C.saffron, C.emerald, C.ink].map((color, index) => circle(495, 140 + index * 52, 18, color)).join("");
    const nib =
      group(pathEl("M0 -60l26 46l-26 74l-26-74z", C.white) + pathEl("M0 -60l26 46l-26 74z", C.indigo200) + circle(0, 4, 8, C.ink) + rect(-22, -88, 44, 30, 8, C.saffron), {
        transform: "translate(450 420) rotate(-35)",
      });
    return { body: artboard + swatches + nib + circle(100, 160, 14, C.saffron300) };
  },

  "hr-solutions": () => {
    const node = (cx, cy, skin, hair, shirt, hairStyle, accessory, r = 44, bg = C.white) =>
      circle(cx + 4, cy + 8, r, C.ink, { "fill-opacity": 0.18 }) +
      `<clipPath id="hr-${cx}-${cy}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>` +
      group(circle(cx, cy, r, bg) + person({ x: cx, y: cy - r * 0.45, s: r / 62, skin, hair, shirt, hairStyle, accessory }), { "clip-path": `url(#hr-${cx}-${cy})` });
    const links = stroke("M320 150v50M180 250v-50h280v50M320 200v50", C.white, 5, { "stroke-opacity": 0.85 });
    const profile =
      card(360, 330, 200, 120) +
      circle(400, 370, 22, C.fuchsia200) +
      person({ x: 400, y: 358, s: 0.26, skin: SKIN[2], hair: C.hair, shirt: C.fuchsia, hairStyle: "long" }) +
      textLines(434, 358, 100, 2, C.slate200, { gap: 16 }) +
      rect(380, 408, 120, 12, 6, C.indigo100) +
      rect(380, 408, 84, 12, 6, C.indigo) +
      checkBadge(540, 340, 20);
    return {
      body:
        links +
        node(320, 110, SKIN[1], C.hair, C.saffron, "short", "glasses") +
        node(180, 290, SKIN[3], C.hair, C.indigo, "bun", "bindi", 40) +
        node(320, 290, SKIN[0], C.hair, C.fuchsia, "short", "beard", 40) +
        node(460, 290, SKIN[2], C.hair, C.emerald, "curly", undefined, 40) +
        profile +
        card(100, 370, 170, 80) +
        rect(118, 390, 40, 40, 10, C.saffron100) +
        stroke("M128 410l8 8l14-16", C.saffron600, 4) +
        textLines(170, 396, 80, 2, C.slate200, { gap: 16 }),
    };
  },

  academy: () => {
    const laptop =
      card(130, 170, 320, 200, { fill: C.ink, rx: 16 }) +
      rect(144, 184, 292, 172, 8, C.indigo50) +
      rect(160, 200, 150, 90, 8, C.indigo) +
      pathEl("M225 228l28 17l-28 17z", C.white) +
      textLines(326, 206, 94, 4, C.indigo200, { gap: 18 }) +
      rect(160, 306, 260, 10, 5, C.indigo100) +
      rect(160, 306, 170, 10, 5, C.saffron) +
      pathEl("M100 370h380l-24 34h-332z", C.indigo200) +
      rect(250, 370, 80, 8, 4, C.indigo400);
    const cap =
      pathEl("M290 60l120 44l-120 44l-120-44z", C.ink) +
      pathEl("M230 122v40c0 14 27 24 60 24s60-10 60-24v-40l-60 22z", C.indigo800) +
      stroke("M390 112v52", C.saffron, 4) +
      circle(390, 170, 9, C.saffron);
    const certificate =
      card(420, 250, 150, 190) +
      rect(436, 266, 118, 158, 8, "none", { stroke: C.saffron300, "stroke-width": 3 }) +
      textLines(456, 290, 78, 3, C.slate200, { gap: 16 }) +
      circle(495, 378, 22, C.fuchsia) +
      star(495, 378, 12, C.white) +
      pathEl("M482 396l-8 30l12-8l9 10l4-28z", C.fuchsia700);
    const books = rect(90, 412, 140, 22, 6, C.saffron) + rect(100, 390, 120, 22, 6, C.fuchsia400) + rect(86, 434, 150, 22, 6, C.indigo400);
    return { body: laptop + cap + certificate + books };
  },

  "ecommerce-support": () => {
    const store = browser(110, 80, 340, 290);
    let products = "";
    [0, 1, 2].forEach((col) => {
      [0, 1].forEach((row) => {
        const x = store.content.x + col * 102;
        const y = store.content.y + row * 112;
        const tint = [C.indigo200, C.fuchsia200, C.saffron100][(col + row) % 3];
        products += rect(x, y, 92, 100, 12, C.slate50, { stroke: C.slate200, "stroke-width": 2 }) + rect(x + 8, y + 8, 76, 52, 8, tint) + rect(x + 8, y + 68, 50, 8, 4, C.slate300) + rect(x + 8, y + 82, 34, 8, 4, C.indigo);
      });
    });
    const bag =
      stroke("M428 272v-22a36 36 0 0 1 72 0v22", C.ink, 9) +
      card(390, 262, 150, 170, { fill: C.saffron, rx: 22 }) +
      pathEl("M390 300h150v20h-150z", C.saffron600, { "fill-opacity": 0.4 }) +
      circle(465, 372, 28, C.white) +
      heart(465, 373, 26, C.fuchsia);
    const cart =
      stroke("M96 330h26l22 84h92l18-62h-124", C.white, 8) + circle(156, 438, 11, C.white) + circle(224, 438, 11, C.white) + rect(150, 366, 80, 26, 8, C.fuchsia400);
    const tag = group(pathEl("M0 0h70l26 26l-26 26h-70z", C.emerald) + circle(70, 26, 6, C.white) + rect(12, 20, 40, 12, 6, C.white, { "fill-opacity": 0.8 }), {
      transform: "translate(470 120) rotate(18)",
    });
    return { body: store.svg + products + cart + bag + tag };
  },

  research: () => {
    const chart =
      card(110, 100, 300, 240) +
      textLines(134, 124, 120, 1, C.slate200) +
      bars(140, 310, 34, 18, [60, 100, 80, 140, 170], [C.indigo200, C.indigo300, C.indigo400, C.indigo, C.fuchsia]) +
      rect(134, 312, 252, 4, 2, C.slate200);
    const lens =
      circle(330, 220, 74, C.white, { "fill-opacity": 0.25 }) +
      circle(330, 220, 74, "none", { stroke: C.ink, "stroke-width": 16 }) +
      stroke("M384 274l70 70", C.ink, 22) +
      stroke("M384 274l70 70", C.saffron, 10);
    const pie = card(420, 80, 150, 150) + donut(495, 155, 44, 22, [
      [0.45, C.indigo],
      [0.3, C.fuchsia400],
      [0.25, C.saffron],
    ]);
    const clipboard =
      card(130, 360, 200, 110) +
      [0, 1, 2].map((index) => rect(150, 378 + index * 28, 18, 18, 5, index < 2 ? C.emerald : C.slate200) + rect(180, 383 + index * 28, 110 - index * 20, 8, 4, C.slate200)).join("") +
      stroke("M154 387l5 5l8-9M154 415l5 5l8-9", C.white, 3);
    return { body: chart + pie + clipboard + lens + circle(520, 420, 16, C.saffron300) + circle(560, 380, 8, C.white, { "fill-opacity": 0.5 }) };
  },

  "management-solutions": () => {
    const board = card(100, 90, 360, 280);
    const columns = [
      [C.indigo200, 3],
      [C.saffron300, 2],
      [C.emerald300, 2],
    ];
    let tasks = "";
    columns.forEach(([color, count], col) => {
      const x = 120 + col * 112;
      tasks += rect(x, 110, 100, 10, 5, color);
      for (let index = 0; index < count; index += 1) {
        tasks += rect(x, 134 + index * 70, 100, 60, 10, C.slate50, { stroke: C.slate200, "stroke-width": 2 }) + rect(x + 10, 146 + index * 70, 60, 8, 4, C.slate300) + rect(x + 10, 162 + index * 70, 40, 8, 4, color);
      }
    });
    const target =
      circle(490, 150, 70, C.white) +
      circle(490, 150, 52, C.fuchsia400) +
      circle(490, 150, 34, C.white) +
      circle(490, 150, 16, C.fuchsia) +
      stroke("M490 150l64-64", C.ink, 6) +
      pathEl("M554 86l4-22l14 14z", C.saffron) +
      pathEl("M554 86l22-4l-14-14z", C.saffron600);
    const roadmap =
      stroke("M120 440C200 380 300 470 380 410S520 380 560 330", C.white, 6, { "stroke-dasharray": "2 14" }) +
      [
        [120, 440, C.indigo300],
        [250, 430, C.fuchsia400],
        [380, 410, C.saffron],
      ]
        .map(([x, y, color]) => circle(x, y, 14, color) + circle(x, y, 5, C.white))
        .join("") +
      stroke("M560 330v-60", C.white, 5) +
      pathEl("M560 270h40l-10 14l10 14h-40z", C.saffron);
    return { body: board + tasks + target + roadmap };
  },
};

// ---------------------------------------------------------------------------------------------
// Gallery scenes (800 × 600): full-bleed "photo substitutes" for the image carousel.
// ---------------------------------------------------------------------------------------------
const G_W = 800;
const G_H = 600;

function scene(id, body, { from = C.indigo50, to = C.fuchsia100, floor = C.indigo100 } = {}) {
  const defs = linearGradient(`${id}-bg`, [
    [0, from],
    [1, to],
  ]);
  return svg(G_W, G_H, rect(0, 0, G_W, G_H, 0, `url(#${id}-bg)`) + rect(0, 470, G_W, 130, 0, floor) + body, { defs });
}

const desk = (x, y, w, color = C.indigo800) => rect(x, y, w, 18, 6, color) + rect(x + 20, y + 18, 14, 112, 4, color) + rect(x + w - 34, y + 18, 14, 112, 4, color);

const gallery = {
  "strategy-workshop": () =>
    scene(
      "g1",
      card(170, 70, 460, 300, { fill: C.white, rx: 14 }) +
        [C.saffron300, C.fuchsia200, C.indigo200, C.emerald300, C.saffron100, C.indigo300, C.fuchsia400, C.amber]
          .map((color, index) => rect(200 + (index % 4) * 104, 100 + Math.floor(index / 4) * 110, 84, 84, 8, color) + textLines(214 + (index % 4) * 104, 120 + Math.floor(index / 4) * 110, 56, 3, C.white, { gap: 16, height: 7 }))
          .join("") +
        stroke("M284 142h20M388 252h20", C.ink, 4, { "stroke-opacity": 0.4 }) +
        stroke("M220 330h360", C.indigo400, 6) +
        rect(370, 370, 60, 100, 0, C.slate400) +
        person({ x: 110, y: 250, s: 2.2, skin: SKIN[1], shirt: C.indigo, hairStyle: "short", arms: "up" }) +
        person({ x: 700, y: 270, s: 2, skin: SKIN[3], shirt: C.fuchsia, hairStyle: "long", accessory: "bindi" }) +
        desk(250, 470, 300) +
        rect(290, 446, 70, 24, 6, C.saffron) +
        rect(440, 452, 50, 18, 5, C.white),
    ),

  "campaign-planning": () => {
    let cells = "";
    for (let index = 0; index < 28; index += 1) {
      const x = 130 + (index % 7) * 64;
      const y = 120 + Math.floor(index / 7) * 58;
      const filled = [1, 3, 4, 8, 10, 12, 15, 17, 19, 22, 24, 26].includes(index);
      const color = [C.fuchsia400, C.indigo400, C.saffron, C.emerald300][index % 4];
      cells += rect(x, y, 56, 50, 8, filled ? color : C.slate100);
      if (filled) cells += rect(x + 8, y + 32, 30, 7, 3.5, C.white, { "fill-opacity": 0.85 });
    }
    return scene(
      "g2",
      card(100, 60, 500, 330, { fill: C.white, rx: 16 }) +
        rect(130, 84, 160, 14, 7, C.indigo) +
        rect(470, 80, 100, 22, 11, C.saffron100) +
        cells +
        rect(340, 390, 20, 80, 0, C.slate400) +
        rect(290, 466, 120, 8, 4, C.slate400) +
        person({ x: 660, y: 250, s: 2.2, skin: SKIN[2], shirt: C.saffron, hairStyle: "curly", arms: "laptop" }) +
        rect(600, 430, 130, 80, 10, C.ink) +
        rect(608, 438, 114, 64, 6, C.indigo200) +
        desk(560, 510, 210),
      { from: C.fuchsia100, to: C.indigo50 },
    );
  },

  "product-shoot": () =>
    scene(
      "g3",
      // Backdrop paper, softboxes, camera on tripod, products.
      pathEl("M250 60h300v330q0 60-60 80h-180q-60-20-60-80z", C.white) +
      pathEl("M70 90h130l-30 110h-70z", C.indigo200) +
      rect(70, 80, 130, 16, 6, C.ink) +
      stroke("M135 200v270M100 470l35-40l35 40", C.ink, 6) +
      circle(728, 130, 50, C.white, { "fill-opacity": 0.7 }) +
      circle(728, 130, 50, "none", { stroke: C.slate300, "stroke-width": 6 }) +
      stroke("M728 180v290M700 470l28-30l28 30", C.ink, 6) +
      rect(270, 330, 80, 110, 12, C.fuchsia400) +
      rect(282, 360, 56, 40, 6, C.white, { "fill-opacity": 0.8 }) +
      rect(370, 290, 56, 150, 20, C.indigo) +
      rect(384, 270, 28, 26, 6, C.ink) +
      rect(380, 340, 36, 50, 6, C.white, { "fill-opacity": 0.85 }) +
      rect(446, 370, 90, 70, 10, C.saffron) +
      rect(446, 390, 90, 14, 0, C.saffron600, { "fill-opacity": 0.5 }) +
      // Camera.
      rect(580, 250, 120, 80, 14, C.ink) +
      circle(640, 290, 28, C.indigo700) +
      circle(640, 290, 16, C.indigo300) +
      rect(600, 238, 36, 16, 4, C.ink) +
      stroke("M640 330v140M600 470l40-60l40 60", C.indigo900, 6) +
      circle(620, 284, 5, C.white, { "fill-opacity": 0.7 }),
      { from: C.slate100, to: C.indigo100, floor: C.indigo200 },
    ),

  "website-launch": () => {
    const site = (x, y, w, h) =>
      rect(x, y, w, h * 0.34, 8, C.indigo) +
      rect(x + 16, y + 16, w * 0.5, 12, 6, C.white) +
      rect(x + 16, y + 38, w * 0.36, 10, 5, C.indigo200) +
      rect(x + 16, y + h * 0.34 - 30, w * 0.26, 18, 9, C.saffron) +
      [0, 1, 2].map((index) => rect(x + index * (w / 3) + 4, y + h * 0.4, w / 3 - 8, h * 0.5, 8, [C.fuchsia200, C.indigo100, C.saffron100][index])).join("");
    const screen = phone(560, 200, 130, 250);
    return scene(
      "g4",
      card(110, 120, 400, 260, { fill: C.ink, rx: 16 }) +
        rect(124, 134, 372, 232, 8, C.white) +
        site(134, 144, 352, 212) +
        pathEl("M70 380h480l-30 40h-420z", C.indigo300) +
        screen.svg +
        site(screen.screen.x + 6, screen.screen.y + 6, screen.screen.w - 12, screen.screen.h - 20) +
        // Rocket.
        group(
          pathEl("M0 -70c22 20 30 50 26 90h-52c-4-40 4-70 26-90z", C.white) +
            circle(0, -20, 12, C.indigo) +
            pathEl("M-26 10l-20 30h20zM26 10l20 30h-20z", C.fuchsia) +
            pathEl("M-16 20h32l-16 40z", C.saffron),
          { transform: "translate(660 120) rotate(30)" },
        ) +
        stroke("M560 250q40-40 70-90", C.saffron300, 6, { "stroke-dasharray": "4 14" }) +
        star(140, 80, 10, C.amber) +
        star(720, 60, 8, C.fuchsia400) +
        star(560, 80, 6, C.indigo400),
    );
  },

  "academy-classroom": () => {
    const funnel =
      pathEl("M470 110h220l-30 60h-160z", C.indigo) + pathEl("M500 176h160l-26 56h-108z", C.fuchsia400) + pathEl("M530 238h100l-22 52h-56z", C.saffron);
    const student = (x, skin, shirt, hairStyle) =>
      person({ x, y: 330, s: 1.5, skin, shirt, hairStyle, arms: "laptop" }) + rect(x - 50, 440, 100, 60, 8, C.ink) + rect(x - 44, 446, 88, 46, 5, C.indigo200);
    return scene(
      "g5",
      card(420, 80, 320, 240, { rx: 12 }) +
        funnel +
        person({ x: 300, y: 170, s: 2, skin: SKIN[0], shirt: C.indigo, hairStyle: "short", accessory: "glasses", arms: "up" }) +
        student(110, SKIN[2], C.saffron, "long") +
        student(300, SKIN[4], C.emerald, "short") +
        student(500, SKIN[1], C.fuchsia, "bun") +
        student(690, SKIN[3], C.indigo700, "curly") +
        rect(0, 500, 800, 100, 0, C.indigo800),
      { from: C.indigo50, to: C.saffron100 },
    );
  },

  "analytics-review": () =>
    scene(
      "g6",
      card(80, 60, 560, 380, { rx: 18 }) +
        [C.indigo, C.fuchsia, C.saffron].map((color, index) => rect(110 + index * 170, 90, 150, 80, 12, C.slate50, { stroke: C.slate200, "stroke-width": 2 }) + rect(126 + index * 170, 106, 60, 10, 5, C.slate300) + rect(126 + index * 170, 128, 90, 22, 8, color)).join("") +
        rect(110, 190, 320, 220, 12, C.slate50) +
        lineChart(
          [
            [140, 370],
            [190, 340],
            [240, 350],
            [290, 300],
            [340, 290],
            [400, 230],
          ],
          C.indigo,
          6,
        ) +
        rect(450, 190, 160, 220, 12, C.slate50) +
        donut(530, 270, 46, 22, [
          [0.55, C.indigo],
          [0.25, C.fuchsia400],
          [0.2, C.saffron],
        ]) +
        textLines(480, 340, 100, 3, C.slate200, { gap: 18 }) +
        person({ x: 722, y: 250, s: 2, skin: SKIN[2], shirt: C.fuchsia, hairStyle: "long" }),
      { from: C.indigo100, to: C.fuchsia100 },
    ),

  "hiring-drive": () =>
    scene(
      "g7",
      [0, 1, 2].map((index) => card(120 + index * 200, 70, 170, 110, { rx: 14 }) + circle(160 + index * 200, 110, 22, [C.indigo200, C.fuchsia200, C.saffron100][index]) + textLines(194 + index * 200, 98, 80, 2, C.slate200, { gap: 16 }) + rect(140 + index * 200, 150, 130, 10, 5, C.indigo100) + rect(140 + index * 200, 150, [110, 70, 90][index], 10, 5, [C.emerald, C.saffron, C.indigo][index])).join("") +
        checkBadge(282, 78, 18) +
        person({ x: 230, y: 250, s: 2, skin: SKIN[3], shirt: C.indigo, hairStyle: "short", accessory: "beard" }) +
        person({ x: 560, y: 250, s: 2, skin: SKIN[0], shirt: C.saffron, hairStyle: "bun", accessory: "bindi" }) +
        desk(120, 450, 560) +
        rect(300, 420, 90, 30, 6, C.white) +
        textLines(310, 428, 60, 2, C.slate300, { gap: 10, height: 5 }) +
        rect(440, 416, 80, 34, 8, C.fuchsia400),
      { from: C.saffron100, to: C.indigo50 },
    ),
};

// ---------------------------------------------------------------------------------------------
// Home growth illustration, About team illustration (640 × 520).
// ---------------------------------------------------------------------------------------------
function growth() {
  const { defs, body } = heroBackdrop("growth");
  const chart =
    card(120, 130, 380, 290) +
    bars(160, 390, 50, 22, [60, 100, 140, 190, 240], [C.indigo200, C.indigo300, C.indigo400, C.indigo, C.fuchsia]) +
    rect(150, 392, 330, 4, 2, C.slate200) +
    stroke("M170 330L250 290L320 240L400 190L470 150", C.saffron, 8) +
    pathEl("M470 150l-28 2l14 22z", C.saffron);
  const rocket = group(
    pathEl("M0 -60c20 18 28 44 24 80h-48c-4-36 4-62 24-80z", C.white) + circle(0, -16, 11, C.indigo) + pathEl("M-24 10l-18 26h18zM24 10l18 26h-18z", C.fuchsia) + pathEl("M-14 20h28l-14 36z", C.saffron),
    { transform: "translate(500 135) rotate(40)" },
  );
  const kpi = card(400, 330, 170, 90) + circle(434, 375, 20, C.emerald) + stroke("M424 380l10-10l8 8l10-12", C.white, 4) + textLines(466, 362, 80, 2, C.slate200, { gap: 16 });
  return svg(HERO_W, HERO_H, body + chart + rocket + kpi, { defs });
}

function team() {
  const defs = linearGradient("team-bg", [
    [0, C.indigo100],
    [1, C.fuchsia100],
  ]);
  const board =
    card(150, 50, 340, 180) +
    bars(180, 200, 30, 14, [40, 70, 60, 100, 120], [C.indigo300, C.indigo400, C.indigo, C.fuchsia400, C.fuchsia]) +
    donut(420, 130, 40, 18, [
      [0.6, C.saffron],
      [0.4, C.indigo200],
    ]);
  const table = pathEl("M70 420h500l-40 40h-420z", C.indigo800) + rect(110, 460, 20, 34, 0, C.indigo900) + rect(510, 460, 20, 34, 0, C.indigo900);
  const laptop = (x, color) => rect(x, 360, 110, 64, 8, C.ink) + rect(x + 6, 366, 98, 52, 5, color) + rect(x - 10, 420, 130, 8, 4, C.slate300);
  return svg(
    640,
    520,
    rect(20, 20, 600, 480, 120, "url(#team-bg)") +
      board +
      person({ x: 140, y: 250, s: 1.8, skin: SKIN[1], shirt: C.indigo, hairStyle: "short", accessory: "glasses", arms: "laptop" }) +
      person({ x: 320, y: 240, s: 1.9, skin: SKIN[3], shirt: C.fuchsia, hairStyle: "long", accessory: "bindi", arms: "laptop" }) +
      person({ x: 500, y: 250, s: 1.8, skin: SKIN[2], shirt: C.saffron, hairStyle: "curly", arms: "laptop" }) +
      table +
      laptop(90, C.indigo200) +
      laptop(265, C.fuchsia200) +
      laptop(445, C.saffron100) +
      star(560, 70, 12, C.saffron) +
      circle(90, 90, 14, C.indigo300),
    { defs },
  );
}

// ---------------------------------------------------------------------------------------------
// Case studies (1200 × 750).
// ---------------------------------------------------------------------------------------------
const CS_W = 1200;
const CS_H = 750;

function caseScene(id, body, from, to) {
  const defs = linearGradient(`${id}-bg`, [
    [0, from],
    [1, to],
  ]);
  return svg(CS_W, CS_H, rect(0, 0, CS_W, CS_H, 0, `url(#${id}-bg)`) + circle(1050, 120, 220, C.white, { "fill-opacity": 0.18 }) + circle(150, 680, 180, C.white, { "fill-opacity": 0.12 }) + body, { defs });
}

const caseStudies = {
  "dairy-brand": () => {
    const screen = phone(480, 110, 240, 480);
    const orders = [0, 1, 2, 3]
      .map((index) => {
        const y = screen.screen.y + 70 + index * 86;
        return rect(screen.screen.x + 14, y, screen.screen.w - 28, 72, 12, C.slate50, { stroke: C.slate200, "stroke-width": 2 }) + rect(screen.screen.x + 24, y + 12, 48, 48, 10, [C.indigo100, C.saffron100, C.fuchsia100, C.indigo100][index]) + rect(screen.screen.x + 84, y + 18, 90, 10, 5, C.slate300) + rect(screen.screen.x + 84, y + 38, 56, 10, 5, C.indigo);
      })
      .join("");
    const milk = rect(160, 260, 120, 260, 24, C.white) + pathEl("M180 260l20-50h40l20 50z", C.white) + rect(196, 190, 48, 24, 6, C.indigo) + rect(160, 340, 120, 90, 0, C.indigo) + circle(220, 385, 28, C.white) + pathEl("M204 392q16-26 32 0z", C.indigo400);
    const paneer = rect(300, 420, 140, 100, 16, C.saffron100) + rect(300, 420, 140, 34, 16, C.saffron) + rect(320, 470, 100, 12, 6, C.saffron300);
    const chart = card(800, 170, 300, 220) + bars(830, 360, 40, 16, [50, 70, 100, 130, 170], [C.indigo300, C.indigo400, C.indigo, C.fuchsia400, C.fuchsia]) + rect(826, 364, 250, 4, 2, C.slate200);
    const scooter = card(800, 430, 300, 150) + circle(860, 540, 26, C.ink) + circle(1040, 540, 26, C.ink) + pathEl("M850 520h120l30-60h40l-20 80h-190z", C.saffron) + rect(880, 470, 70, 50, 8, C.indigo) + checkBadge(1070, 460, 22);
    return caseScene("cs1", milk + paneer + screen.svg + rect(screen.screen.x + 14, screen.screen.y + 14, 120, 16, 8, C.indigo) + orders + chart + scooter, C.indigo100, C.saffron100);
  },
  "textile-hiring": () => {
    const roll = (x, y, color, stripe) => rect(x, y, 80, 240, 40, color) + ellipse(x + 40, y + 40, 40, 40, stripe) + ellipse(x + 40, y + 40, 14, 14, C.white) + stroke(`M${x + 10} ${y + 120}h60M${x + 10} ${y + 170}h60`, stripe, 6, { "stroke-opacity": 0.6 });
    const candidate = (x, y, skin, shirt, hairStyle, done) =>
      card(x, y, 300, 110) + `<clipPath id="tx-${x}-${y}"><circle cx="${x + 55}" cy="${y + 55}" r="36"/></clipPath>` + group(circle(x + 55, y + 55, 36, C.indigo50) + person({ x: x + 55, y: y + 35, s: 0.55, skin, shirt, hairStyle }), { "clip-path": `url(#tx-${x}-${y})` }) + textLines(x + 110, y + 34, 140, 2, C.slate200, { gap: 20, height: 10 }) + (done ? checkBadge(x + 270, y + 30, 18) : circle(x + 270, y + 30, 18, C.slate200));
    const funnel = pathEl("M860 460h240l-40 70h-160z", C.indigo) + pathEl("M900 540h160l-30 60h-100z", C.fuchsia400) + pathEl("M940 610h80l-20 50h-40z", C.saffron);
    return caseScene(
      "cs2",
      roll(120, 260, C.fuchsia400, C.fuchsia700) + roll(220, 300, C.saffron, C.saffron600) + roll(320, 240, C.indigo400, C.indigo800) + rect(100, 540, 340, 30, 10, C.indigo900) + candidate(500, 150, SKIN[3], C.indigo, "short", true) + candidate(500, 290, SKIN[1], C.fuchsia, "long", true) + candidate(500, 430, SKIN[4], C.saffron, "curly", false) + funnel + card(860, 150, 240, 260) + donut(980, 280, 70, 30, [[0.7, C.emerald], [0.3, C.slate200]]),
      C.fuchsia100,
      C.indigo100,
    );
  },
  "clinic-local-seo": () => {
    const map =
      card(110, 110, 560, 520, { fill: "#e8f5e9" }) +
      stroke("M110 300C260 260 400 360 670 300M300 110C320 300 260 460 330 630M480 110C470 280 560 440 520 630", C.white, 22) +
      rect(150, 150, 110, 110, 12, C.emerald300, { "fill-opacity": 0.6 }) +
      rect(560, 420, 90, 160, 12, C.indigo200, { "fill-opacity": 0.6 });
    const pin = (x, y, color) => pathEl(`M${x} ${y}c-26 0-44 18-44 42c0 32 44 70 44 70s44-38 44-70c0-24-18-42-44-42z`, color) + circle(x, y + 42, 15, C.white) + stroke(`M${x - 7} ${y + 42}h14M${x} ${y + 35}v14`, color, 4);
    const result = (y, first) => rect(760, y, 320, 100, 14, first ? C.white : C.slate50, first ? { stroke: C.indigo, "stroke-width": 4 } : { stroke: C.slate200, "stroke-width": 2 }) + rect(780, y + 20, 170, 12, 6, first ? C.indigo : C.slate300) + textLines(780, y + 44, 240, 1, C.slate200) + [0, 1, 2, 3, 4].map((index) => star(790 + index * 24, y + 76, 10, first ? C.amber : C.slate300)).join("");
    return caseScene(
      "cs3",
      map + pin(250, 190, C.fuchsia) + pin(420, 330, C.indigo) + pin(330, 470, C.saffron600) + pin(560, 240, C.fuchsia) + card(730, 110, 380, 520) + rect(760, 140, 320, 50, 25, C.slate100) + circle(790, 165, 12, "none", { stroke: C.indigo, "stroke-width": 4 }) + result(220, true) + result(340, false) + result(460, false),
      C.indigo100,
      "#dcfce7",
    );
  },
};

/**
 * A case study's og:image: Facebook, LinkedIn, X and WhatsApp show no SVG, so the scene as a PNG at the
 * share card's 1.91:1 (the size app/lib/seo.ts declares), cut from the middle of the 1200 × 750 scene,
 * whose drawing keeps clear of its top and bottom 60 px.
 */
const SHARE_W = 1200;
const SHARE_H = 630;
function shareImage(markup) {
  return sharp(Buffer.from(markup)).resize(SHARE_W, SHARE_H, { fit: "cover" }).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Testimonial avatars (160 × 160).
// ---------------------------------------------------------------------------------------------
const avatars = {
  "priya-mehta": { bg: C.fuchsia200, skin: SKIN[1], hair: C.hair, shirt: C.fuchsia, hairStyle: "long", accessory: "bindi" },
  "rakesh-desai": { bg: C.indigo200, skin: SKIN[2], hair: "#3f3f46", shirt: C.indigo, hairStyle: "short", accessory: "glasses" },
  "neha-shah": { bg: C.saffron100, skin: SKIN[0], hair: C.hair, shirt: C.emerald, hairStyle: "bun", accessory: "glasses" },
  "imran-sheikh": { bg: C.indigo100, skin: SKIN[3], hair: C.hair, shirt: C.saffron, hairStyle: "short", accessory: "beard" },
  "kavya-joshi": { bg: C.fuchsia100, skin: SKIN[2], hair: "#4a2c1d", shirt: C.indigo500, hairStyle: "long" },
  "harshad-parmar": { bg: C.saffron300, skin: SKIN[4], hair: "#52525b", shirt: C.indigo900, hairStyle: "bald", accessory: "glasses" },
  "ananya-trivedi": { bg: C.indigo300, skin: SKIN[1], hair: C.hair, shirt: C.fuchsia400, hairStyle: "curly", accessory: "bindi" },
};

for (const [name, draw] of Object.entries(heroes)) out(`home/hero-${name}.svg`, hero(name, draw()));
for (const [name, draw] of Object.entries(gallery)) out(`home/gallery-${name}.svg`, draw());
out("home/growth.svg", growth());
out("about/team.svg", team());
for (const [name, draw] of Object.entries(caseStudies)) {
  const markup = draw();
  out(`case-studies/${name}.svg`, markup);
  out(`case-studies/${name}.png`, await shareImage(markup));
}
for (const [name, look] of Object.entries(avatars)) out(`testimonials/${name}.svg`, avatar(`a-${name}`, 160, look));

if (process.argv.includes("--brands")) {
  const { drawBrands } = await import("./brands.mjs");
  for (const [file, content] of await drawBrands()) out(`brands/${file}`, content);
}
