import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { CONTENT_MESSAGES, type ContentItem, type ContentLocation, type contentItemSchema } from "#contracts/content.ts";
import type { Database } from "../../db/client.ts";
import { contentItems } from "../../db/schema.ts";
import { notFound } from "../../http-error.ts";

export type ValidContentItem = z.output<typeof contentItemSchema>;

export interface PublishedContent {
  title: string;
  content: string;
}

/**
 * Published content items for the given site locations (e.g. "home/hero", "about/vision"), newest
 * first per location. Pages use them to override their static copy so staff can edit it without a deploy.
 * Only the places in CONTENT_LOCATIONS (contracts/content.ts) are taken: a page reading another one
 * does not compile, so the admin's list of places is the list of what pages read.
 */
export async function findPublishedContent(
  db: Database,
  locations: readonly ContentLocation[],
): Promise<Partial<Record<ContentLocation, PublishedContent>>> {
  if (locations.length === 0) return {};
  const rows = await db
    .select({ location: contentItems.location, title: contentItems.title, content: contentItems.content })
    .from(contentItems)
    .where(and(eq(contentItems.status, "published"), inArray(contentItems.location, [...locations])))
    // Two items edited in the same instant: the later-added wins, and the id makes the choice the same on every request.
    .orderBy(desc(contentItems.updatedAt), desc(contentItems.createdAt), asc(contentItems.id));
  const byLocation: Partial<Record<ContentLocation, PublishedContent>> = {};
  for (const row of rows) byLocation[row.location as ContentLocation] ??= { title: row.title, content: row.content };
  return byLocation;
}

/* Admin: content items CRUD (SPEC §2 Content). The routes refresh the cached pages after each write. */

type ContentRow = typeof contentItems.$inferSelect;

export function toContentItem(row: ContentRow): ContentItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    location: row.location,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every content item, grouped by location, within a location in the order findPublishedContent picks
 * (most recently edited first), so the first published item of a location is the one its page shows.
 */
export async function listContentItems(db: Database): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .orderBy(asc(contentItems.location), desc(contentItems.updatedAt), desc(contentItems.createdAt), asc(contentItems.id));
  return rows.map(toContentItem);
}

export async function createContentItem(db: Database, input: ValidContentItem): Promise<ContentItem> {
  const [row] = await db.insert(contentItems).values(input).returning();
  return toContentItem(row!);
}

export async function updateContentItem(db: Database, id: string, input: ValidContentItem): Promise<{ item: ContentItem; before: { status: string } }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ status: contentItems.status }).from(contentItems).where(eq(contentItems.id, id)).for("update");
    if (!existing) throw notFound(CONTENT_MESSAGES.notFound);
    const [row] = await tx.update(contentItems).set(input).where(eq(contentItems.id, id)).returning();
    return { item: toContentItem(row!), before: existing };
  });
}

/** Deletes a content item; answers its title (for the activity log). */
export async function deleteContentItem(db: Database, id: string): Promise<string> {
  const [deleted] = await db.delete(contentItems).where(eq(contentItems.id, id)).returning({ title: contentItems.title });
  if (!deleted) throw notFound(CONTENT_MESSAGES.notFound);
  return deleted.title;
}
