/**
 * Image uploads for blog posts and portfolio items (SPEC §5 "Image upload", §7, §8, §9), shared by the
 * upload field in the admin and by POST /api/blog/upload and /api/portfolio/upload.
 */

/** SPEC §9: at most 5 MB, images only. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The multipart field that carries the file (SPEC §7). */
export const UPLOAD_FIELD = "image";

/** Judged by the file's bytes on the server; SVG is refused (it can carry scripts). */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif"] as const;

/** Stored images are re-encoded to WebP no larger than this on either side. */
export const MAX_IMAGE_DIMENSION = 2000;
/** Decoding refuses anything bigger (a 5 MB PNG can otherwise unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Smaller copies written next to every stored image, named `<name>-<width>.webp`, for `srcset`.
 * The demo artwork in /images/blog and /images/portfolio follows the same naming.
 */
export const RESPONSIVE_WIDTHS = [480, 960] as const;

export const UPLOAD_MESSAGES = {
  tooLarge: "File size should be less than 5MB",
  notAnImage: "Only image files are allowed",
  loginRequired: "Please log in to upload images",
  uploaded: "Image uploaded successfully",
  noFile: "Please choose an image to upload",
  notMultipart: "Send the image as multipart/form-data in the field 'image'",
  /** The multipart body was cut off or malformed (no or a wrong boundary, an unfinished part). */
  unreadable: "The upload could not be read. Please choose the image and try again.",
  tooManyPixels: "This image is too large to process. Please use one under 40 megapixels.",
  /** The upload request failed (network, server error without a message). */
  uploadError: "Error uploading image",
  /** The server answered without a stored file. */
  uploadFailed: "Image upload failed",
  previewFailed: "Failed to load image preview",
  /** A form sent (e.g. with Enter) while its image is still on its way. */
  stillUploading: "Please wait until the image has uploaded",
  /** The file storage (object storage, the database, the disk) failed: nothing was stored. */
  storageUnavailable: "Images cannot be stored or loaded right now. Please try again in a few minutes.",
  /** GET /uploads/… with a Range past the end of the file. */
  rangeNotSatisfiable: "The requested range is not within the file",
} as const;

/** `{ success, filePath, message }`; schema in upload-schema.ts. */
// eslint-disable-next-line import-x/no-cycle -- a type-only re-export, erased at build time: no cycle at run time
export type { UploadResponse } from "./upload-schema.ts";

/** The browser's first check before sending (the server judges the bytes again). */
export function checkImageFile(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
