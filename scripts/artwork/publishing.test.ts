import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoBlogPosts, demoPortfolioItems } from "#server/db/seed-data.ts";
import { PROJECT_ROOT } from "#server/project-root.ts";

/** The demo content's images exist (made by scripts/artwork/publishing.mjs), with their srcset copies. */
describe("demo artwork", () => {
  const images = [...demoBlogPosts, ...demoPortfolioItems].map((row) => row.imageUrl!);

  it.each(images)("%s exists at 1200×675 with 480 and 960 px copies", async (imageUrl) => {
    const file = path.join(PROJECT_ROOT, "public", imageUrl);
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 1200, height: 675 });
    for (const width of [480, 960]) {
      const copy = file.replace(/\.webp$/, `-${width}.webp`);
      expect((await sharp(copy).metadata()).width).toBe(width);
    }
  });
});
