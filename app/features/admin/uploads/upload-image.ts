import { readAdminSession } from "#app/lib/admin-session.ts";
import { ApiRequestError, handleUnauthorized } from "#app/lib/api-client.ts";
import { checkImageFile, UPLOAD_FIELD, UPLOAD_MESSAGES, type UploadResponse } from "#contracts/upload.ts";

export type UploadEndpoint = "/api/blog/upload" | "/api/portfolio/upload";

export interface UploadHandle {
  /** The stored file's path, e.g. "/uploads/3f2a….webp". */
  done: Promise<string>;
  abort(): void;
}

/** A refusal the browser decided on by itself (no token, too big, not an image). */
export class UploadRefused extends Error {
  override name = "UploadRefused";
}

/**
 * Sends one image with XMLHttpRequest, which (unlike fetch) reports upload progress. Same rules as
 * the API client: the bearer token, the server's message on failure, and SPEC's 401 rule.
 */
export function uploadImage(endpoint: UploadEndpoint, file: File, onProgress: (percent: number) => void): UploadHandle {
  const session = readAdminSession();
  const refusal = !session ? UPLOAD_MESSAGES.loginRequired : checkImageFile(file);
  // Decided before anything is sent: thrown at once, so the field never shows progress for it.
  if (refusal) throw new UploadRefused(refusal);

  const request = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    request.open("POST", endpoint);
    request.setRequestHeader("Authorization", `Bearer ${session!.token}`);
    request.setRequestHeader("Accept", "application/json");
    request.withCredentials = true;
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onerror = () => reject(new Error(UPLOAD_MESSAGES.uploadError));
    request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status === 401) handleUnauthorized();
      if (request.status < 200 || request.status >= 300) {
        const message = typeof body?.message === "string" && body.message ? body.message : UPLOAD_MESSAGES.uploadError;
        reject(new ApiRequestError(message, request.status));
        return;
      }
      if (!body?.success || typeof body.filePath !== "string" || !body.filePath) {
        reject(new Error(UPLOAD_MESSAGES.uploadFailed));
        return;
      }
      onProgress(100);
      resolve(body.filePath);
    };
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

function parseJson(text: string): Partial<UploadResponse> | null {
  try {
    return JSON.parse(text) as Partial<UploadResponse>;
  } catch {
    return null;
  }
}
