import { asc, eq, inArray, max, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { SITE_CONTENT_MESSAGES } from "#contracts/site-content.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { badRequest } from "../../http-error.ts";

/**
 * Order within a list of site content (FAQ, testimonials, …): every table has `order` (sort_order,
 * 0 first); a new entry without one goes to the end; drag-to-reorder sends every id in its new order.
 */

export interface OrderedTable {
  table: PgTable;
  id: AnyPgColumn;
  order: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/** The order a new entry takes when the request names none: after the last. */
export async function orderAtEnd(db: Database | Transaction, { table, order }: OrderedTable): Promise<number> {
  const [row] = await db.select({ last: max(order) }).from(table);
  const last = row?.last as number | null | undefined;
  return last === null || last === undefined ? 0 : last + 1;
}

/** Sorting for lists: by order, then the older entry first (two entries given the same order stay stable). */
export const inListOrder = ({ order, createdAt, id }: OrderedTable) => [asc(order), asc(createdAt), asc(id)];

/**
 * Sets every entry's order to its place in `ids`, which must name each entry of the table exactly once
 * (a list edited meanwhile by someone else is refused rather than half-applied). One transaction.
 */
export async function reorderAll(db: Database, ordered: OrderedTable, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: ordered.id }).from(ordered.table).for("update");
    const known = new Set(existing.map((row) => String(row.id)));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest(SITE_CONTENT_MESSAGES.reorderMismatch, { ids: SITE_CONTENT_MESSAGES.reorderMismatch });
    }
    if (ids.length === 0) return;
    const cases = sql.join(
      ids.map((id, index) => sql`WHEN ${id}::uuid THEN ${index}::integer`),
      sql` `,
    );
    await tx
      .update(ordered.table)
      // Every site-content table names its order column `order` (schema.ts).
      .set({ order: sql`CASE ${ordered.id} ${cases} END` } as Record<string, unknown>)
      .where(inArray(ordered.id, [...ids]));
  });
}

/**
 * The list, create and replace of a kind whose entries are plain rows (FAQ, testimonials, team, client
 * logos, legal pages): `toEntry` turns a row into what the API answers, `toColumns` an input into the
 * row's columns (without `order`, which is handled here: a create without one goes to the end, a replace
 * without one keeps its place).
 */
export function orderedCollection<Row, Input extends { order?: number | undefined }, Entry>(
  ordered: OrderedTable,
  toEntry: (row: Row) => Entry,
  toColumns: (input: Input) => object,
) {
  // Drizzle cannot type inserts into a table it only knows as PgTable: the columns come from typed callers.
  const columns = (values: object) => values as never;
  return {
    async list(db: Database): Promise<Entry[]> {
      const rows = (await db.select().from(ordered.table).orderBy(...inListOrder(ordered))) as Row[];
      return rows.map(toEntry);
    },
    async create(db: Database, input: Input): Promise<Entry> {
      const order = input.order ?? (await orderAtEnd(db, ordered));
      const [row] = (await db.insert(ordered.table).values(columns({ ...toColumns(input), order })).returning()) as Row[];
      return toEntry(row!);
    },
    async update(db: Database, id: string, input: Input): Promise<Entry | null> {
      const changes = { ...toColumns(input), ...(input.order === undefined ? {} : { order: input.order }), updatedAt: new Date() };
      const [row] = (await db.update(ordered.table).set(columns(changes)).where(eq(ordered.id, id)).returning()) as Row[];
      return row ? toEntry(row) : null;
    },
  };
}

/** Deletes one entry; answers the deleted row, or null when there was none. */
export async function deleteById(db: Database, ordered: OrderedTable, id: string): Promise<Record<string, unknown> | null> {
  const [deleted] = await db.delete(ordered.table).where(eq(ordered.id, id)).returning();
  return (deleted as Record<string, unknown> | undefined) ?? null;
}

/** Runs `write`; a unique violation (a slug taken meanwhile by a concurrent write) becomes `refusal()`. */
export async function refusingDuplicates<Result>(write: () => Promise<Result>, refusal: () => Error): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/** PostgreSQL's unique_violation, from either driver (drizzle wraps the driver's error as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  const code = (candidate: unknown) => (candidate as { code?: string } | undefined)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown } | undefined)?.cause) === "23505";
}
