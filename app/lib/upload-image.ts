import { readAdminSession } from "./admin-session.ts";
import { apiUpload, type UploadHandle } from "./admin-api.ts";
import { ApiRequestError } from "./api-client.ts";
import { GENERIC_ERROR_MESSAGE } from "#contracts/api-error.ts";
import { ALT_FIELD } from "#contracts/media.ts";
import { checkImageFile, UPLOAD_FIELD, UPLOAD_MESSAGES, type UploadResponse } from "#contracts/upload.ts";

export type UploadEndpoint = "/api/blog/upload" | "/api/portfolio/upload";

/** A refusal the browser decided on by itself (no token, too big, not an image). */
export class UploadRefused extends Error {
  override name = "UploadRefused";
}

/**
 * Sends one image through the API client's upload (progress, bearer token, the 401 rule) and resolves
 * with the stored file's path, e.g. "/uploads/3f2a….webp" (SPEC §5 "Image upload", §7, §8).
 */
export function uploadImage(endpoint: UploadEndpoint, file: File, onProgress: (percent: number) => void, alt?: string): UploadHandle<string> {
  const upload = sendImage<Partial<UploadResponse> | null>(endpoint, file, onProgress, alt);
  const done = upload.done.then((answer) => {
    if (!answer?.success || typeof answer.filePath !== "string" || !answer.filePath) throw new Error(UPLOAD_MESSAGES.uploadFailed);
    return answer.filePath;
  });
  return { done, abort: upload.abort };
}

/**
 * The one way an image is sent (the upload field, the media library): checked in the browser first
 * (session, 5 MB, images only; thrown at once as UploadRefused, so nothing shows progress for it), then
 * posted in the field 'image' with, optionally, its alt text. Resolves with the server's answer; a
 * failure without a message of the server's becomes 'Error uploading image'.
 */
export function sendImage<T>(endpoint: UploadEndpoint | "/api/media", file: File, onProgress: (percent: number) => void, alt?: string): UploadHandle<T> {
  const refusal = !readAdminSession() ? UPLOAD_MESSAGES.loginRequired : checkImageFile(file);
  if (refusal) throw new UploadRefused(refusal);

  const form = new FormData();
  // The alt text first, so the server has it before the image streams in.
  if (alt?.trim()) form.append(ALT_FIELD, alt.trim());
  form.append(UPLOAD_FIELD, file);
  const upload = apiUpload<T>(endpoint, form, onProgress);
  const done = upload.done.catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.message !== GENERIC_ERROR_MESSAGE) throw error;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new Error(UPLOAD_MESSAGES.uploadError);
  });
  return { done, abort: upload.abort };
}
