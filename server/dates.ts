/**
 * Times the server writes for people (exports, emails) are India Standard Time, with the zone named:
 * the agency and its staff work in India, whatever the server's own time zone.
 */

const indiaParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-10-01 13:30:00" in IST: the order a spreadsheet sorts and reads as a date and time. */
export function indiaSpreadsheetTime(date: Date): string {
  const part = Object.fromEntries(indiaParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

const indianTime = {
  medium: new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }),
  long: new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" }),
};

/** A moment as the agency reads it, in IST: "18 Nov 2026, 3:04 pm" (medium) or "18 November 2026 at 3:04 pm" (long). */
export function formatIndianTime(date: Date, dateStyle: "medium" | "long" = "medium"): string {
  return indianTime[dateStyle].format(date);
}
