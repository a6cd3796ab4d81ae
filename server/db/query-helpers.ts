/** Small helpers for building safe queries from request input. */

/** A LIKE/ILIKE pattern matching `term` anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
