/** The one message for text over its limit, e.g. "Message must be at most 5,000 characters". */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max.toLocaleString("en-US")} characters`;
}

/**
 * Removes control characters people never type (NUL and friends) but keeps tabs and line breaks.
 * PostgreSQL cannot store NUL, and the others only ever come from scripts.
 * Line breaks are kept as "\n" whichever way they came: a form posted without JavaScript sends
 * "\r\n" (HTML's form encoding), a script sends the textarea's "\n". The same message is then stored
 * the same way, and a message at the textarea's `maxlength` (which counts a line break once) is not
 * refused as too long for its "\r"s.
 */
export function withoutControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
}

/**
 * Text of a one-line field (a name, a subject): as `withoutControlCharacters`, and line breaks and tabs
 * read as one space, so that nobody can add lines of their own where it is shown (e.g. a forged
 * "Email:" line in the staff notification). A form's text input cannot hold them anyway.
 */
export function asOneLine(value: string): string {
  return withoutControlCharacters(value).replace(/[\t\r\n\u2028\u2029]+/g, " ");
}
