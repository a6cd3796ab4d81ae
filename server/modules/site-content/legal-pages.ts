import { eq } from "drizzle-orm";
import { LEGAL_PAGE_MESSAGES, type LegalPageRecord, type LegalPageSlug, type ValidLegalPageInput } from "#contracts/site-legal-pages.ts";
import type { Database } from "../../db/client.ts";
import { siteLegalPages } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { inListOrder, type OrderedTable, orderedCollection, refusingDuplicates } from "./ordering.ts";

/** Legal pages (issue 13): the privacy notice and the terms, in Markdown. */

export const legalPagesTable: OrderedTable = { table: siteLegalPages, id: siteLegalPages.id, order: siteLegalPages.order, createdAt: siteLegalPages.createdAt };

type LegalPageRow = typeof siteLegalPages.$inferSelect;

export interface LegalPage {
  slug: LegalPageSlug;
  title: string;
  description: string;
  /** Markdown: render with the posts' Markdown renderer and its allow-list sanitiser. */
  body: string;
  updatedAt: Date;
}

/** /privacy or /terms; null when staff deleted it (the page is then a 404). One query. */
export async function loadLegalPage(db: Database, slug: LegalPageSlug): Promise<LegalPage | null> {
  const [row] = await db.select().from(siteLegalPages).where(eq(siteLegalPages.slug, slug));
  return row ? { slug: row.slug as LegalPageSlug, title: row.title, description: row.description, body: row.body, updatedAt: row.updatedAt } : null;
}

/** The footer's links and the sitemap's entries, in order. One query. */
export async function listLegalPageLinks(db: Database): Promise<Array<{ slug: LegalPageSlug; title: string; path: string; updatedAt: Date }>> {
  const rows = await db
    .select({ slug: siteLegalPages.slug, title: siteLegalPages.title, updatedAt: siteLegalPages.updatedAt })
    .from(siteLegalPages)
    .orderBy(...inListOrder(legalPagesTable));
  return rows.map((row) => ({ slug: row.slug as LegalPageSlug, title: row.title, path: `/${row.slug}`, updatedAt: row.updatedAt }));
}

function toRecord(row: LegalPageRow): LegalPageRecord {
  return { id: row.id, slug: row.slug as LegalPageSlug, title: row.title, description: row.description, body: row.body, order: row.order, updatedAt: row.updatedAt.toISOString() };
}

const slugTaken = () => new HttpError(409, LEGAL_PAGE_MESSAGES.slugTaken, { slug: LEGAL_PAGE_MESSAGES.slugTaken });
const entries = orderedCollection(legalPagesTable, toRecord, ({ order: _order, ...input }: ValidLegalPageInput) => input);

/** The admin API's list, create and replace; a second page with the same slug is refused (409). */
export const legalPageEntries = {
  list: entries.list,
  create: (db: Database, input: ValidLegalPageInput) => refusingDuplicates(() => entries.create(db, input), slugTaken),
  update: (db: Database, id: string, input: ValidLegalPageInput) => refusingDuplicates(() => entries.update(db, id, input), slugTaken),
};
