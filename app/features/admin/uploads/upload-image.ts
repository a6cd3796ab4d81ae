import { readAdminSession } from "#app/lib/admin-session.ts";
import { apiUpload, type UploadHandle } from "#app/lib/admin-api.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { GENERIC_ERROR_MESSAGE } from "#contracts/api-error.ts";
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
  const refusal = !readAdminSession() ? UPLOAD_MESSAGES.loginRequired : checkImageFile(file);
  // Decided before anything is sent: thrown at once, so the field never shows progress for it.
  if (refusal) throw new UploadRefused(refusal);

  const form = new FormData();
  // The media library keeps the alt text sent with the image (issue 12: an optional text field "alt").
  if (alt !== undefined) form.append("alt", alt);
  form.append(UPLOAD_FIELD, file);
  const upload = apiUpload<Partial<UploadResponse> | null>(endpoint, form, onProgress);
  const done = upload.done.then(
    (answer) => {
      if (!answer?.success || typeof answer.filePath !== "string" || !answer.filePath) throw new Error(UPLOAD_MESSAGES.uploadFailed);
      return answer.filePath;
    },
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.message !== GENERIC_ERROR_MESSAGE) throw error;
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new Error(UPLOAD_MESSAGES.uploadError);
    },
  );
  return { done, abort: upload.abort };
}
