const LONG_US_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A post's date (YYYY-MM-DD) in long US format, e.g. "November 18, 2026" (SPEC §2 Blog detail). */
export function formatPostDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : LONG_US_DATE.format(parsed);
}
