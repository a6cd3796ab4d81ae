import { and, desc, eq, sql } from "drizzle-orm";
import type { PortfolioItem } from "#contracts/portfolio.ts";
import type { ValidPortfolioItemInput } from "#contracts/portfolio-schema.ts";
import { PUBLISHED, type PublishStatus } from "#contracts/statuses.ts";
import type { Database } from "../../db/client.ts";
import { portfolioItems } from "../../db/schema.ts";

/**
 * Portfolio items: queries and rules. Used by the API (routes.ts) and by the public page's loader
 * (app/features/portfolio/portfolio.server.ts). Public reads only ever see published items.
 */

type PortfolioItemRow = typeof portfolioItems.$inferSelect;

export function toPortfolioItem(row: PortfolioItemRow): PortfolioItem {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: row.imageUrl,
    status: row.status,
    technologies: row.technologies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first (matches portfolio_items_status_created_idx). */
const newestFirst = [desc(portfolioItems.createdAt), desc(portfolioItems.id)] as const;
const isPublished = eq(portfolioItems.status, PUBLISHED);

/** The public list runs on every page view: prepared once per database handle (see blog/service.ts). */
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof preparePublicQueries>>();

function preparePublicQueries(db: Database) {
  return {
    published: db.select().from(portfolioItems).where(isPublished).orderBy(...newestFirst).prepare("portfolio_published"),
  };
}

function publicQueries(db: Database) {
  let queries = preparedByDatabase.get(db);
  if (!queries) {
    queries = preparePublicQueries(db);
    preparedByDatabase.set(db, queries);
  }
  return queries;
}

export async function listPublishedItems(db: Database): Promise<PortfolioItem[]> {
  const rows = await publicQueries(db).published.execute();
  return rows.map(toPortfolioItem);
}

/** sitemap.xml: each published item's id (its address is /portfolio?item={id}) and when it last changed. */
export function listPublishedItemsForSitemap(db: Database): Promise<Array<{ id: string; updatedAt: Date }>> {
  return db.select({ id: portfolioItems.id, updatedAt: portfolioItems.updatedAt }).from(portfolioItems).where(isPublished).orderBy(...newestFirst);
}

export async function listPublishedItemsInCategory(db: Database, category: string): Promise<PortfolioItem[]> {
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(and(isPublished, sql`lower(${portfolioItems.category}) = lower(${category})`))
    .orderBy(...newestFirst);
  return rows.map(toPortfolioItem);
}

/** The admin's list: every status, newest first. */
export async function listAllItems(db: Database): Promise<PortfolioItem[]> {
  const rows = await db.select().from(portfolioItems).orderBy(...newestFirst);
  return rows.map(toPortfolioItem);
}

/** A published item, or null for a draft or an unknown id. */
export async function findPublishedItem(db: Database, id: string): Promise<PortfolioItem | null> {
  const [row] = await db.select().from(portfolioItems).where(and(eq(portfolioItems.id, id), isPublished));
  return row ? toPortfolioItem(row) : null;
}

/** Any item, whatever its status, by id (admin routes); null when there is none. */
export async function findItem(db: Database, id: string): Promise<PortfolioItem | null> {
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
  return row ? toPortfolioItem(row) : null;
}

export async function createItem(db: Database, input: ValidPortfolioItemInput): Promise<PortfolioItem> {
  const [row] = await db.insert(portfolioItems).values(input).returning();
  return toPortfolioItem(row!);
}

/**
 * Writes every field of an item (PUT; fields the request left out arrive as stored), and says what its
 * status was just before (the activity log tells a publish or an unpublish from an edit); null when there
 * is no such item.
 */
export async function updateItemFrom(db: Database, id: string, input: ValidPortfolioItemInput): Promise<{ item: PortfolioItem; before: { status: PublishStatus } } | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ status: portfolioItems.status }).from(portfolioItems).where(eq(portfolioItems.id, id)).for("update");
    if (!existing) return null;
    const [row] = await tx
      .update(portfolioItems)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(portfolioItems.id, id))
      .returning();
    return { item: toPortfolioItem(row!), before: existing };
  });
}

/** Deletes an item; its title (for the activity log), or null when there is no such item. */
export async function deleteItem(db: Database, id: string): Promise<string | null> {
  const [deleted] = await db.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning({ title: portfolioItems.title });
  return deleted?.title ?? null;
}
