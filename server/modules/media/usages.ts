import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MediaUsage, MediaUsageType } from "#contracts/media.ts";
import type { CacheTag } from "../../cache/cache-tags.ts";
import type { Database } from "../../db/client.ts";
import {
  blogPosts,
  type media,
  portfolioItems,
  postRevisions,
  siteCaseStudies,
  siteClientLogos,
  siteLegalPages,
  siteServices,
  siteTeamMembers,
  siteTestimonials,
} from "../../db/schema.ts";
import { listSiteImageSlots } from "../site-content/images.ts";
import { UPLOADS_URL_PREFIX } from "../uploads/service.ts";

/**
 * Where the library's images are used, computed when asked (decision 019: no usage table to keep in
 * step with every editor). Every place that stores an image's URL counts, so the library never calls
 * an image unused while a page shows it, and DELETE /api/media/{id} refuses it:
 * - posts: their image, social image and Markdown body; portfolio items: their image (text that may
 *   hold the address among other words, or a full `http…` address: a substring search);
 * - a published post's pending edits (its one `pending` revision, waiting for 'Update': decision 037):
 *   the same three fields as stored in that revision, so an image an editor has just put in is not
 *   deleted before it goes live. Listed only when the live post does not use the image itself (one
 *   place to fix per post). A post's other revisions are history, not uses (decision 051);
 * - site content (issue 13): testimonials', team members', case studies' and client logos' pictures
 *   (one URL per column: equality), service pages' artwork (anywhere in the JSON `body`: every string
 *   of it, compared whole), the legal pages' Markdown (a substring search), and the pictures of the
 *   Images screen (one record, read whole: site-content's `listSiteImageSlots`).
 * Site-content tables hold tens of rows (a few hundred at most), so these scans cost less per list page
 * than indexes would to keep; posts are the one table that can grow large (decision 019's note).
 */

type MediaRow = typeof media.$inferSelect;

/** One SELECT of (media_id, type, id, title) over the `needles` (media_id, needle) of the entries asked about. */
type UsageQuery = SQL;

/** Text columns that may name the image among other words (Markdown, a full address). */
function inText(type: MediaUsageType, table: PgTable, id: AnyPgColumn, title: AnyPgColumn, columns: AnyPgColumn[]): UsageQuery {
  const found = sql.join(
    columns.map((column) => sql`strpos(${column}, needles.needle) > 0`),
    sql` OR `,
  );
  return sql`SELECT needles.media_id, ${type}::text AS type, ${id}::text AS id, ${title}::text AS title FROM needles JOIN ${table} ON ${found}`;
}

/** A column holding one image's URL (or null): compared whole, so the join can hash. */
function inUrlColumn(type: MediaUsageType, table: PgTable, id: AnyPgColumn, title: AnyPgColumn, column: AnyPgColumn): UsageQuery {
  return sql`SELECT needles.media_id, ${type}::text AS type, ${id}::text AS id, ${title}::text AS title FROM needles JOIN ${table} ON ${column} = needles.needle`;
}

/**
 * A JSONB document whose images are string values somewhere inside it (a service page's `body`: its
 * hero art, cards, sections). Every string starting with "/" is taken out once per row and compared
 * whole, so a URL inside a sentence does not count and no row is read once per image asked about.
 */
function inJsonStrings(type: MediaUsageType, table: PgTable, id: AnyPgColumn, title: AnyPgColumn, column: AnyPgColumn): UsageQuery {
  return sql`SELECT needles.media_id, ${type}::text AS type, ${id}::text AS id, ${title}::text AS title
    FROM ${table} CROSS JOIN LATERAL jsonb_path_query(${column}, 'strict $.** ? (@ starts with "/")') AS found(value)
    JOIN needles ON needles.needle = found.value #>> '{}'`;
}

/**
 * A published post's pending edits (its one `pending` revision: findPendingRevision's rule), named by the
 * post's id and live title, as the admin's list of posts shows it. The literal `kind = 'pending'` lets the
 * planner read only the partial index post_revisions_pending_idx (migration 0015), not every revision.
 */
function inPendingEdits(): UsageQuery {
  const found = sql.join(
    [postRevisions.imageUrl, postRevisions.ogImage, postRevisions.content].map((column) => sql`strpos(${column}, needles.needle) > 0`),
    sql` OR `,
  );
  const type: MediaUsageType = "post-pending-edits";
  return sql`SELECT needles.media_id, ${type}::text AS type, ${blogPosts.id}::text AS id, ${blogPosts.title}::text AS title
    FROM ${postRevisions} JOIN ${blogPosts} ON ${blogPosts.id} = ${postRevisions.postId} AND ${blogPosts.status} = 'published'
    JOIN needles ON ${found}
    WHERE ${postRevisions.kind} = 'pending'`;
}

function usageQueries(): UsageQuery[] {
  return [
    inText("post", blogPosts, blogPosts.id, blogPosts.title, [blogPosts.imageUrl, blogPosts.ogImage, blogPosts.content]),
    inPendingEdits(),
    inText("portfolio", portfolioItems, portfolioItems.id, portfolioItems.title, [portfolioItems.imageUrl]),
    inJsonStrings("service-page", siteServices, siteServices.id, siteServices.title, siteServices.body),
    inUrlColumn("case-study", siteCaseStudies, siteCaseStudies.id, siteCaseStudies.title, siteCaseStudies.imageUrl),
    inUrlColumn("testimonial", siteTestimonials, siteTestimonials.id, siteTestimonials.name, siteTestimonials.photoUrl),
    inUrlColumn("team-member", siteTeamMembers, siteTeamMembers.id, siteTeamMembers.name, siteTeamMembers.photoUrl),
    inUrlColumn("client-logo", siteClientLogos, siteClientLogos.id, siteClientLogos.name, siteClientLogos.logoUrl),
    inText("legal-page", siteLegalPages, siteLegalPages.id, siteLegalPages.title, [siteLegalPages.body]),
  ];
}

/** The strings whose presence means "uses this entry": its URL and each stored file's URL (a smaller copy in a post's body counts). */
function needlesOf(row: Pick<MediaRow, "url" | "storageKeys">): string[] {
  return [...new Set([row.url, ...row.storageKeys.map((key) => `${UPLOADS_URL_PREFIX}${key}`)])];
}

/** Every use of each entry, by entry id: grouped by kind, then by title. Entries nothing uses are left out. */
export async function findUsages(db: Database, rows: Array<Pick<MediaRow, "id" | "url" | "storageKeys">>): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>();
  const add = (mediaId: string, usage: MediaUsage) => {
    const list = usages.get(mediaId) ?? [];
    if (!list.some((known) => known.type === usage.type && known.id === usage.id)) list.push(usage);
    usages.set(mediaId, list);
  };
  const needles = rows.flatMap((row) => needlesOf(row).map((needle) => ({ mediaId: row.id, needle })));
  if (needles.length === 0) return usages;

  const values = sql.join(
    needles.map(({ mediaId, needle }) => sql`(${mediaId}::uuid, ${needle}::text)`),
    sql`, `,
  );
  const [result, slots] = await Promise.all([
    db.execute(sql`WITH needles(media_id, needle) AS (VALUES ${values}) ${sql.join(usageQueries(), sql` UNION `)}`),
    listSiteImageSlots(db),
  ]);
  const found = (result as unknown as { rows: Array<{ media_id: string; type: MediaUsageType; id: string; title: string }> }).rows;
  for (const row of found) add(row.media_id, { type: row.type, id: row.id, title: row.title });
  for (const slot of slots) {
    for (const { mediaId } of needles.filter((candidate) => candidate.needle === slot.url)) add(mediaId, { type: "site-image", id: slot.slot, title: slot.title });
  }
  for (const [mediaId, list] of usages) usages.set(mediaId, withoutPendingEditsOfUsingPosts(list).sort(byKindThenTitle));
  return usages;
}

/** A post that uses the image live is one place to fix: its pending edits are not listed beside it. */
function withoutPendingEditsOfUsingPosts(list: MediaUsage[]): MediaUsage[] {
  const livePosts = new Set(list.filter((usage) => usage.type === "post").map((usage) => usage.id));
  return list.filter((usage) => usage.type !== "post-pending-edits" || !livePosts.has(usage.id));
}

/** Sorted here rather than in SQL, so both engines (and their collations) give the same order. */
function byKindThenTitle(a: MediaUsage, b: MediaUsage): number {
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  return a.title.localeCompare(b.title, "en") || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The cached pages showing each kind of use. Posts, portfolio items and legal pages render the
 * library's alt text, so changing it must refresh them. Site content keeps the alt text written on its
 * own screen (decision 047): refreshing its pages too is caution for a rare edit, and every kind of use
 * must name its tag here.
 */
const USAGE_CACHE_TAGS: Record<MediaUsageType, CacheTag> = {
  post: "posts",
  // Not on any public page until 'Update', which refreshes the post's pages itself; "posts" keeps every kind named.
  "post-pending-edits": "posts",
  portfolio: "portfolio",
  "service-page": "services",
  "case-study": "case-studies",
  testimonial: "testimonials",
  "team-member": "team",
  "client-logo": "client-logos",
  "site-image": "site-images",
  "legal-page": "legal-pages",
};

/** The cached pages and lists that show an image used here: they change with its alt text. */
export function cacheTagsOfUsages(usedBy: readonly MediaUsage[]): CacheTag[] {
  return [...new Set(usedBy.map((usage) => USAGE_CACHE_TAGS[usage.type]))];
}
