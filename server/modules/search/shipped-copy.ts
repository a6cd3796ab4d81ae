import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteServices } from "../../db/schema.ts";
import { defaultServicePages } from "../site-content/defaults.ts";

/**
 * The copy that still lives only in app/content: a service page whose row is missing shows its shipped
 * copy (server/modules/site-content/service-pages.ts), so search finds that copy, indexed by the same
 * database function the triggers use. Called at start (the shipped copy may have changed with the
 * release) and after a service page's row is deleted. A stored page's row always wins: its trigger
 * replaces the document.
 */
export async function indexShippedServicePages(db: Database): Promise<number> {
  const stored = new Set((await db.select({ slug: siteServices.slug }).from(siteServices)).map((row) => row.slug));
  const missing = defaultServicePages().filter((page) => !stored.has(page.slug));
  for (const page of missing) {
    await db.execute(
      sql`SELECT search_index_service_page(${page.slug}, ${page.title}, ${page.summary}, ${page.seoDescription}, ${JSON.stringify(page.body)}::jsonb)`,
    );
  }
  return missing.length;
}
