import { desc, eq } from "drizzle-orm";
import { PUBLISHED } from "#contracts/statuses.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";

export interface SitemapPost {
  id: string;
  updatedAt: Date;
}

/** Every published blog post's id and last change, newest first, for sitemap.xml. */
export function listPublishedPostsForSitemap(db: Database): Promise<SitemapPost[]> {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, PUBLISHED))
    .orderBy(desc(blogPosts.date), desc(blogPosts.createdAt));
}
