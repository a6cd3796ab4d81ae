import { beforeEach, describe, expect, it } from "vitest";
import { vision } from "#app/content/about.ts";
import type { Database } from "#server/db/client.ts";
import { CONTENT_LOCATION } from "#contracts/content.ts";
import { contentItems } from "#server/db/schema.ts";
import { loadContext } from "#tests/support/load-context.ts";
import { resetDatabase } from "#tests/support/test-database.ts";
import { loadVisionStatement } from "./about.server.ts";

describe("the About page's vision statement", () => {
  let db: Database;
  beforeEach(async () => {
    db = await resetDatabase();
  });

  it("declares that the page shows content items, so editing one refreshes the cached page", async () => {
    const context = loadContext(db);
    await loadVisionStatement(context);
    expect(context.shows).toEqual(["content"]);
  });

  it("is the static statement while no about/vision item is published", async () => {
    await db.insert(contentItems).values({ title: "Vision", content: "A draft vision", location: CONTENT_LOCATION.aboutVision, status: "draft" });
    expect(await loadVisionStatement(loadContext(db))).toBe(vision.statement);
  });

  it("is the published about/vision item's text", async () => {
    await db.insert(contentItems).values({
      title: "Vision",
      content: "To make Anand the digital capital of Charotar.",
      location: CONTENT_LOCATION.aboutVision,
      status: "published",
    });
    expect(await loadVisionStatement(loadContext(db))).toBe("To make Anand the digital capital of Charotar.");
  });
});
