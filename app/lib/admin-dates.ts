/** Dates as staff read them in the admin panel (the browser's time zone, Indian English). */

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** "18 Nov 2026" */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "18 Nov 2026, 3:04 pm" */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD, no time zone) as "18 Nov 2026". */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return dateFormat.format(new Date(year!, month! - 1, day!));
}
