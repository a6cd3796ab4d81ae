import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, like, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { RESPONSIVE_WIDTHS } from "#contracts/upload.ts";
import type { Database } from "../../db/client.ts";
import { appSettings, blogPosts, media, portfolioItems } from "../../db/schema.ts";
import { demoArtworkAlt } from "../../db/seed-data.ts";
import { PROJECT_ROOT } from "../../project-root.ts";
import { contentTypeOfKey, type FileStorage, isValidStorageKey } from "../../storage/file-storage.ts";
import { UPLOADS_URL_PREFIX } from "../uploads/service.ts";

/**
 * Brings the media library up to date with files that predate it, at start-up (server/start.ts):
 * - with the database or object storage configured, images still in UPLOADS_DIR (where earlier versions
 *   and the embedded default keep them) are copied into it, missing ones only, so no image goes 404;
 * - stored uploads without an entry, and the demo artwork that seeded posts and items use, get entries
 *   (with their pixel size; the artwork with its alt text). This part runs until it has once completed
 *   (a marker in app_settings); afterwards every upload creates its own entry.
 * Safe with several instances starting at once: entries are unique by URL and inserted with ON CONFLICT.
 */

const BACKFILLED_SETTING = "media_library_backfilled_at";
const UPLOAD_MAIN_KEY = /^[0-9a-f]{32}\.webp$/;
const DEMO_ARTWORK = /^\/images\/(blog|portfolio)\/[a-z0-9-]+\.webp$/;
const PUBLIC_DIR = path.join(PROJECT_ROOT, "public");

export interface MediaBackfillResult {
  /** Files copied from UPLOADS_DIR into the configured storage. */
  copied: number;
  /** Library entries created. */
  added: number;
}

export async function backfillMediaLibrary(
  services: { db: Database; storage: FileStorage; uploadsDir: string },
  log?: Pick<FastifyBaseLogger, "info">,
): Promise<MediaBackfillResult> {
  const { db, storage } = services;
  // With the data directory as the storage, UPLOADS_DIR is the storage itself: nothing to copy.
  const waiting = storage.kind === "directory" ? [] : await directoryUploads(services.uploadsDir);
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, BACKFILLED_SETTING));
  if (done && waiting.length === 0) return { copied: 0, added: 0 };

  const stored = new Set<string>();
  for await (const key of storage.list()) stored.add(key);
  const copied = await copyMissing(services.uploadsDir, waiting, storage, stored);
  if (copied > 0) log?.info({ count: copied, from: services.uploadsDir, to: storage.description }, "copied images from UPLOADS_DIR into the file storage");
  if (done && copied === 0) return { copied: 0, added: 0 };

  const added = (await addStoredUploads(db, storage, stored)) + (await addDemoArtwork(db));
  await db.insert(appSettings).values({ key: BACKFILLED_SETTING, value: new Date().toISOString() }).onConflictDoNothing();
  if (added > 0) log?.info({ count: added }, "media library entries added for existing images");
  return { copied, added };
}

/** The stored files in UPLOADS_DIR (none when it does not exist). */
async function directoryUploads(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => isValidStorageKey(name) && !name.endsWith(".tmp")).sort();
  } catch {
    return [];
  }
}

/** Copies the files of UPLOADS_DIR that the storage lacks; returns how many. */
async function copyMissing(dir: string, names: string[], storage: FileStorage, stored: Set<string>): Promise<number> {
  let copied = 0;
  for (const name of names) {
    if (stored.has(name)) continue;
    await storage.put(name, await readFile(path.join(dir, name)), contentTypeOfKey(name));
    stored.add(name);
    copied += 1;
  }
  return copied;
}

/** An entry for every stored `<hash>.webp` that has none, with the smaller copies stored beside it. */
async function addStoredUploads(db: Database, storage: FileStorage, stored: Set<string>): Promise<number> {
  const mainKeys = [...stored].filter((key) => UPLOAD_MAIN_KEY.test(key));
  if (mainKeys.length === 0) return 0;
  const known = new Set(
    (await db.select({ url: media.url }).from(media).where(like(media.url, `${UPLOADS_URL_PREFIX}%`))).map((row) => row.url),
  );
  let added = 0;
  for (const key of mainKeys) {
    const url = `${UPLOADS_URL_PREFIX}${key}`;
    if (known.has(url)) continue;
    const bytes = await storage.get(key);
    if (!bytes) continue;
    const size = await pixelSize(bytes);
    if (!size) continue;
    const hash = key.slice(0, -".webp".length);
    const copies = RESPONSIVE_WIDTHS.map((width) => `${hash}-${width}.webp`).filter((copy) => stored.has(copy));
    added += await insertEntry(db, { url, storageKeys: [key, ...copies], ...size, bytes: bytes.length, originalName: key, createdAt: await uploadedAt(storage, key) });
  }
  return added;
}

/** Entries for the demo artwork (public/images/{blog,portfolio}) that posts and items show. */
async function addDemoArtwork(db: Database): Promise<number> {
  const used = await db.execute(
    sql`SELECT ${blogPosts.imageUrl} AS url FROM ${blogPosts} UNION SELECT ${portfolioItems.imageUrl} FROM ${portfolioItems}`,
  );
  const urls = (used as unknown as { rows: Array<{ url: string }> }).rows.map((row) => row.url).filter((url) => DEMO_ARTWORK.test(url));
  if (urls.length === 0) return 0;
  const known = new Set((await db.select({ url: media.url }).from(media).where(inArray(media.url, urls))).map((row) => row.url));
  let added = 0;
  for (const url of urls.sort()) {
    if (known.has(url)) continue;
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(PUBLIC_DIR, url));
    } catch {
      continue;
    }
    const size = await pixelSize(bytes);
    if (!size) continue;
    added += await insertEntry(db, { url, storageKeys: [], ...size, bytes: bytes.length, originalName: path.basename(url), alt: demoArtworkAlt[url] ?? "" });
  }
  return added;
}

async function insertEntry(db: Database, entry: typeof media.$inferInsert): Promise<number> {
  const inserted = await db.insert(media).values(entry).onConflictDoNothing({ target: media.url }).returning({ id: media.id });
  return inserted.length;
}

async function pixelSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    // Loaded when an image needs measuring (a first start), not on every start.
    const { default: sharp } = await import("sharp");
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** When the file was stored, as near as the storage knows: the entry's upload date. */
async function uploadedAt(storage: FileStorage, key: string): Promise<Date | undefined> {
  const info = await storage.stat(key);
  return info?.lastModified;
}
