import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { vision } from "#app/content/about.ts";
import type { Database } from "#server/db/client.ts";
import { contentItems } from "#server/db/schema.ts";
import { resetDatabase } from "#tests/support/test-database.ts";
import { ABOUT_VISION_LOCATION, loadVisionStatement } from "./about.server.ts";

describe("the About page's vision statement", () => {
  let db: Database;
  let shows: string[];
  beforeEach(async () => {
    db = await resetDatabase();
    shows = [];
  });
  /** The loader's context: the database, and what the page declares it shows (for the page cache). */
  const pageContext = (database: Database) =>
    ({ services: { db: database }, dependsOn: (...tags: string[]) => shows.push(...tags) }) as unknown as AppLoadContext;

  it("declares that the page shows content items, so editing one refreshes the cached page", async () => {
    await loadVisionStatement(pageContext(db));
    expect(shows).toEqual(["content"]);
  });

  it("is the static statement while no about/vision item is published", async () => {
    await db.insert(contentItems).values({ title: "Vision", content: "A draft vision", location: ABOUT_VISION_LOCATION, status: "draft" });
    expect(await loadVisionStatement(pageContext(db))).toBe(vision.statement);
  });

  it("is the published about/vision item's text", async () => {
    await db.insert(contentItems).values({
      title: "Vision",
      content: "To make Anand the digital capital of Charotar.",
      location: ABOUT_VISION_LOCATION,
      status: "published",
    });
    expect(await loadVisionStatement(pageContext(db))).toBe("To make Anand the digital capital of Charotar.");
  });
});
