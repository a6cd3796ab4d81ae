/** The one message for text over its limit, e.g. "Message must be at most 5,000 characters". */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max.toLocaleString("en-US")} characters`;
}

/**
 * Removes control characters people never type (NUL and friends) but keeps tabs and line breaks.
 * PostgreSQL cannot store NUL, and the others only ever come from scripts.
 */
export function withoutControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
}
