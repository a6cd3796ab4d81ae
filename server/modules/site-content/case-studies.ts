import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { CaseStudy } from "#app/content/case-studies.ts";
import type { CaseStudyWithWriteUp } from "#app/content/case-study-write-ups.ts";
import { CASE_STUDY_MESSAGES, type CaseStudyRecord, caseStudySlugFromTitle, type ValidCaseStudyInput } from "#contracts/site-case-studies.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { siteCaseStudies, siteCaseStudyOldSlugs } from "../../db/schema.ts";
import { badRequest } from "../../http-error.ts";
import { inListOrder, refusingDuplicates, type OrderedTable, orderAtEnd } from "./ordering.ts";

/**
 * Case studies (issue 13). The slug follows the title; renaming keeps the old slug, which the page
 * answers with a 301 to the new one (`findCaseStudyBySlug`).
 */

export const caseStudiesTable: OrderedTable = { table: siteCaseStudies, id: siteCaseStudies.id, order: siteCaseStudies.order, createdAt: siteCaseStudies.createdAt };

type CaseStudyRow = typeof siteCaseStudies.$inferSelect;

/** A card (home page, /case-studies, sitemap): today's shape plus the slug, whose path is /case-studies/{slug}. */
export type CaseStudyCard = CaseStudy & { slug: string };

function toCard(row: Pick<CaseStudyRow, "title" | "slug" | "imageUrl" | "imageAlt" | "category" | "description">): CaseStudyCard {
  return { title: row.title, slug: row.slug, image: row.imageUrl, imageAlt: row.imageAlt, category: row.category, description: row.description };
}

function toWriteUp(row: CaseStudyRow): CaseStudyWithWriteUp & { slug: string } {
  return {
    ...toCard(row),
    client: row.client,
    location: row.location,
    industry: row.industry,
    duration: row.duration,
    services: row.services,
    challenge: row.challenge,
    approach: row.solution,
    results: row.results,
    outcome: row.outcome,
    quote: row.quote,
  };
}

/** In order. One query. */
export async function listCaseStudies(db: Database): Promise<CaseStudyCard[]> {
  const rows = await db
    .select({
      title: siteCaseStudies.title,
      slug: siteCaseStudies.slug,
      imageUrl: siteCaseStudies.imageUrl,
      imageAlt: siteCaseStudies.imageAlt,
      category: siteCaseStudies.category,
      description: siteCaseStudies.description,
    })
    .from(siteCaseStudies)
    .orderBy(...inListOrder(caseStudiesTable));
  return rows.map(toCard);
}

/** sitemap.xml: each study's slug (its address is /case-studies/{slug}) and when it last changed, in order. */
export function listCaseStudiesForSitemap(db: Database): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.select({ slug: siteCaseStudies.slug, updatedAt: siteCaseStudies.updatedAt }).from(siteCaseStudies).orderBy(...inListOrder(caseStudiesTable));
}

export type CaseStudyLookup = { study: CaseStudyWithWriteUp & { slug: string } } | { redirectTo: string } | null;

/**
 * /case-studies/{slug}: the study, or (for a slug it had before a rename) where it lives now, or null.
 * One query: the study whose current slug it is, or the one that had it.
 */
export async function findCaseStudyBySlug(db: Database, slug: string): Promise<CaseStudyLookup> {
  const wanted = slug.toLowerCase();
  const [row] = await db
    .select()
    .from(siteCaseStudies)
    .where(
      or(
        eq(siteCaseStudies.slug, wanted),
        inArray(siteCaseStudies.id, db.select({ id: siteCaseStudyOldSlugs.caseStudyId }).from(siteCaseStudyOldSlugs).where(eq(siteCaseStudyOldSlugs.slug, wanted))),
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.slug === wanted ? { study: toWriteUp(row) } : { redirectTo: `/case-studies/${row.slug}` };
}

/* The admin API. */

async function oldSlugsOf(db: Database | Transaction, ids: string[]): Promise<Map<string, string[]>> {
  const bySlug = new Map<string, string[]>();
  if (ids.length === 0) return bySlug;
  const rows = await db
    .select({ slug: siteCaseStudyOldSlugs.slug, id: siteCaseStudyOldSlugs.caseStudyId })
    .from(siteCaseStudyOldSlugs)
    .where(inArray(siteCaseStudyOldSlugs.caseStudyId, ids))
    .orderBy(siteCaseStudyOldSlugs.createdAt, siteCaseStudyOldSlugs.slug);
  for (const row of rows) bySlug.set(row.id, [...(bySlug.get(row.id) ?? []), row.slug]);
  return bySlug;
}

function toRecord(row: CaseStudyRow, previousSlugs: string[]): CaseStudyRecord {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    previousSlugs,
    category: row.category,
    description: row.description,
    image: { url: row.imageUrl, alt: row.imageAlt },
    client: row.client,
    location: row.location,
    industry: row.industry,
    duration: row.duration,
    services: row.services,
    challenge: row.challenge,
    solution: row.solution,
    results: row.results,
    outcome: row.outcome,
    quote: row.quote,
    order: row.order,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function caseStudyColumns({ image, order: _order, ...input }: ValidCaseStudyInput) {
  return { ...input, slug: caseStudySlugFromTitle(input.title), imageUrl: image.url, imageAlt: image.alt };
}

const slugTaken = () => badRequest(CASE_STUDY_MESSAGES.slugTaken, { title: CASE_STUDY_MESSAGES.slugTaken });

/** A slug is free for `id` when no other study has it now or had it before. */
async function assertSlugFree(tx: Transaction, slug: string, id: string | null) {
  const otherStudy = id === null ? sql`true` : ne(siteCaseStudies.id, id);
  const [current] = await tx.select({ id: siteCaseStudies.id }).from(siteCaseStudies).where(and(eq(siteCaseStudies.slug, slug), otherStudy)).limit(1);
  const otherOld = id === null ? sql`true` : ne(siteCaseStudyOldSlugs.caseStudyId, id);
  const [old] = await tx.select({ id: siteCaseStudyOldSlugs.caseStudyId }).from(siteCaseStudyOldSlugs).where(and(eq(siteCaseStudyOldSlugs.slug, slug), otherOld)).limit(1);
  if (current || old) throw slugTaken();
}


export async function listCaseStudyRecords(db: Database): Promise<CaseStudyRecord[]> {
  const rows = await db.select().from(siteCaseStudies).orderBy(...inListOrder(caseStudiesTable));
  const oldSlugs = await oldSlugsOf(db, rows.map((row) => row.id));
  return rows.map((row) => toRecord(row, oldSlugs.get(row.id) ?? []));
}

export async function createCaseStudy(db: Database, input: ValidCaseStudyInput): Promise<CaseStudyRecord> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const columns = caseStudyColumns(input);
      await assertSlugFree(tx, columns.slug, null);
      const order = input.order ?? (await orderAtEnd(tx, caseStudiesTable));
      const [row] = await tx.insert(siteCaseStudies).values({ ...columns, order }).returning();
      return toRecord(row!, []);
    }),
    slugTaken,
  );
}

/** Replaces a study; a new title moves it to a new slug and keeps the old one for the 301. */
export async function updateCaseStudy(db: Database, id: string, input: ValidCaseStudyInput): Promise<CaseStudyRecord | null> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ slug: siteCaseStudies.slug }).from(siteCaseStudies).where(eq(siteCaseStudies.id, id)).for("update");
      if (!current) return null;
      const columns = caseStudyColumns(input);
      if (columns.slug !== current.slug) {
        await assertSlugFree(tx, columns.slug, id);
        await tx.insert(siteCaseStudyOldSlugs).values({ slug: current.slug, caseStudyId: id }).onConflictDoNothing();
        // Back to a title it had before: that slug is current again, not old.
        await tx.delete(siteCaseStudyOldSlugs).where(eq(siteCaseStudyOldSlugs.slug, columns.slug));
      }
      const [row] = await tx
        .update(siteCaseStudies)
        .set({ ...columns, ...(input.order === undefined ? {} : { order: input.order }), updatedAt: new Date() })
        .where(eq(siteCaseStudies.id, id))
        .returning();
      return toRecord(row!, (await oldSlugsOf(tx, [id])).get(id) ?? []);
    }),
    slugTaken,
  );
}
