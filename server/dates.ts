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
