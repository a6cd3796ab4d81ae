import { redirect } from "react-router";
import type { MeResponse } from "#contracts/auth.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { clearAdminSession, loginUrlFor, readAdminSession, saveAdminSession } from "./admin-session.ts";
import { ApiRequestError, apiError, fetchJsonWithHeaders, parseJson } from "./api-client.ts";
import { pageHoldsUnsavedEdits } from "./leave-guards.tsx";
import { askToSignInAgain } from "./sign-in-again.ts";

/**
 * The admin panel's API client: every transport goes through it (JSON calls, uploads with progress,
 * file downloads). It adds `Authorization: Bearer {adminToken}` and applies SPEC §4's 401 rule; the
 * answers and errors are api-client.ts's.
 */

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  /**
   * The client loader's request, when called from one: a 401 then becomes a redirect the loader throws
   * (the router navigates to the sign-in page), and leaving the page cancels the call.
   */
  request?: Request;
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, options)).data;
}

/** `api`, with the answer's headers too (e.g. the total of a paged list in X-Total-Count). */
export async function apiWithHeaders<T = unknown>(path: string, options: ApiOptions = {}): Promise<{ data: T; headers: Headers }> {
  try {
    return await fetchJsonWithHeaders<T>(path, { method: options.method, json: options.json, headers: sessionHeaders(), signal: options.request?.signal });
  } catch (error) {
    if (isRoleRefusal(error)) readProfileAgain();
    throw afterUnauthorized(error, options.request, (options.method ?? "GET") !== "GET");
  }
}

/** The API's 403 for a role that may not use what was asked (not another 403, e.g. two-factor set-up first). */
export const isRoleRefusal = (error: unknown) => error instanceof ApiRequestError && error.status === 403 && error.message === STAFF_MESSAGES.forbidden;

let profileRead: Promise<void> | null = null;

/**
 * The server refused this role: the owner may have changed it since the panel was opened (the layout
 * reads the profile only on entering). The stored profile is read again, so the sidebar and the
 * page's "No access" follow the role the server goes by, without a reload. One read at a time.
 */
function readProfileAgain() {
  profileRead ??= (async () => {
    try {
      const session = readAdminSession();
      if (!session) return;
      const me = await api<MeResponse>("/api/admin/me");
      if (readAdminSession()?.token === session.token) saveAdminSession({ token: session.token, admin: me.admin });
    } catch {
      // Offline, or signed out meanwhile (the 401 rule has run): nothing to update.
    } finally {
      profileRead = null;
    }
  })();
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
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
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
        reject(afterUnauthorized(apiError(request.status, data), undefined, true));
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
  const response = await fetch(path, { headers: sessionHeaders(), credentials: "include" });
  if (!response.ok) throw afterUnauthorized(apiError(response.status, parseJson(await response.text())), undefined, false);
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

function sessionHeaders(): Record<string, string> {
  const session = readAdminSession();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
}

/**
 * SPEC §4: any 401 clears both keys and goes to the login page with the current path as `redirect`,
 * unless already there. From a loader the router makes that move (the redirect is thrown); anywhere
 * else the browser does, and the error says so (`isUnauthorized`), so callers show nothing more.
 * Except where leaving would throw work away (docs/decisions/071): a request that changes something
 * (`write`: a save, an upload, a reply) or a page holding unsaved edits asks for the password over
 * the page instead, and the work stays where it is until the staff member has signed in again.
 */
function afterUnauthorized(error: unknown, request: Request | undefined, write: boolean): unknown {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return error;
  clearAdminSession();
  if (request) {
    const url = new URL(request.url);
    throw redirect(loginUrlFor(`${url.pathname}${url.search}`, { sessionEnded: true }));
  }
  if (write || pageHoldsUnsavedEdits()) askToSignInAgain();
  else if (window.location.pathname !== "/admin/login") {
    window.location.assign(loginUrlFor(`${window.location.pathname}${window.location.search}`, { sessionEnded: true }));
  }
  return new ApiRequestError(error.message, error.status, error.errors, true);
}
