import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "#contracts/upload.ts";
import type { FileStorage } from "#server/storage/file-storage.ts";
import { multipartBody, refusedAuthorizations } from "#tests/support/publishing.ts";
import { STORAGE_BACKENDS, storedKeys, useStorageBackend } from "#tests/support/storage-backends.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

const ENDPOINTS = ["/api/blog/upload", "/api/portfolio/upload"] as const;

/** A colourful test picture (a gradient, so the encoders have something real to do). */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** The same suite over each storage backend: what is stored, what is refused, how files are served. */
describe.each(STORAGE_BACKENDS)("uploads kept in %s storage", (backend) => {
const storageConfigs = useStorageBackend(backend);
let t: TestApp;
let auth: { authorization: string };
let storage: FileStorage;
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp({ fileStorage: await storageConfigs.next() }));
  storage = t.app.services.storage;
  expect(storage.kind).toBe(backend);
});
afterEach(async () => {
  await t.app.close();
});

function upload(
  url: string,
  file: { filename: string; contentType: string; data: Buffer; field?: string },
  headers: Record<string, string> = auth,
) {
  const body = multipartBody(file);
  return t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const storedFiles = () => storedKeys(storage);
const stored = async (key: string) => (await storage.get(key))!;

describe.each(ENDPOINTS)("POST %s", (endpoint) => {
  it("stores a PNG as WebP under a content-hash name, with 480 and 960 px copies, and answers {success, filePath, message}", async () => {
    const png = await picture(1600, 900).png().toBuffer();
    const response = await upload(endpoint, { filename: "storefront.png", contentType: "image/png", data: png });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, filePath: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/), message: "Image uploaded successfully" });

    const name = path.basename(body.filePath, ".webp");
    expect(await storedFiles()).toEqual([`${name}-480.webp`, `${name}-960.webp`, `${name}.webp`]);
    const main = await sharp(await stored(`${name}.webp`)).metadata();
    expect(main).toMatchObject({ format: "webp", width: 1600, height: 900 });
    expect((await sharp(await stored(`${name}-480.webp`)).metadata()).width).toBe(480);
    expect((await sharp(await stored(`${name}-960.webp`)).metadata()).width).toBe(960);

    const served = await t.app.inject({ method: "GET", url: body.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
  });

  it("strips a JPEG's metadata (camera, GPS) after applying its orientation", async () => {
    const jpeg = await picture(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Secret Studio", Artist: "Someone", Make: "PhoneCo" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 33/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "72/1 57/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(endpoint, { filename: "IMG_2041.JPG", contentType: "image/jpeg", data: jpeg });
    expect(response.statusCode).toBe(200);
    const file = await stored(path.basename(response.json().filePath));
    const metadata = await sharp(file).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored picture is upright, so taller than wide.
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect(file.includes("Secret Studio")).toBe(false);
  });

  it("caps the stored image at 2000 px on its longer side", async () => {
    const big = await picture(3000, 1200).jpeg({ quality: 60 }).toBuffer();
    const response = await upload(endpoint, { filename: "banner.jpg", contentType: "image/jpeg", data: big });
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(await stored(path.basename(response.json().filePath))).metadata();
    expect([metadata.width, metadata.height]).toEqual([2000, 800]);
  });

  it.each([
    ["WebP", "image/webp", () => picture(300, 200).webp().toBuffer()],
    ["GIF", "image/gif", () => picture(300, 200).gif().toBuffer()],
    ["AVIF", "image/avif", () => picture(300, 200).avif().toBuffer()],
  ])("accepts a %s image", async (_label, contentType, make) => {
    const response = await upload(endpoint, { filename: "picture", contentType, data: await make() });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it("gives the same name to the same picture uploaded twice", async () => {
    const png = await picture(300, 200).png().toBuffer();
    const first = await upload(endpoint, { filename: "a.png", contentType: "image/png", data: png });
    const second = await upload(endpoint, { filename: "b.png", contentType: "image/png", data: png });
    expect(second.json().filePath).toBe(first.json().filePath);
    expect(await storedFiles()).toHaveLength(3);
  });

  it("refuses a text file renamed to .png (judged by its bytes, not its name or declared type)", async () => {
    const response = await upload(endpoint, { filename: "notes.png", contentType: "image/png", data: Buffer.from("Just some notes, not a picture.\n".repeat(20)) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Only image files are allowed" });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses an SVG (it can carry scripts)", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    const response = await upload(endpoint, { filename: "logo.svg", contentType: "image/svg+xml", data: svg });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Only image files are allowed" });
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ["PNG", "image/png", () => picture(800, 600).png().toBuffer()],
    ["JPEG", "image/jpeg", () => picture(800, 600).jpeg().toBuffer()],
  ])("refuses a truncated %s and stores nothing", async (_label, contentType, make) => {
    const whole = await make();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const response = await upload(endpoint, { filename: "cut", contentType, data: truncated });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Only image files are allowed" });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a 6 MB image while it streams in (413 'File size should be less than 5MB')", async () => {
    const width = 1500;
    const height = 1400;
    const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6 * 1000 * 1000);
    const response = await upload(endpoint, { filename: "huge.png", contentType: "image/png", data: noise });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "File size should be less than 5MB" });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a request without a token, with an expired one and with a forged one", async () => {
    const png = await picture(100, 100).png().toBuffer();
    for (const [label, headers] of await refusedAuthorizations(t.db, t.config)) {
      const response = await upload(endpoint, { filename: "a.png", contentType: "image/png", data: png }, headers);
      expect(response.statusCode, label).toBe(401);
      expect(response.json()).toEqual({ message: "Please log in to upload images" });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("asks for an image when the field 'image' is missing, and for multipart when JSON is sent", async () => {
    const png = await picture(100, 100).png().toBuffer();
    const wrongField = await upload(endpoint, { field: "photo", filename: "a.png", contentType: "image/png", data: png });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: "Please choose an image to upload" });
    const json = await t.app.inject({ method: "POST", url: endpoint, payload: { image: "x" }, headers: auth });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: "Send the image as multipart/form-data in the field 'image'" });
    expect(await storedFiles()).toEqual([]);
  });
});

describe("a multipart body that cannot be read", () => {
  const image = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  it.each([
    ["no boundary", "multipart/form-data", `${image("abc")}hello\r\n--abc--\r\n`],
    ["a wrong boundary", "multipart/form-data; boundary=xyz", `${image("abc")}hello\r\n--abc--\r\n`],
    ["an unterminated part", "multipart/form-data; boundary=abc", `${image("abc")}hello`],
    ["a header cut off", "multipart/form-data; boundary=abc", "--abc\r\nContent-Disposition: form-da"],
  ])("is refused with a 400 and stores nothing: %s", async (_case, contentType, payload) => {
    for (const url of ENDPOINTS) {
      const response = await t.app.inject({ method: "POST", url, payload, headers: { ...auth, "content-type": contentType } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: UPLOAD_MESSAGES.unreadable });
    }
    expect(await storedFiles()).toEqual([]);
  });
});

describe("GET and HEAD /uploads/…", () => {
  async function uploaded() {
    const png = await picture(640, 360).png().toBuffer();
    const response = await upload(ENDPOINTS[0], { filename: "a.png", contentType: "image/png", data: png });
    const filePath: string = response.json().filePath;
    return { filePath, bytes: await stored(path.basename(filePath)) };
  }

  it("serves the stored bytes as an immutable WebP cached for a year, with an ETag and Last-Modified", async () => {
    const { filePath, bytes } = await uploaded();
    const served = await t.app.inject({ method: "GET", url: filePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["accept-ranges"]).toBe("bytes");
    expect(served.headers["content-length"]).toBe(String(bytes.length));
    expect(served.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Date.parse(String(served.headers["last-modified"]))).not.toBeNaN();
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const copy = await t.app.inject({ method: "GET", url: filePath.replace(".webp", "-480.webp") });
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(480);
  });

  it("answers 304 with nothing to download when the browser's copy is current (If-None-Match, If-Modified-Since)", async () => {
    const { filePath } = await uploaded();
    const first = await t.app.inject({ method: "GET", url: filePath });
    const byTag = await t.app.inject({ method: "GET", url: filePath, headers: { "if-none-match": String(first.headers.etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    const byDate = await t.app.inject({ method: "GET", url: filePath, headers: { "if-modified-since": String(first.headers["last-modified"]) } });
    expect(byDate.statusCode).toBe(304);
    const changed = await t.app.inject({ method: "GET", url: filePath, headers: { "if-none-match": '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it("answers a byte range with 206 and exactly those bytes, and a range past the end with 416", async () => {
    const { filePath, bytes } = await uploaded();
    const part = await t.app.inject({ method: "GET", url: filePath, headers: { range: "bytes=10-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-99/${bytes.length}`);
    expect(part.headers["content-length"]).toBe("90");
    expect(part.rawPayload.equals(bytes.subarray(10, 100))).toBe(true);
    const tail = await t.app.inject({ method: "GET", url: filePath, headers: { range: "bytes=-20" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 20))).toBe(true);
    const beyond = await t.app.inject({ method: "GET", url: filePath, headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    expect(beyond.json()).toEqual({ message: UPLOAD_MESSAGES.rangeNotSatisfiable });
    // A range for an older copy of the file (If-Range no longer matches): the whole file.
    const stale = await t.app.inject({ method: "GET", url: filePath, headers: { range: "bytes=0-9", "if-range": '"an-old-tag"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);
  });

  it("answers HEAD with the headers and no body", async () => {
    const { filePath, bytes } = await uploaded();
    const head = await t.app.inject({ method: "HEAD", url: filePath });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(head.headers["content-length"]).toBe(String(bytes.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it.each(["/uploads/0000000000000000.webp", "/uploads/..%2Fpackage.json", "/uploads/a/b.webp", "/uploads/"])(
    "answers %s with a 404 in the one error shape",
    async (url) => {
      for (const method of ["GET", "HEAD"] as const) {
        const missing = await t.app.inject({ method, url });
        expect(missing.statusCode, method).toBe(404);
        if (method === "GET") expect(missing.json()).toEqual({ message: "Not found" });
      }
    },
  );
});

describe("multipart elsewhere", () => {
  it("is not accepted by the JSON endpoints", async () => {
    const body = multipartBody({ filename: "a.txt", contentType: "text/plain", data: Buffer.from("x") });
    const response = await t.app.inject({ method: "POST", url: "/api/blog", payload: body.payload, headers: { ...auth, ...body.headers } });
    expect(response.statusCode).toBe(415);
  });
});
});
