import { GENERIC_ERROR_MESSAGE } from "#contracts/api-error.ts";

/**
 * Our API's client, first part: what every caller shares, the public forms included (no admin code,
 * so their pages stay small). The admin's client (bearer token, SPEC's 401 rule, uploads and
 * downloads) is built on it in admin-api.ts.
 */

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

interface FetchJsonOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API with JSON: the answer's body, or an ApiRequestError carrying the server's `{ message, errors }`. */
export async function fetchJson<T = unknown>(path: string, options: FetchJsonOptions = {}): Promise<T> {
  return (await fetchJsonWithHeaders<T>(path, options)).data;
}

/** fetchJson, with the answer's headers too (e.g. a list's X-Total-Count). */
export async function fetchJsonWithHeaders<T = unknown>(path: string, options: FetchJsonOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(path, { method: options.method ?? (body ? "POST" : "GET"), headers, body, credentials: "include", signal: options.signal });
  const data = parseJson(await response.text());
  if (!response.ok) throw apiError(response.status, data);
  return { data: data as T, headers: response.headers };
}

export function parseJson(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The error for a non-OK answer with this body. */
export function apiError(status: number, data: Record<string, unknown> | null, signedOut = false): ApiRequestError {
  const message = typeof data?.message === "string" && data.message ? data.message : GENERIC_ERROR_MESSAGE;
  const errors = data?.errors && typeof data.errors === "object" ? (data.errors as Record<string, string>) : undefined;
  return new ApiRequestError(message, status, errors, signedOut);
}
