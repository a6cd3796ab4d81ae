/** The one error shape every API answer uses (DESIGN "Contracts that do not change"); schema in api-schema.ts. */
export type { ApiError } from "./api-schema.ts";

export const GENERIC_ERROR_MESSAGE = "Something went wrong";
export const NOT_FOUND_MESSAGE = "Not found";
export const UNAUTHORIZED_MESSAGE = "Please log in to continue";
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a minute and try again.";
/**
 * A public form past its limit (per email address, or per connection: many people may share one
 * address, e.g. an office or a mobile network), with what to do.
 */
export const FORM_RATE_LIMIT_MESSAGE =
  "Too many messages from this email address or connection in the last minute. Please wait a minute and try again. On a shared connection (an office or mobile network) others may be sending too: you can also email or call us.";
/** A connection past a public form's hourly ceiling (FORM_ADDRESS_HOURLY_FACTOR minutes' worth in an hour). */
export const FORM_HOURLY_LIMIT_MESSAGE =
  "Too many messages from this connection in the last hour. Please try again later. On a shared connection (an office or mobile network) others may be sending too: you can also email or call us.";
/** A JSON body that is not an object (an array, a string, nothing), where a route expects fields. */
export const BODY_NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object.";
export const SERVER_BUSY_MESSAGE = "We are receiving more requests than we can handle right now. Please try again in a few seconds.";
