import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { WEB_FONT_PATH, WEB_FONT_WEIGHTS, webFont } from "#scripts/web-font.ts";

/** Tailwind's weight classes below 400 and above 800, and CSS weights outside the font. */
const WEIGHT_OUTSIDE_THE_FONT = /\bfont-(thin|extralight|light|black)\b|font-weight:\s*(lighter|[1-3]00|900)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the web font", () => {
  it("is what npm run font makes from the installed @fontsource-variable package", async () => {
    expect((await webFont()).equals(readFileSync(WEB_FONT_PATH))).toBe(true);
  });

  it("has every weight the site asks for: no class or style draws text lighter than 400 or heavier than 800", () => {
    expect(WEB_FONT_WEIGHTS).toEqual({ min: 400, max: 800 });
    expect(readFileSync(path.join(PROJECT_ROOT, "app/app.css"), "utf8")).toContain(`font-weight: ${WEB_FONT_WEIGHTS.min} ${WEB_FONT_WEIGHTS.max};`);
    const offenders = sourceFiles(path.join(PROJECT_ROOT, "app")).filter((file) => WEIGHT_OUTSIDE_THE_FONT.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
