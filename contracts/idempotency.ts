import { z } from "zod";
import { IDEMPOTENCY_KEY_MESSAGE } from "./idempotency-constants.ts";

export * from "./idempotency-constants.ts";

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, IDEMPOTENCY_KEY_MESSAGE);

/** Route contract for the header (other headers pass through untouched). */
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": idempotencyKeySchema.optional().meta({ description: "A key the form made when it rendered; a repeat with the same key and fields answers the first result." }),
});
