import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contentItems } from "../../db/schema.ts";

export interface PublishedContent {
  title: string;
  content: string;
}

/**
 * Published content items for the given site locations (e.g. "home/hero", "about/vision"), newest
 * first per location. Pages use them to override their static copy so staff can edit it without a deploy.
 */
export async function findPublishedContent(db: Database, locations: string[]): Promise<Record<string, PublishedContent>> {
  if (locations.length === 0) return {};
  const rows = await db
    .select({ location: contentItems.location, title: contentItems.title, content: contentItems.content })
    .from(contentItems)
    .where(and(eq(contentItems.status, "published"), inArray(contentItems.location, locations)))
    .orderBy(desc(contentItems.updatedAt));
  const byLocation: Record<string, PublishedContent> = {};
  for (const row of rows) byLocation[row.location] ??= { title: row.title, content: row.content };
  return byLocation;
}
