/**
 * Every date the app shows, formatted in one place. Public pages write a post's date in long US
 * format (SPEC §2 "Blog detail"), "November 18, 2026"; every admin screen writes Indian English in the
 * browser's time zone, "18 Nov 2026", a post's date included (a post's scheduled time is India time,
 * `formatIndiaDateTime` in contracts/blog.ts: "18 Nov 2026, 09:30 IST").
 * Formatters are made on first use, so a public page never builds the admin panel's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const LONG_US_DATE = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" } as const;
const ADMIN_DATE = { day: "numeric", month: "short", year: "numeric" } as const;
const ADMIN_DAY = { day: "numeric", month: "short" } as const;
const ADMIN_DATE_TIME = { dateStyle: "medium", timeStyle: "short" } as const;

/** A calendar date (YYYY-MM-DD, no time zone) as midnight in the browser's zone. */
function localDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
}

/** A post's date (YYYY-MM-DD) in long US format, e.g. "November 18, 2026", whatever the time zone. */
export function formatPostDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : formatter("en-US", LONG_US_DATE).format(parsed);
}

/** Admin: a moment (ISO) as "18 Nov 2026". */
export function formatDate(iso: string): string {
  return formatter("en-IN", ADMIN_DATE).format(new Date(iso));
}

/** Admin: a moment (ISO) as "18 Nov 2026, 3:04 pm". */
export function formatDateTime(iso: string): string {
  return formatter("en-IN", ADMIN_DATE_TIME).format(new Date(iso));
}

/** Admin: a calendar date (YYYY-MM-DD) as "18 Nov 2026". */
export function formatCalendarDate(date: string): string {
  return formatter("en-IN", ADMIN_DATE).format(localDate(date));
}

/** Admin: a calendar date (YYYY-MM-DD) as "18 Nov", for chart labels. */
export function formatCalendarDay(date: string): string {
  return formatter("en-IN", ADMIN_DAY).format(localDate(date));
}
