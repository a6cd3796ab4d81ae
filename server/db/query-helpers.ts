/** Small helpers for building safe queries from request input. */

/** A LIKE/ILIKE pattern matching `term` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The rows of a raw `db.execute(sql…)`, whichever driver answered (node-postgres wraps them in `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
