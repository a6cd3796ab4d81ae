import { redirect } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "#contracts/api-error.ts";
import { clearAdminSession, loginUrlFor, readAdminSession } from "./admin-session.ts";

/** An API answer that was not OK: `message` is the server's sentence (or a generic one). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
    /** True when SPEC's 401 rule was applied: the session is cleared and the admin is on the way to sign in. */
    readonly signedOut = false,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** The server refused the admin's token: the 401 rule below has already sent them to sign in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.signedOut;
}

/** The message to show for a failed call: the server's when it gave one, else the page's own wording. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return fallback;
}

interface RequestOptions {
  /**
   * The client loader's request, when called from one: a 401 then becomes a redirect the loader throws
   * (the router navigates to the sign-in page), and leaving the page cancels the call.
   */
  request?: Request;
  signal?: AbortSignal;
  /** False for the public forms: no admin token is sent and a 401 is only an error. */
  session?: boolean;
}

interface ApiOptions extends RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
}

/**
 * The one client for our API. Every transport goes through it (JSON calls, uploads with progress,
 * file downloads): it adds `Authorization: Bearer {adminToken}`, turns a non-OK answer into an
 * ApiRequestError carrying the server's `{ message, errors }`, and applies SPEC §4's 401 rule.
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers = requestHeaders(options);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: "include",
    signal: options.signal ?? options.request?.signal,
  });
  const data = parseJson(await response.text());
  if (!response.ok) throw failure(response.status, data, options);
  return data as T;
}

export interface UploadHandle<T> {
  done: Promise<T>;
  abort(): void;
}

/**
 * Posts a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress in percent.
 * An aborted upload rejects with a DOMException named AbortError.
 */
export function apiUpload<T = unknown>(path: string, form: FormData, onProgress: (percent: number) => void): UploadHandle<T> {
  const request = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    request.open("POST", path);
    for (const [name, value] of Object.entries(requestHeaders({}))) request.setRequestHeader(name, value);
    request.withCredentials = true;
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onerror = () => reject(new TypeError("Network error"));
    request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    request.onload = () => {
      const data = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failure(request.status, data, {}));
        return;
      }
      onProgress(100);
      resolve(data as T);
    };
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}

/**
 * Downloads a file the API serves (e.g. a CSV export). A plain link cannot carry the bearer token, so
 * the file is fetched with it and handed to the browser as a download. Returns the file's name.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(path, { headers: requestHeaders({}), credentials: "include" });
  if (!response.ok) throw failure(response.status, parseJson(await response.text()), {});
  const blob = await response.blob();
  const filename = (response.headers.get("content-disposition") ?? "").match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const session = options.session === false ? null : readAdminSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

function parseJson(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The error for a non-OK answer, after the 401 rule (which, in a loader, throws a redirect instead). */
function failure(status: number, data: Record<string, unknown> | null, options: RequestOptions): ApiRequestError {
  const signedOut = status === 401 && options.session !== false;
  if (signedOut) signOutAndAskToSignIn(options.request);
  const message = typeof data?.message === "string" && data.message ? data.message : GENERIC_ERROR_MESSAGE;
  const errors = data?.errors && typeof data.errors === "object" ? (data.errors as Record<string, string>) : undefined;
  return new ApiRequestError(message, status, errors, signedOut);
}

/**
 * SPEC §4: any 401 clears both keys and goes to the login page with the current path as `redirect`,
 * unless already there. From a loader the router makes that move; anywhere else the browser does.
 */
function signOutAndAskToSignIn(request: Request | undefined) {
  clearAdminSession();
  if (request) {
    const url = new URL(request.url);
    throw redirect(loginUrlFor(`${url.pathname}${url.search}`));
  }
  if (window.location.pathname === "/admin/login") return;
  window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`));
}
