import { beforeEach, describe, expect, it } from "vitest";
import { homeHero } from "#app/content/home.ts";
import type { Database } from "#server/db/client.ts";
import { CONTENT_LOCATION } from "#contracts/content.ts";
import { contentItems } from "#server/db/schema.ts";
import { loadContext } from "#tests/support/load-context.ts";
import { resetDatabase } from "#tests/support/test-database.ts";
import { heroCopyFromContent, loadHomeHero } from "./home.server.ts";

describe("the home hero's copy", () => {
  let db: Database;
  beforeEach(async () => {
    db = await resetDatabase();
  });

  it("declares that the page shows content items, so editing one refreshes the cached page", async () => {
    const context = loadContext(db);
    await loadHomeHero(context);
    expect(context.shows).toEqual(["content"]);
  });

  it("is the static copy when no content item is published for home/hero", async () => {
    await db.insert(contentItems).values({ title: "Draft hero", content: "Not yet", location: CONTENT_LOCATION.homeHero, status: "draft" });
    expect(await loadHomeHero(loadContext(db))).toEqual({ headline: homeHero.headline, description: homeHero.description });
  });

  it("takes the headline from the first line of a published home/hero item and the description from the rest", async () => {
    await db.insert(contentItems).values({
      title: "Hero for Diwali",
      content: "Light up your sales this Diwali\nFestive campaigns for Gujarat's retailers,\nplanned and run by one team.",
      location: CONTENT_LOCATION.homeHero,
      status: "published",
    });
    expect(await loadHomeHero(loadContext(db))).toEqual({
      headline: "Light up your sales this Diwali",
      description: "Festive campaigns for Gujarat's retailers,\nplanned and run by one team.",
    });
  });

  it("keeps the static description when the item has a headline only, and uses the newest published item", async () => {
    await db.insert(contentItems).values({
      title: "Older",
      content: "An older headline",
      location: CONTENT_LOCATION.homeHero,
      status: "published",
      updatedAt: new Date("2025-01-01T00:00:00Z"),
    });
    await db.insert(contentItems).values({
      title: "Newer",
      content: "  A newer headline  \r\n",
      location: CONTENT_LOCATION.homeHero,
      status: "published",
      updatedAt: new Date("2025-06-01T00:00:00Z"),
    });
    expect(await loadHomeHero(loadContext(db))).toEqual({ headline: "A newer headline", description: homeHero.description });
  });

  it("ignores an item whose first line is blank", () => {
    expect(heroCopyFromContent("\n  \nSomething")).toEqual({ headline: homeHero.headline, description: homeHero.description });
    expect(heroCopyFromContent(undefined)).toEqual({ headline: homeHero.headline, description: homeHero.description });
  });
});
