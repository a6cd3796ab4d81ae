import { asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type MediaItem, type MediaUsage, type MediaUsageType, renderedAlt } from "#contracts/media.ts";
import type { MediaListQuery } from "#contracts/media-schema.ts";
import type { CacheTag } from "../../cache/cache-tags.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/query-helpers.ts";
import { blogPosts, media, portfolioItems } from "../../db/schema.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import type { StoredImage } from "../uploads/service.ts";
import { UPLOADS_URL_PREFIX } from "../uploads/service.ts";

/**
 * The media library: an entry per stored image (url, every stored size, alt text, pixel size, bytes),
 * where each is used, and the alt text pages render. Uploads create entries (recordUpload); pages ask
 * for alt text and sizes by URL (describeUploadedImages); GET/PATCH/DELETE /api/media manage them.
 */

type MediaRow = typeof media.$inferSelect;

/** Newest first, exactly the order of media_created_at_idx. */
const newestFirst = [sql`${media.createdAt} DESC NULLS LAST`, asc(media.id)];

/** An uploaded image's entry: created with the upload, or (the same picture again) updated with a new alt text. */
export async function recordUpload(
  db: Database,
  stored: StoredImage,
  details: { originalName: string; alt?: string; uploadedBy?: string },
): Promise<MediaRow> {
  const values = {
    url: stored.url,
    storageKeys: stored.storageKeys,
    width: stored.width,
    height: stored.height,
    bytes: stored.bytes,
    originalName: details.originalName,
    alt: details.alt ?? "",
    uploadedBy: details.uploadedBy,
  };
  const [row] = await db
    .insert(media)
    .values(values)
    .onConflictDoUpdate({
      target: media.url,
      // Uploading a picture the library has keeps its entry (and its date); a given alt text replaces the old one.
      set: details.alt ? { alt: details.alt, decorative: false, storageKeys: stored.storageKeys } : { storageKeys: stored.storageKeys },
    })
    .returning();
  return row!;
}

/** One page of the library, newest first, with how many entries match. */
export async function listMedia(db: Database, query: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
  let where: SQL | undefined;
  if (query.q) {
    const pattern = containsPattern(query.q);
    where = or(ilike(media.alt, pattern), ilike(media.originalName, pattern), ilike(media.url, pattern));
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(media).where(where),
  ]);
  return { items: await withUsages(db, rows), total: counted?.total ?? 0 };
}

export async function findMedia(db: Database, id: string): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? (await withUsages(db, [row]))[0]! : null;
}

/** Changes the alt text and/or the decorative mark; null when there is no such entry. */
export async function updateMedia(db: Database, id: string, update: { alt?: string; decorative?: boolean }): Promise<MediaItem | null> {
  const [row] = await db
    .update(media)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning();
  return row ? (await withUsages(db, [row]))[0]! : null;
}

export type MediaDeletion = { kind: "deleted"; entry: MediaItem } | { kind: "in-use"; usedBy: MediaUsage[] } | { kind: "not-found" };

/**
 * Deletes an entry and every stored size of it, unless something still uses it. The entry goes first:
 * if removing a file then fails, what is left is an unused file, never an entry without its image.
 */
export async function deleteMedia(db: Database, storage: FileStorage, id: string): Promise<MediaDeletion> {
  const entry = await findMedia(db, id);
  if (!entry) return { kind: "not-found" };
  if (entry.usedBy.length > 0) return { kind: "in-use", usedBy: entry.usedBy };
  const [deleted] = await db.delete(media).where(eq(media.id, id)).returning({ storageKeys: media.storageKeys });
  if (!deleted) return { kind: "not-found" };
  await Promise.all(deleted.storageKeys.map((key) => storage.delete(key)));
  return { kind: "deleted", entry };
}

/**
 * What pages need to render library images, by URL: pixel size (for width/height, no layout shift)
 * and alt text ('' when the image was marked decorative). URLs the library does not know are left out.
 */
export async function describeUploadedImages(db: Database, urls: string[]): Promise<Map<string, { width: number; height: number; alt: string }>> {
  const described = new Map<string, { width: number; height: number; alt: string }>();
  const wanted = [...new Set(urls.filter(Boolean))];
  if (wanted.length === 0) return described;
  const rows = await db
    .select({ url: media.url, width: media.width, height: media.height, alt: media.alt, decorative: media.decorative })
    .from(media)
    .where(inArray(media.url, wanted));
  for (const row of rows) described.set(row.url, { width: row.width, height: row.height, alt: renderedAlt(row) });
  return described;
}

/** The cached pages and lists that show an image used here: they change with its alt text. */
export function cacheTagsOfUsages(usedBy: readonly MediaUsage[]): CacheTag[] {
  const tags = new Set<CacheTag>();
  for (const usage of usedBy) tags.add(USAGE_CACHE_TAGS[usage.type]);
  return [...tags];
}

const USAGE_CACHE_TAGS: Record<MediaUsageType, CacheTag> = { post: "posts", portfolio: "portfolio" };

/** The entry as the API shows it. */
export function toMediaItem(row: MediaRow, usedBy: MediaUsage[]): MediaItem {
  return {
    id: row.id,
    url: row.url,
    alt: row.alt,
    decorative: row.decorative,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    originalName: row.originalName,
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}

async function withUsages(db: Database, rows: MediaRow[]): Promise<MediaItem[]> {
  const usages = await findUsages(db, rows);
  return rows.map((row) => toMediaItem(row, usages.get(row.id) ?? []));
}

/**
 * Where the library's images are used. An image counts as used by a post when the post's image, its
 * social image or its body (Markdown `![alt](/uploads/….webp)`, or a smaller copy) names one of its
 * files, and by a portfolio item when the item's image does. Issue 13's site pictures add their own
 * source here.
 */
interface UsageSource {
  type: MediaUsageType;
  table: typeof blogPosts | typeof portfolioItems;
  id: AnyPgColumn;
  title: AnyPgColumn;
  /** Text columns that may hold an image's URL. */
  columns: AnyPgColumn[];
}

function usageSources(): UsageSource[] {
  return [
    {
      type: "post",
      table: blogPosts,
      id: blogPosts.id,
      title: blogPosts.title,
      columns: [blogPosts.imageUrl, blogPosts.ogImage, blogPosts.content],
    },
    { type: "portfolio", table: portfolioItems, id: portfolioItems.id, title: portfolioItems.title, columns: [portfolioItems.imageUrl] },
  ];
}

/** The strings whose presence in a post or item means "uses this entry": its URL and each stored file's URL. */
function needlesOf(row: Pick<MediaRow, "url" | "storageKeys">): string[] {
  return [...new Set([row.url, ...row.storageKeys.map((key) => `${UPLOADS_URL_PREFIX}${key}`)])];
}

async function findUsages(db: Database, rows: Array<Pick<MediaRow, "id" | "url" | "storageKeys">>): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>();
  const pairs = rows.flatMap((row) => needlesOf(row).map((needle) => sql`(${row.id}::uuid, ${needle}::text)`));
  if (pairs.length === 0) return usages;
  const needles = sql`(VALUES ${sql.join(pairs, sql`, `)}) AS needles(media_id, needle)`;

  const queries = usageSources().map(
    (source) => sql`SELECT DISTINCT needles.media_id, ${source.type}::text AS type, ${source.id} AS id, ${source.title} AS title
      FROM ${needles} JOIN ${source.table} ON ${sql.join(
        source.columns.map((column) => sql`strpos(${column}, needles.needle) > 0`),
        sql` OR `,
      )}`,
  );
  const result = await db.execute(sql`${sql.join(queries, sql` UNION `)} ORDER BY type, title, id`);
  const found = (result as unknown as { rows: Array<{ media_id: string; type: MediaUsageType; id: string; title: string }> }).rows;
  for (const row of found) {
    const list = usages.get(row.media_id) ?? [];
    if (!list.some((usage) => usage.type === row.type && usage.id === row.id)) list.push({ type: row.type, id: row.id, title: row.title });
    usages.set(row.media_id, list);
  }
  return usages;
}
