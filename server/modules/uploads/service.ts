import { createHash, randomBytes } from "node:crypto";
import { rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_DIMENSION,
  MAX_INPUT_PIXELS,
  RESPONSIVE_WIDTHS,
  UPLOAD_MESSAGES,
} from "#contracts/upload.ts";
import { badRequest } from "../../http-error.ts";

/** The public path prefix that `/uploads/*` is served under (server/app.ts). */
export const UPLOADS_URL_PREFIX = "/uploads/";

const WEBP_QUALITY = 80;

/**
 * Turns uploaded bytes into a safe stored image. The type is judged by the bytes (never the name or the
 * declared type); the image is fully decoded and re-encoded, so EXIF (GPS, camera), colour-profile tricks
 * and anything appended to the file are gone. Written as `<content hash>.webp` (at most 2000 px a side)
 * plus `<hash>-480.webp` and `<hash>-960.webp` for srcset. Returns the public path of the main file.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest(UPLOAD_MESSAGES.notAnImage);
  }

  const encoded = await encode(bytes);
  const hash = createHash("sha256").update(encoded.main).digest("hex").slice(0, 32);
  const files: Array<[string, Buffer]> = [
    [`${hash}.webp`, encoded.main],
    ...encoded.variants.map(([width, data]) => [`${hash}-${width}.webp`, data] as [string, Buffer]),
  ];
  await writeAll(uploadsDir, files);
  return `${UPLOADS_URL_PREFIX}${hash}.webp`;
}

async function encode(bytes: Buffer): Promise<{ main: Buffer; variants: Array<[number, Buffer]> }> {
  try {
    // failOn "warning": a truncated or corrupt file is refused rather than stored half-grey.
    const main = await sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate() // apply the EXIF orientation, then the EXIF is dropped with the rest of the metadata
      .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer();
    const variants = await Promise.all(
      RESPONSIVE_WIDTHS.map(async (width) => {
        const data = await sharp(main).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: 4 }).toBuffer();
        return [width, data] as [number, Buffer];
      }),
    );
    return { main, variants };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw badRequest(/pixel limit/i.test(message) ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.notAnImage);
  }
}

/**
 * Writes each file under a temporary name and renames it into place, so a reader never sees half a
 * file. A name that already exists holds the same bytes (it is their hash) and is left alone.
 * If anything fails, the files this call created are removed again.
 */
async function writeAll(dir: string, files: Array<[string, Buffer]>) {
  const created: string[] = [];
  try {
    for (const [name, data] of files) {
      const target = path.join(dir, name);
      if (await exists(target)) continue;
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, data, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      created.push(target);
    }
  } catch (error) {
    await Promise.all(created.map((file) => rm(file, { force: true })));
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
