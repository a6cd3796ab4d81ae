import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { RASTER_SHARE_COPIES, SHARE_IMAGE_SIZE } from "#app/lib/seo.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";

/** The case studies' share images (made by scripts/artwork/marketing.mjs beside their SVG scenes). */
describe("case-study share images", () => {
  const folder = path.join(PROJECT_ROOT, "public/images/case-studies");

  it("cover every SVG scene the site ships", () => {
    const scenes = readdirSync(folder).filter((file) => file.endsWith(".svg"));
    expect(scenes.map((file) => `/images/case-studies/${file}`).sort()).toEqual([...RASTER_SHARE_COPIES.keys()].sort());
  });

  it.each([...RASTER_SHARE_COPIES.values()])("%s is an opaque PNG at the share card's size", async (image) => {
    const file = path.join(PROJECT_ROOT, "public", image);
    expect(await sharp(file).metadata()).toMatchObject({ format: "png", ...SHARE_IMAGE_SIZE, hasAlpha: false });
    // WhatsApp leaves out the picture of a heavy image (Facebook's limit is 8 MB).
    expect(statSync(file).size).toBeLessThan(300_000);
  });
});
