import { arrayOverlaps, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { type MediaItem, type MediaUsage, renderedAlt } from "#contracts/media.ts";
import type { MediaListQuery } from "#contracts/media-schema.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern } from "../../db/query-helpers.ts";
import { media } from "../../db/schema.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { type StoredImage, UPLOADS_URL_PREFIX } from "../uploads/service.ts";
import { findUsages } from "./usages.ts";

/**
 * The media library: an entry per stored image (url, every stored size, alt text, pixel size, bytes),
 * where each is used, and the alt text pages render. Uploads create entries (recordUpload); pages ask
 * for alt text and sizes by URL (describeUploadedImages); GET/PATCH/DELETE /api/media manage them.
 */

type MediaRow = typeof media.$inferSelect;

/** Newest first, exactly the order of media_created_at_idx. */
const newestFirst = [sql`${media.createdAt} DESC NULLS LAST`, asc(media.id)];

/**
 * An uploaded image's entry. The same picture uploaded again (same bytes, so the same file) keeps its
 * entry as it is: its alt text, decorative mark, name and date (decision 047); only the stored sizes
 * are named again, in case one had gone. `created` says which happened.
 */
export async function recordUpload(
  db: Database,
  stored: StoredImage,
  details: { originalName: string; alt?: string; uploadedBy?: string },
): Promise<{ entry: MediaRow; created: boolean }> {
  const [created] = await db
    .insert(media)
    .values({
      url: stored.url,
      storageKeys: stored.storageKeys,
      width: stored.width,
      height: stored.height,
      bytes: stored.bytes,
      originalName: details.originalName,
      alt: details.alt ?? "",
      uploadedBy: details.uploadedBy,
    })
    .onConflictDoNothing({ target: media.url })
    .returning();
  if (created) return { entry: created, created: true };
  const [existing] = await db.update(media).set({ storageKeys: stored.storageKeys }).where(eq(media.url, stored.url)).returning();
  // Deleted between the two statements (a DELETE /api/media of the same picture): store it as new.
  return existing ? { entry: existing, created: false } : recordUpload(db, stored, details);
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

/** An uploaded image's address inside any text (a field, Markdown, a full `https://…` address): `/uploads/<stored file>`. */
const UPLOAD_ADDRESS = /\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,199})/g;

/**
 * The uploaded images these texts name that the library no longer has (no entry has that URL or that
 * stored size), each as `/uploads/<file>`, in the order first named; one query. A restored revision
 * uses it to say which of its pictures were deleted since (decision 051). Other addresses (the demo
 * artwork, other sites) are not the library's to judge and are left out.
 */
export async function findImagesGoneFromLibrary(db: Database, texts: string[]): Promise<string[]> {
  const keys = [...new Set(texts.flatMap((text) => [...text.matchAll(UPLOAD_ADDRESS)].map((found) => found[1]!.replace(/\.+$/, ""))))].filter(Boolean);
  if (keys.length === 0) return [];
  const addresses = keys.map((key) => `${UPLOADS_URL_PREFIX}${key}`);
  const rows = await db
    .select({ url: media.url, storageKeys: media.storageKeys })
    .from(media)
    .where(or(inArray(media.url, addresses), arrayOverlaps(media.storageKeys, keys)));
  const known = new Set(rows.flatMap((row) => [row.url, ...row.storageKeys.map((key) => `${UPLOADS_URL_PREFIX}${key}`)]));
  return addresses.filter((address) => !known.has(address));
}

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
