import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_PATH } from "#scripts/icon-sprite.tsx";
import { ICON_NAMES } from "#contracts/icon-names.ts";

describe("the icon sprite", () => {
  it("has a symbol for every name the content may use, drawn as lucide-react draws it (run `npm run icons` after adding one)", () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(iconSprite(ICON_NAMES));
  });
});
