import { eq } from "drizzle-orm";
import type { CategoryPage, ServiceCategory } from "#app/content/services/types.ts";
import type { digitalBrandingHub } from "#app/content/services/digital-branding/hub.ts";
import { SERVICE_MESSAGES, type ServicePageRecord, type ValidServicePageInput } from "#contracts/site-services.ts";
import {
  DIGITAL_BRANDING_SLUG,
  type DigitalBrandingSubPage,
  LANDING_PAGE_SLUGS,
  type LandingPageSlug,
  type ServicePageSlug,
} from "#contracts/site-services-constants.ts";
import type { Database } from "../../db/client.ts";
import { siteServices } from "../../db/schema.ts";
import { HttpError } from "../../http-error.ts";
import { type DefaultSubPages, defaultServicePages } from "./defaults.ts";
import { inListOrder, refusingDuplicates, type OrderedTable, orderAtEnd } from "./ordering.ts";

/**
 * Service pages (issue 13). The public loaders (`listServiceCategories`, `loadCategoryPage`,
 * `loadDigitalBrandingHub`, `loadDigitalBrandingSubPage`) answer in exactly the shapes the pages take
 * from app/content today; a page whose row is missing shows its shipped copy.
 */

export const servicePagesTable: OrderedTable = { table: siteServices, id: siteServices.id, order: siteServices.order, createdAt: siteServices.createdAt };

type ServicePageRow = Pick<typeof siteServices.$inferSelect, "slug" | "title" | "summary" | "icon" | "seoTitle" | "seoDescription" | "body" | "order">;
export type DigitalBrandingHubPage = typeof digitalBrandingHub;
export type DigitalBrandingSubPageContent<Page extends DigitalBrandingSubPage> = DefaultSubPages[Page];

const servicePath = (slug: string) => `/services/${slug}`;
const subPageSlug = (page: DigitalBrandingSubPage) => `${DIGITAL_BRANDING_SLUG}/${page}` as const;
const isSubPage = (slug: string) => slug.startsWith(`${DIGITAL_BRANDING_SLUG}/`);
const isCategory = (slug: string) => !isSubPage(slug);

function shippedRow(slug: string): ServicePageRow | undefined {
  const page = defaultServicePages().find((candidate) => candidate.slug === slug);
  return page && { ...page, icon: page.icon ?? "", body: page.body, order: page.order ?? 0 };
}

/** Rows in list order, with the shipped copy standing in (at its shipped place) for any page whose row is missing. */
async function pagesInOrder(db: Database, where?: (slug: string) => boolean): Promise<ServicePageRow[]> {
  const rows = await db.select().from(siteServices).orderBy(...inListOrder(servicePagesTable));
  const stored = new Set(rows.map((row) => row.slug));
  const missing = defaultServicePages()
    .filter((page) => !stored.has(page.slug))
    .map((page) => shippedRow(page.slug)!);
  // A stable sort: stored rows keep their database order among equals.
  return [...rows, ...missing].sort((a, b) => a.order - b.order).filter((row) => !where || where(row.slug));
}

async function pageRow(db: Database, slug: string): Promise<ServicePageRow | undefined> {
  const [row] = await db.select().from(siteServices).where(eq(siteServices.slug, slug));
  return row ?? shippedRow(slug);
}

function hubTiles(subPages: ServicePageRow[]): DigitalBrandingHubPage["tiles"] {
  return subPages.map((row) => ({ name: row.title, icon: row.icon as DigitalBrandingHubPage["tiles"][number]["icon"], description: row.summary, link: servicePath(row.slug) }));
}

function toCategoryPage(row: ServicePageRow): CategoryPage {
  return { slug: row.slug as LandingPageSlug, name: row.title, meta: { title: row.seoTitle, description: row.seoDescription }, ...(row.body as object) } as CategoryPage;
}

function toSubPage(row: ServicePageRow) {
  const { hero, ...body } = row.body as { hero: object };
  return {
    meta: { title: row.seoTitle, description: row.seoDescription, path: servicePath(row.slug) },
    hero: { eyebrow: row.title, ...hero },
    ...body,
  };
}

/** The eight categories for /services (and the footer), in order, each with the services its page presents. One query. */
export async function listServiceCategories(db: Database): Promise<ServiceCategory[]> {
  const pages = await pagesInOrder(db);
  const subPageTitles = pages.filter((page) => isSubPage(page.slug)).map((page) => page.title);
  return pages
    .filter((page) => isCategory(page.slug))
    .map((page) => ({
      name: page.title,
      slug: page.slug as ServiceCategory["slug"],
      summary: page.summary,
      services:
        page.slug === DIGITAL_BRANDING_SLUG ? subPageTitles : (page.body as { services: { cards: Array<{ title: string }> } }).services.cards.map((card) => card.title),
    }));
}

/** A category landing page by slug (any letter case), or undefined when there is none. One query. */
export async function loadCategoryPage(db: Database, slug: string | undefined): Promise<CategoryPage | undefined> {
  const wanted = slug?.toLowerCase();
  if (!wanted || !(LANDING_PAGE_SLUGS as readonly string[]).includes(wanted)) return undefined;
  const row = await pageRow(db, wanted);
  return row && toCategoryPage(row);
}

/** The Digital Branding hub, its tiles being the sub-pages in their order. One query. */
export async function loadDigitalBrandingHub(db: Database): Promise<DigitalBrandingHubPage> {
  const pages = await pagesInOrder(db, (slug) => slug === DIGITAL_BRANDING_SLUG || isSubPage(slug));
  const hub = pages.find((page) => page.slug === DIGITAL_BRANDING_SLUG)!;
  const { tiles: _none, ...page } = toSubPage(hub) as unknown as DigitalBrandingHubPage;
  return { ...page, tiles: hubTiles(pages.filter((candidate) => isSubPage(candidate.slug))) };
}

/** A Digital Branding sub-page's copy, in the shape of its module in app/content. One query. */
export async function loadDigitalBrandingSubPage<Page extends DigitalBrandingSubPage>(db: Database, page: Page): Promise<DigitalBrandingSubPageContent<Page>> {
  const row = await pageRow(db, subPageSlug(page));
  return toSubPage(row!) as unknown as DigitalBrandingSubPageContent<Page>;
}

/* The admin API. */

type ServicePageStoredRow = typeof siteServices.$inferSelect;

function toRecord(row: ServicePageStoredRow): ServicePageRecord {
  return {
    id: row.id,
    slug: row.slug as ServicePageSlug,
    title: row.title,
    summary: row.summary,
    icon: row.icon,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    order: row.order,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listServicePages(db: Database): Promise<ServicePageRecord[]> {
  const rows = await db.select().from(siteServices).orderBy(...inListOrder(servicePagesTable));
  return rows.map(toRecord);
}

const slugTaken = () => new HttpError(409, SERVICE_MESSAGES.slugTaken, { slug: SERVICE_MESSAGES.slugTaken });


/** Stores the copy of a page that has none (e.g. after its row was deleted); 409 when it has. */
export async function createServicePage(db: Database, input: ValidServicePageInput): Promise<ServicePageRecord> {
  return refusingDuplicates(async () => {
    const order = input.order ?? (await orderAtEnd(db, servicePagesTable));
    const [row] = await db.insert(siteServices).values({ ...input, order }).returning();
    return toRecord(row!);
  }, slugTaken);
}

export async function updateServicePage(db: Database, id: string, input: ValidServicePageInput): Promise<ServicePageRecord | null> {
  return refusingDuplicates(async () => {
    const { order, ...fields } = input;
    const [row] = await db
      .update(siteServices)
      .set({ ...fields, ...(order === undefined ? {} : { order }), updatedAt: new Date() })
      .where(eq(siteServices.id, id))
      .returning();
    return row ? toRecord(row) : null;
  }, slugTaken);
}
