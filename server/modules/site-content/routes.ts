import { z } from "zod";
import { acknowledgementSchema, idParams } from "#contracts/api-schema.ts";
import { CASE_STUDY_MESSAGES, caseStudyInputSchema, caseStudySchema } from "#contracts/site-case-studies.ts";
import { CLIENT_LOGO_MESSAGES, clientLogoInputSchema, clientLogoSchema } from "#contracts/site-client-logos.ts";
import { companyDetailsInputSchema, companyDetailsSchema } from "#contracts/site-company.ts";
import { reorderSchema, SITE_CONTENT_MESSAGES, type SiteContentKind } from "#contracts/site-content.ts";
import { siteImagesInputSchema, siteImagesSchema } from "#contracts/site-images.ts";
import { FAQ_MESSAGES, faqEntryInputSchema, faqEntrySchema } from "#contracts/site-faq.ts";
import { LEGAL_PAGE_MESSAGES, legalPageInputSchema, legalPageSchema } from "#contracts/site-legal-pages.ts";
import { SERVICE_MESSAGES, servicePageInputSchema, servicePageSchema } from "#contracts/site-services.ts";
import { TEAM_MESSAGES, teamMemberInputSchema, teamMemberSchema } from "#contracts/site-team.ts";
import { TESTIMONIAL_MESSAGES, testimonialInputSchema, testimonialSchema } from "#contracts/site-testimonials.ts";
import type { CacheTag } from "../../cache/cache-tags.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-error.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { invalidatePages } from "../../plugins/cache-invalidation.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { recordActivity } from "../activity/service.ts";
import { indexShippedServicePages } from "../search/shipped-copy.ts";
import { caseStudiesTable, createCaseStudy, listCaseStudyRecords, updateCaseStudy } from "./case-studies.ts";
import { clientLogoEntries, clientLogosTable } from "./client-logos.ts";
import { getCompanyDetails, saveCompanyDetails } from "./company.ts";
import { faqEntries, faqTable } from "./faq.ts";
import { getSiteImages, saveSiteImages } from "./images.ts";
import { legalPageEntries, legalPagesTable } from "./legal-pages.ts";
import { deleteById, type OrderedTable, reorderAll } from "./ordering.ts";
import { createServicePage, listServicePages, servicePagesTable, updateServicePage } from "./service-pages.ts";
import { teamMembers, teamTable } from "./team.ts";
import { testimonialEntries, testimonialsTable } from "./testimonials.ts";

const tags = ["Site content"];

/** One list of site content under /api/site/{kind}: its contracts, its queries and the cache tag its writes drop. */
interface Collection<Input extends z.ZodType, Entry extends z.ZodType> {
  kind: SiteContentKind;
  /** "an FAQ entry", for the API reference. */
  entryName: string;
  /** "FAQ entry", before the entry's title in the activity log. */
  label: string;
  notFound: string;
  input: Input;
  entry: Entry;
  table: OrderedTable;
  list(db: Database): Promise<Array<z.output<Entry>>>;
  create(db: Database, input: z.output<Input>): Promise<z.output<Entry>>;
  update(db: Database, id: string, input: z.output<Input>): Promise<z.output<Entry> | null>;
  /** What a delete means, when it is more than "gone" (service pages fall back to their shipped copy). */
  deleteNote?: string;
  /** Runs after a delete, for what the delete changes elsewhere. */
  afterDelete?(db: Database): Promise<unknown>;
}

const collection = <Input extends z.ZodType, Entry extends z.ZodType>(definition: Collection<Input, Entry>) => definition;

const COLLECTIONS = [
  collection({
    kind: "services",
    label: "Service page",
    entryName: "a service page's copy",
    notFound: SERVICE_MESSAGES.notFound,
    input: servicePageInputSchema,
    entry: servicePageSchema,
    table: servicePagesTable,
    list: listServicePages,
    create: createServicePage,
    update: updateServicePage,
    deleteNote: "The page shows its shipped copy again until new copy is stored (POST).",
    // The site search finds the shipped copy again.
    afterDelete: indexShippedServicePages,
  }),
  collection({
    kind: "faq",
    label: "FAQ entry",
    entryName: "an FAQ entry",
    notFound: FAQ_MESSAGES.notFound,
    input: faqEntryInputSchema,
    entry: faqEntrySchema,
    table: faqTable,
    ...faqEntries,
  }),
  collection({
    kind: "testimonials",
    label: "Testimonial",
    entryName: "a testimonial",
    notFound: TESTIMONIAL_MESSAGES.notFound,
    input: testimonialInputSchema,
    entry: testimonialSchema,
    table: testimonialsTable,
    ...testimonialEntries,
  }),
  collection({
    kind: "case-studies",
    label: "Case study",
    entryName: "a case study (a new title moves it to a new slug; the old one answers 301)",
    notFound: CASE_STUDY_MESSAGES.notFound,
    input: caseStudyInputSchema,
    entry: caseStudySchema,
    table: caseStudiesTable,
    list: listCaseStudyRecords,
    create: createCaseStudy,
    update: updateCaseStudy,
  }),
  collection({
    kind: "team",
    label: "Team member",
    entryName: "a team member",
    notFound: TEAM_MESSAGES.notFound,
    input: teamMemberInputSchema,
    entry: teamMemberSchema,
    table: teamTable,
    ...teamMembers,
  }),
  collection({
    kind: "client-logos",
    label: "Client logo",
    entryName: "a client logo",
    notFound: CLIENT_LOGO_MESSAGES.notFound,
    input: clientLogoInputSchema,
    entry: clientLogoSchema,
    table: clientLogosTable,
    ...clientLogoEntries,
  }),
  collection({
    kind: "legal-pages",
    label: "Legal page",
    entryName: "a legal page (/privacy, /terms)",
    notFound: LEGAL_PAGE_MESSAGES.notFound,
    input: legalPageInputSchema,
    entry: legalPageSchema,
    table: legalPagesTable,
    ...legalPageEntries,
  }),
];

/** Who may edit the site's copy (issue 14): the people who write the blog. */
const SITE_CONTENT_ROLES = ["owner", "editor"] as const;

/** An entry's name in the activity log: its title, question or name. */
function entryTitle(label: string, entry: unknown): string {
  const fields = entry as { title?: unknown; question?: unknown; name?: unknown };
  return `${label}: ${String(fields.title ?? fields.question ?? fields.name ?? "")}`;
}

/** A long legal page in a non-Latin script can pass the app's default 100 KB limit. */
const SITE_CONTENT_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * The site's editable copy (issue 13), admin only: GET/PUT /api/site/company and /api/site/images, and for each kind
 * GET/POST /api/site/{kind}, PUT/DELETE /api/site/{kind}/{id}, PUT /api/site/{kind}/order (every id,
 * in the new order). Every write drops the cached pages that show the kind (its cache tag, on every
 * instance). Public pages never call these: their loaders call the services directly.
 */
export default async function siteContentRoutes(app: ApiInstance) {
  const { db } = app.services;

  await app.register(
    adminOnly(async (admin) => {
      admin.get("/site/company", { schema: { tags, summary: "The company details", response: { 200: companyDetailsSchema } } }, async () => getCompanyDetails(db));

      admin.put(
        "/site/company",
        { schema: { tags, summary: "Replace the company details", body: companyDetailsInputSchema, response: { 200: companyDetailsSchema } } },
        async (request) => {
          const details = await saveCompanyDetails(db, request.body);
          await invalidatePages(app, ["company"]);
          await recordActivity(request, { kind: "site", action: "updated", entityId: "company", title: "Company details" });
          return details;
        },
      );

      admin.get("/site/images", { schema: { tags, summary: "The site's pictures: the home hero, the studio gallery, the About video poster", response: { 200: siteImagesSchema } } }, async () =>
        getSiteImages(db),
      );

      admin.put(
        "/site/images",
        { schema: { tags, summary: "Replace the site's pictures", body: siteImagesInputSchema, response: { 200: siteImagesSchema } } },
        async (request) => {
          const images = await saveSiteImages(db, request.body);
          await invalidatePages(app, ["site-images"]);
          await recordActivity(request, { kind: "site", action: "updated", entityId: "images", title: "Site images" });
          return images;
        },
      );

      for (const kind of COLLECTIONS) registerCollection(admin, app, kind as unknown as Collection<z.ZodType, z.ZodType>);
    }, { roles: SITE_CONTENT_ROLES }),
  );
}

function registerCollection(admin: ApiInstance, app: ApiInstance, kind: Collection<z.ZodType, z.ZodType>) {
  const { db } = app.services;
  const path = `/site/${kind.kind}`;
  const tag: CacheTag = kind.kind;
  const params = idParams(kind.notFound);
  const entries = z.array(kind.entry);

  admin.get(path, { schema: { tags, summary: `Every ${kind.kind} entry, in order`, response: { 200: entries } } }, async () => kind.list(db));

  admin.post(
    path,
    { bodyLimit: SITE_CONTENT_BODY_LIMIT_BYTES, schema: { tags, summary: `Add ${kind.entryName}`, body: kind.input, response: { 201: kind.entry } } },
    async (request, reply) => {
      const created = (await kind.create(db, request.body)) as { id: string };
      await invalidatePages(app, [tag]);
      await recordActivity(request, { kind: "site", action: "created", entityId: created.id, title: entryTitle(kind.label, created) });
      return reply.status(201).send(created);
    },
  );

  admin.put(
    `${path}/order`,
    { schema: { tags, summary: `Reorder: every ${kind.kind} id, in the new order`, body: reorderSchema, response: { 200: entries } } },
    async (request) => {
      await reorderAll(db, kind.table, request.body.ids);
      await invalidatePages(app, [tag]);
      await recordActivity(request, { kind: "site", action: "reordered", entityId: kind.kind, title: `${kind.label}: the order` });
      return kind.list(db);
    },
  );

  admin.put(
    `${path}/:id`,
    { bodyLimit: SITE_CONTENT_BODY_LIMIT_BYTES, schema: { tags, summary: `Replace ${kind.entryName}`, params, body: kind.input, response: { 200: kind.entry } } },
    async (request) => {
      const updated = await kind.update(db, request.params.id, request.body);
      if (!updated) throw notFound(kind.notFound);
      await invalidatePages(app, [tag]);
      await recordActivity(request, { kind: "site", action: "updated", entityId: request.params.id, title: entryTitle(kind.label, updated) });
      return updated;
    },
  );

  admin.delete(
    `${path}/:id`,
    { schema: { tags, summary: `Delete ${kind.entryName}`, description: kind.deleteNote, params, response: { 200: acknowledgementSchema } } },
    async (request) => {
      const deleted = await deleteById(db, kind.table, request.params.id);
      if (!deleted) throw notFound(kind.notFound);
      await kind.afterDelete?.(db);
      await invalidatePages(app, [tag]);
      await recordActivity(request, { kind: "site", action: "deleted", entityId: request.params.id, title: entryTitle(kind.label, deleted) });
      return { success: true as const, message: SITE_CONTENT_MESSAGES.deleted };
    },
  );
}
