/* global window, document -- used inside page.evaluate callbacks, which run in the browser */
// Renders the About page's story video (public/video/vistaar-story.mp4, 20 s, 1280×720, H.264, no sound)
// and its poster (public/video/vistaar-story-poster.webp). Every frame is drawn by Chromium from an HTML
// page whose renderFrame(t) places everything for time t, then ffmpeg encodes the frames.
// Needs /usr/bin/chromium (or CHROMIUM_PATH) and ffmpeg with libx264:  node scripts/artwork/story-video.mjs
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const fontFile = require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");
const logoFile = path.join(root, "public/brand/logo-dark.svg");

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const DURATION = 20;
const POSTER_AT = 10.5;

const VERTICALS = [
  { name: "Digital", year: "2014", color: "#818cf8" },
  { name: "Tech", year: "2016", color: "#fb923c" },
  { name: "Graphics", year: "2018", color: "#e879f9" },
  { name: "HR", year: "2018", color: "#6ee7b7" },
  { name: "Academy", year: "2020", color: "#fdba74" },
  { name: "Foundation", year: "2024", color: "#c7d2fe" },
];
const STATS = [
  { value: 10, suffix: "+", label: "years" },
  { value: 300, suffix: "+", label: "projects" },
  { value: 500, suffix: "+", label: "businesses" },
];

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: "Jakarta"; src: url("file://${fontFile}") format("woff2"); font-weight: 200 800; }
* { box-sizing: border-box; margin: 0; }
body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; font-family: "Jakarta", sans-serif; color: #fff;
  background: linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #701a75 100%); }
.grid { position: absolute; inset: 0; background-image: linear-gradient(to right, rgba(255,255,255,.05) 1px, transparent 1px),
  linear-gradient(to bottom, rgba(255,255,255,.05) 1px, transparent 1px); background-size: 64px 64px; }
.glow { position: absolute; border-radius: 50%; filter: blur(60px); }
.abs { position: absolute; }
.center { left: 0; right: 0; text-align: center; }
.kicker { font-size: 22px; font-weight: 700; letter-spacing: .3em; text-transform: uppercase; color: #fdba74; }
.title { font-size: 64px; font-weight: 800; letter-spacing: -.02em; }
.node { position: absolute; width: 150px; margin-left: -75px; text-align: center; }
.node .dot { width: 64px; height: 64px; border-radius: 50%; margin: 0 auto; display: grid; place-items: center;
  font-weight: 800; font-size: 15px; color: #1e1b4b; }
.node .name { margin-top: 10px; font-size: 26px; font-weight: 800; }
.stat { position: absolute; top: 250px; width: 300px; height: 220px; margin-left: -150px; border-radius: 32px;
  background: rgba(255,255,255,.08); border: 2px solid rgba(255,255,255,.18); text-align: center; padding-top: 36px; }
.stat .value { font-size: 92px; font-weight: 800; color: #fdba74; letter-spacing: -.03em; }
.stat .label { font-size: 30px; font-weight: 700; color: #e0e7ff; }
</style></head><body>
<div class="grid"></div>
<div class="glow" id="glow1" style="width:520px;height:520px;background:rgba(99,102,241,.45);left:760px;top:-160px"></div>
<div class="glow" id="glow2" style="width:420px;height:420px;background:rgba(232,121,249,.2);left:-120px;top:420px"></div>

<div id="intro" class="abs center" style="top:250px">
  <img id="logo" src="file://${logoFile}" style="height:110px">
  <p id="since" class="kicker" style="margin-top:34px">Since 2014 · Anand, Gujarat</p>
</div>

<div id="tree">
  <p id="treeTitle" class="abs center title" style="top:48px;font-size:52px">Six verticals, one team</p>
  <svg class="abs" style="left:0;top:0" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <path id="stem" d="M640 690 L640 430" stroke="#fb923c" stroke-width="12" stroke-linecap="round" fill="none"/>
    <circle id="seed" cx="640" cy="690" r="16" fill="#fb923c"/>
    ${VERTICALS.map((_, i) => `<path id="branch${i}" d="" stroke="rgba(255,255,255,.75)" stroke-width="6" stroke-linecap="round" fill="none"/>`).join("")}
  </svg>
  ${VERTICALS.map((v, i) => `<div class="node" id="node${i}"><div class="dot" style="background:${v.color}">${v.year}</div><p class="name">${v.name}</p></div>`).join("")}
</div>

<div id="stats">
  <p id="statsTitle" class="abs center title" style="top:110px;font-size:52px">A decade of growing together</p>
  ${STATS.map((s, i) => `<div class="stat" id="stat${i}" style="left:${320 + i * 320}px"><p class="value"><span id="count${i}">0</span>${s.suffix}</p><p class="label">${s.label}</p></div>`).join("")}
</div>

<div id="outro" class="abs center" style="top:220px">
  <p class="kicker" id="outroKicker">Vistaar means expansion</p>
  <p class="title" id="outroTitle" style="margin-top:26px;font-size:84px">Grow in every direction.</p>
  <img id="outroLogo" src="file://${logoFile}" style="height:72px;margin-top:48px">
</div>

<script>
const VERTICALS = ${JSON.stringify(VERTICALS)};
const STATS = ${JSON.stringify(STATS)};
const clamp = (v) => Math.min(1, Math.max(0, v));
const ease = (v) => 1 - Math.pow(1 - clamp(v), 3);
const p = (t, start, end) => ease((t - start) / (end - start));
const $ = (id) => document.getElementById(id);
const set = (id, opacity, transform = "") => { const el = $(id); el.style.opacity = opacity; el.style.transform = transform; };
// Where each vertical's node sits, fanning out from the top of the stem.
const ends = VERTICALS.map((_, i) => {
  const angle = Math.PI * (0.95 - (i * 0.9) / (VERTICALS.length - 1));
  return { x: 640 + Math.cos(angle) * 430, y: 420 - Math.sin(angle) * 250 };
});
window.renderFrame = (t) => {
  $("glow1").style.transform = "translate(" + (-40 * Math.sin(t / 3)) + "px," + (30 * Math.cos(t / 4)) + "px)";
  $("glow2").style.transform = "translate(" + (50 * Math.sin(t / 5)) + "px,0)";

  // 0–4.5 s: the logo and where we come from.
  const introOut = p(t, 4, 4.6);
  set("intro", 1 - introOut);
  set("logo", p(t, 0.2, 1.4), "scale(" + (0.85 + 0.15 * p(t, 0.2, 1.4)) + ")");
  set("since", p(t, 1.4, 2.3), "translateY(" + (30 * (1 - p(t, 1.4, 2.3))) + "px)");

  // 4.5–11.5 s: a seed grows into a tree with six branches, one per vertical.
  const treeIn = p(t, 4.5, 5), treeOut = p(t, 11.2, 11.8);
  set("tree", treeIn * (1 - treeOut));
  set("treeTitle", p(t, 4.7, 5.5), "translateY(" + (-20 * (1 - p(t, 4.7, 5.5))) + "px)");
  const grow = p(t, 5, 6.4);
  $("stem").setAttribute("d", "M640 690 L640 " + (690 - 260 * grow));
  VERTICALS.forEach((_, i) => {
    const start = 6.2 + i * 0.55;
    const k = p(t, start, start + 0.8);
    const e = ends[i];
    const cx = 640 + (e.x - 640) * 0.25, cy = 430 - 40;
    const x = 640 + (e.x - 640) * k, y = 430 + (e.y - 430) * k;
    $("branch" + i).setAttribute("d", k > 0 ? "M640 430 Q" + cx + " " + cy + " " + x + " " + y : "");
    const nk = p(t, start + 0.5, start + 1.1);
    const node = $("node" + i);
    node.style.left = e.x + "px"; node.style.top = (e.y - 32) + "px";
    node.style.opacity = nk; node.style.transform = "scale(" + (0.6 + 0.4 * nk) + ")";
  });

  // 11.8–16.2 s: three numbers count up.
  const statsIn = p(t, 11.8, 12.3), statsOut = p(t, 15.8, 16.4);
  set("stats", statsIn * (1 - statsOut));
  set("statsTitle", p(t, 11.9, 12.6));
  STATS.forEach((s, i) => {
    const start = 12.3 + i * 0.45;
    const k = p(t, start, start + 0.6);
    set("stat" + i, k, "translateY(" + (40 * (1 - k)) + "px)");
    $("count" + i).textContent = String(Math.round(s.value * p(t, start, start + 1.6)));
  });

  // 16.4–20 s: the closing line and the logo.
  set("outro", p(t, 16.4, 17));
  set("outroKicker", p(t, 16.5, 17.2));
  set("outroTitle", p(t, 16.8, 17.8), "translateY(" + (30 * (1 - p(t, 16.8, 17.8))) + "px)");
  set("outroLogo", p(t, 17.6, 18.4));
};
window.renderFrame(0);
</script></body></html>`;

const outDir = path.join(root, "public/video");
mkdirSync(outDir, { recursive: true });
const pagePath = path.join("/tmp", "vistaar-story-video.html");
writeFileSync(pagePath, html);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--allow-file-access-from-files", "--force-color-profile=srgb"],
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
await page.goto(`file://${pagePath}`, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);

const ffmpeg = spawn(
  "ffmpeg",
  [
    "-y",
    "-loglevel", "error",
    "-f", "image2pipe",
    "-framerate", String(FPS),
    "-i", "-",
    "-c:v", "libx264",
    "-preset", "veryslow",
    "-tune", "animation",
    "-crf", "27",
    "-pix_fmt", "yuv420p",
    "-profile:v", "high",
    "-movflags", "+faststart",
    "-an",
    path.join(outDir, "vistaar-story.mp4"),
  ],
  { stdio: ["pipe", "inherit", "inherit"] },
);
const encoded = new Promise((resolve, reject) => ffmpeg.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))));

const frames = FPS * DURATION;
for (let frame = 0; frame < frames; frame += 1) {
  await page.evaluate((t) => window.renderFrame(t), frame / FPS);
  const png = await page.screenshot({ type: "png" });
  if (!ffmpeg.stdin.write(png)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  if (frame % FPS === 0) process.stdout.write(`\r${frame / FPS} s`);
}
ffmpeg.stdin.end();
await encoded;

await page.evaluate((t) => window.renderFrame(t), POSTER_AT);
const poster = await page.screenshot({ type: "png" });
await sharp(poster).webp({ quality: 78 }).toFile(path.join(outDir, "vistaar-story-poster.webp"));
await browser.close();
console.log("\nWrote public/video/vistaar-story.mp4 and public/video/vistaar-story-poster.webp");
