import { z } from "zod";

/**
 * Zod building blocks every API route contract shares (server/modules/*\/routes.ts): the one error
 * shape, id path parameters and the acknowledgement a delete answers. Browser code reads the error
 * shape's type and messages from `api-error.ts`, which has no Zod.
 */

/** `{ message, errors? }`: the answer to every refused request (DESIGN "Contracts that do not change"). */
export const apiErrorSchema = z
  .object({
    message: z.string().describe("A sentence a person can read"),
    errors: z.record(z.string(), z.string()).optional().describe("Field name → message, for forms that show errors next to their fields"),
  })
  .describe("Error");
export type ApiError = z.output<typeof apiErrorSchema>;

/**
 * A row's id, in a path or a body. Rows are named by UUIDs: anything else names nothing, so it is
 * answered like an unknown id, 404 with the domain's `notFoundMessage` (server/plugins/errors.ts).
 */
export const rowId = (notFoundMessage: string) => z.guid({ error: notFoundMessage });

/** `/{id}` path parameters. */
export const idParams = (notFoundMessage: string) => z.object({ id: rowId(notFoundMessage) });

/** The body of a POST that needs none: nothing, or `{}`. */
export const emptyBodySchema = z.object({}).nullish();

/** What a delete (and any other change without a record to show) answers. */
export const acknowledgementSchema = z.object({ success: z.literal(true), message: z.string() });

/** An ISO 8601 timestamp as the API writes it (`Date#toISOString`). */
export const timestamp = () => z.iso.datetime();
/** A calendar date, YYYY-MM-DD. */
export const calendarDate = () => z.iso.date();
