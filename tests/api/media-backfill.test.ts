import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { media } from "#server/db/schema.ts";
import { seedDemoContentOnce } from "#server/db/seed.ts";
import { demoArtworkAlt } from "#server/db/seed-data.ts";
import { backfillMediaLibrary } from "#server/modules/media/backfill.ts";
import { storeImage } from "#server/modules/uploads/service.ts";
import { DirectoryStorage } from "#server/storage/directory-storage.ts";
import { storedKeys, useStorageBackend } from "#tests/support/storage-backends.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4f46e5" } })
    .png()
    .toBuffer();

describe("start-up brings the media library up to date with images that predate it", () => {
  const directories = useStorageBackend("directory");
  let t: TestApp;
  let auth: { authorization: string };
  let legacyDir: string;
  beforeEach(() => {
    legacyDir = mkdtempSync(path.join(os.tmpdir(), "vistaar-legacy-uploads-"));
  });
  afterEach(async () => {
    await t.app.close();
    rmSync(legacyDir, { recursive: true, force: true });
  });

  it("adds entries for stored uploads and for the demo artwork seeded posts and items use, once", async () => {
    ({ auth, ...t } = await createSignedInTestApp({ fileStorage: await directories.next() }));
    const { storage } = t.app.services;
    // An image uploaded before the library existed: its files, no entry.
    const old = await storeImage(storage, await picture(900, 600));
    await seedDemoContentOnce(t.db);

    const result = await backfillMediaLibrary({ db: t.db, storage, uploadsDir: legacyDir });
    expect(result).toEqual({ copied: 0, added: 1 + Object.keys(demoArtworkAlt).length });

    const entries = (await t.app.inject({ method: "GET", url: "/api/media", headers: auth })).json();
    const upload = entries.find((entry: { url: string }) => entry.url === old.url);
    expect(upload).toMatchObject({ width: 900, height: 600, bytes: old.bytes, alt: "", usedBy: [] });
    const artwork = entries.find((entry: { url: string }) => entry.url === "/images/portfolio/kesar-sweets.webp");
    expect(artwork).toMatchObject({ width: 1200, height: 675, alt: demoArtworkAlt["/images/portfolio/kesar-sweets.webp"], originalName: "kesar-sweets.webp" });
    expect(artwork.usedBy).toEqual([{ type: "portfolio", id: expect.any(String), title: expect.stringContaining("Kesar") }]);

    expect(await backfillMediaLibrary({ db: t.db, storage, uploadsDir: legacyDir })).toEqual({ copied: 0, added: 0 });
    expect(await t.db.select().from(media)).toHaveLength(entries.length);
  });

  it("copies images left in UPLOADS_DIR into the database storage, so every instance serves them", async () => {
    ({ auth, ...t } = await createSignedInTestApp({ fileStorage: { kind: "database" } }));
    const { storage } = t.app.services;
    const onDisk = await storeImage(new DirectoryStorage(legacyDir), await picture(640, 480));
    writeFileSync(path.join(legacyDir, `${onDisk.storageKeys[0]}.1a2b3c.tmp`), "half a file");

    const result = await backfillMediaLibrary({ db: t.db, storage, uploadsDir: legacyDir });
    expect(result).toEqual({ copied: 3, added: 1 });
    expect(await storedKeys(storage)).toEqual([...onDisk.storageKeys].sort());
    expect((await t.app.inject({ method: "GET", url: onDisk.url })).statusCode).toBe(200);
    const [entry] = await t.db.select().from(media);
    expect(entry).toMatchObject({ url: onDisk.url, width: 640, height: 480 });

    // Already copied: nothing to do at the next start.
    expect(await backfillMediaLibrary({ db: t.db, storage, uploadsDir: legacyDir })).toEqual({ copied: 0, added: 0 });
  });
});
