import { GENERIC_ERROR_MESSAGE } from "#contracts/api-error.ts";
import { clearAdminSession, loginUrlFor, readAdminSession } from "./admin-session.ts";

/** An API answer that was not OK: `message` is the server's sentence (or a generic one). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (uploads). */
  formData?: FormData;
  signal?: AbortSignal;
}

/**
 * The one client for our API: adds `Authorization: Bearer {adminToken}`, reads JSON, turns a non-OK
 * answer into an ApiRequestError carrying the server's message, and applies SPEC's 401 rule: clear
 * the stored session and go to the login page with `redirect`, unless already there.
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const session = readAdminSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.formData) {
    body = options.formData;
  }

  const response = await fetch(path, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    credentials: "include",
    signal: options.signal,
  });

  if (response.status === 401) handleUnauthorized();
  const data = await readJson(response);
  if (!response.ok) {
    const message = typeof data?.message === "string" && data.message ? data.message : GENERIC_ERROR_MESSAGE;
    throw new ApiRequestError(message, response.status, data?.errors as Record<string, string> | undefined);
  }
  return data as T;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** SPEC §4: any 401 clears both keys and redirects to login with the current path, unless already there. */
export function handleUnauthorized() {
  clearAdminSession();
  if (window.location.pathname === "/admin/login") return;
  const current = `${window.location.pathname}${window.location.search}`;
  window.location.assign(loginUrlFor(current));
}

/** The message to show for a failed call: the server's when it gave one, else the page's own wording. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return fallback;
}
