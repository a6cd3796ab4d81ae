import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase } from "#tests/support/test-database.ts";
import type { Database } from "./client.ts";
import { CONTENT_LOCATIONS } from "#contracts/content.ts";
import { blogPosts, contactReplies, contacts, contentItems, newsletterSubscriptions, portfolioItems, projects } from "./schema.ts";
import { seedDemoContentOnce } from "./seed.ts";
import { demoPortfolioItems } from "./seed-data.ts";
import { listPublishedItems } from "../modules/portfolio/service.ts";

describe("demo content", () => {
  let db: Database;
  beforeEach(async () => {
    db = await resetDatabase();
  });

  it("fills an empty database with a working agency's content", async () => {
    expect(await seedDemoContentOnce(db)).toBe(true);

    const posts = await db.select().from(blogPosts);
    const published = posts.filter((post) => post.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((post) => post.status === "draft").length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(3);

    const items = await db.select().from(portfolioItems);
    expect(items.filter((item) => item.status === "published").length).toBeGreaterThanOrEqual(8);
    expect(items.filter((item) => item.status === "draft").length).toBeGreaterThanOrEqual(1);
    expect(new Set(items.map((item) => item.category)).size).toBeGreaterThanOrEqual(3);

    const allContacts = await db.select().from(contacts);
    for (const status of ["new", "read", "replied"] as const) {
      expect(allContacts.filter((contact) => contact.status === status).length).toBeGreaterThanOrEqual(2);
    }
    const replied = allContacts.find((contact) => contact.status === "replied")!;
    expect(await db.select().from(contactReplies).where(eq(contactReplies.contactId, replied.id))).toHaveLength(1);

    expect(await db.select().from(projects)).toHaveLength(2);
    // Only places a page reads (the Content screen would say "No page shows this location"), each once.
    expect((await db.select().from(contentItems)).map((item) => item.location).sort()).toEqual(CONTENT_LOCATIONS.map((entry) => entry.location).sort());
    expect((await db.select().from(newsletterSubscriptions)).length).toBeGreaterThan(0);
  });

  it("lists the demo portfolio in the order it is written, in every new database", async () => {
    await seedDemoContentOnce(db);
    const listed = (await listPublishedItems(db)).map((item) => item.title);
    expect(listed).toEqual(demoPortfolioItems.filter((item) => item.status === "published").map((item) => item.title));
  });

  it("runs on first start only: later starts, even after staff deleted demo rows, add nothing", async () => {
    await seedDemoContentOnce(db);
    await db.delete(blogPosts);
    expect(await seedDemoContentOnce(db)).toBe(false);
    expect(await db.select().from(blogPosts)).toHaveLength(0);
  });
});
