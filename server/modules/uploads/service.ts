import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_DIMENSION,
  MAX_INPUT_PIXELS,
  RESPONSIVE_WIDTHS,
  UPLOAD_MESSAGES,
} from "#contracts/upload.ts";
import { badRequest } from "../../http-error.ts";
import type { FileStorage } from "../../storage/file-storage.ts";

/** The public path prefix that `/uploads/*` is served under (plugins/uploaded-files.ts). */
export const UPLOADS_URL_PREFIX = "/uploads/";

const WEBP_QUALITY = 80;
const WEBP = "image/webp";

/** What a stored upload is: its public path, every stored size's key, and the main file's size. */
export interface StoredImage {
  url: string;
  storageKeys: string[];
  width: number;
  height: number;
  bytes: number;
}

/**
 * Turns uploaded bytes into a safe stored image. The type is judged by the bytes (never the name or the
 * declared type); the image is fully decoded and re-encoded, so EXIF (GPS, camera), colour-profile tricks
 * and anything appended to the file are gone. Stored as `<content hash>.webp` (at most 2000 px a side)
 * plus `<hash>-480.webp` and `<hash>-960.webp` for srcset, in the configured storage; resolves once all
 * of them are durably stored.
 */
export async function storeImage(storage: FileStorage, bytes: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest(UPLOAD_MESSAGES.notAnImage);
  }

  const encoded = await encode(bytes);
  const hash = createHash("sha256").update(encoded.main.data).digest("hex").slice(0, 32);
  const files: Array<[string, Buffer]> = [
    [`${hash}.webp`, encoded.main.data],
    ...encoded.variants.map(([width, data]) => [`${hash}-${width}.webp`, data] as [string, Buffer]),
  ];
  await storeAll(storage, files);
  return {
    url: `${UPLOADS_URL_PREFIX}${hash}.webp`,
    storageKeys: files.map(([key]) => key),
    width: encoded.main.width,
    height: encoded.main.height,
    bytes: encoded.main.data.length,
  };
}

async function encode(bytes: Buffer): Promise<{ main: { data: Buffer; width: number; height: number }; variants: Array<[number, Buffer]> }> {
  // Loaded on the first upload, not at start-up.
  const { default: sharp } = await import("sharp");
  try {
    // failOn "warning": a truncated or corrupt file is refused rather than stored half-grey.
    const { data, info } = await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate() // apply the EXIF orientation, then the EXIF is dropped with the rest of the metadata
      .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const variants = await Promise.all(
      RESPONSIVE_WIDTHS.map(async (width) => {
        const variant = await sharp(data).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
        return [width, variant] as [number, Buffer];
      }),
    );
    return { main: { data, width: info.width, height: info.height }, variants };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw badRequest(/pixel limit/i.test(message) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.notAnImage);
  }
}

/**
 * Stores each file unless it is already there (a name holds the same bytes: it is their hash). If
 * anything fails, the files this call stored are removed again, so a refused upload leaves nothing.
 */
async function storeAll(storage: FileStorage, files: Array<[string, Buffer]>) {
  const created: string[] = [];
  try {
    for (const [key, data] of files) {
      if (await storage.exists(key)) continue;
      await storage.put(key, data, WEBP);
      created.push(key);
    }
  } catch (error) {
    await Promise.allSettled(created.map((key) => storage.delete(key)));
    throw error;
  }
}
