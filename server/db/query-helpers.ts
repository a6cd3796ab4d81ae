/** Small helpers for building safe queries from request input. */

/** A LIKE/ILIKE pattern matching `term` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The rows of a raw `db.execute(sql…)`, whichever driver answered (node-postgres wraps them in `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** A LIKE pattern for values starting with `prefix`, taken literally. */
export function startsWithPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** PostgreSQL refused a row because a unique index already holds its value (error 23505), through Drizzle's wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}
