import { SERVER_BUSY_MESSAGE } from "./api-error.ts";

/**
 * What a visitor reads when the site cannot do what they asked because its database cannot (503,
 * with Retry-After). Nothing they sent was stored: they can send it again.
 */
export const SERVICE_UNAVAILABLE_MESSAGES = {
  /** The database server is restarting, failing over or out of reach. */
  unreachable: "The site is briefly unavailable. Please try again in a minute.",
  /** Every database connection is busy, or the embedded database's queue is full (a flood of requests). */
  busy: SERVER_BUSY_MESSAGE,
  /** The database cannot store anything (disk full, read-only storage or server). */
  cannotWrite: "The site cannot take messages right now. Please try again later.",
} as const;
