// A Vite plugin: after the browser build is written, every compressible file in it (our bundles and
// the public/ files Vite copied) gets a brotli (quality 11) and a gzip (level 9) copy beside it, so the
// server sends precompressed bytes and never compresses a static file per request (see
// server/plugins/static-assets.ts and docs/decisions).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats. Images, fonts (WOFF2) and video are compressed already. */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/i;
/** Below about one packet, compression saves nothing worth a header. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const candidates = (await filesUnder(dir)).filter((file) => COMPRESSIBLE_FILE.test(file));
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    candidates.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller is not worth sending: the server falls back to the file itself.
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      files++;
      bytes += body.length;
      brotliBytes += br.length;
    }),
  );
  return { files, bytes, brotliBytes };
}

export function precompressAssets(): Plugin {
  let outDir = "";
  let isSsrBuild = false;
  return {
    name: "vistaar:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    // After every other plugin's (the islands' build writes into the same folder: scripts/islands-build.ts).
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (isSsrBuild) return;
        const { files, bytes, brotliBytes } = await precompressDirectory(outDir);
        this.info?.(`precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
      },
    },
  };
}
