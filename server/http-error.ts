/** Thrown by services and routes to answer with a 4xx and a message a person can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent as Retry-After (a 429, or a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, undefined, retryAfterSeconds);

/** Headers for a route action's refusal that says when to come back (none without a wait). */
export const retryAfterHeader = (seconds: number | undefined): HeadersInit | undefined => (seconds ? { "Retry-After": String(seconds) } : undefined);
