/**
 * Business hours as staff type them ("Monday - Friday", "9:00 AM - 6:00 PM") turned into schema.org's
 * OpeningHoursSpecification for the JSON-LD, so search engines see the hours the site shows. An entry
 * that says "Closed", or that cannot be read as days and a time range, is left out (schema.org reads a
 * day with no specification as closed or unknown): the visible text stays the source of truth.
 */

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof DAYS)[number];

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: Day[];
  opens: string;
  closes: string;
}

const RANGE = /\s*(?:-|–|—|\bto\b)\s*/i;

/** A day's name or its start ("Mon", "Tues", "sa"): its place in the week, -1 when it names none. */
function dayOf(text: string): number {
  const word = text.trim().toLowerCase().replace(/\.$/, "");
  return word.length < 2 ? -1 : DAYS.findIndex((day) => day.toLowerCase().startsWith(word));
}

/** "Monday - Friday", "Sat", "Mon, Wed, Fri": the days named, in week order; null when any part is not a day. */
export function parseDays(text: string): Day[] | null {
  const days = new Set<number>();
  for (const part of text.split(/\s*(?:,|&|\band\b)\s*/i)) {
    const ends = part.split(RANGE);
    if (ends.length > 2) return null;
    const first = dayOf(ends[0] ?? "");
    const last = ends.length === 2 ? dayOf(ends[1] ?? "") : first;
    if (first < 0 || last < 0) return null;
    for (let day = first; ; day = (day + 1) % DAYS.length) {
      days.add(day);
      if (day === last) break;
    }
  }
  return days.size > 0 ? [...days].sort((a, b) => a - b).map((day) => DAYS[day]!) : null;
}

/** "9:00 AM", "9 am", "18:00", "6.30pm" as "HH:MM"; null when it is not a time. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  const meridiem = match[3]?.toLowerCase().replace(/\./g, "");
  if (minutes > 59 || (meridiem ? hours < 1 || hours > 12 : hours > 24)) return null;
  if (meridiem === "pm" && hours < 12) hours += 12;
  if (meridiem === "am" && hours === 12) hours = 0;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

export function openingHoursSpecification(hours: ReadonlyArray<{ days: string; hours: string }>): OpeningHoursSpecification[] {
  const specification: OpeningHoursSpecification[] = [];
  for (const entry of hours) {
    const days = parseDays(entry.days);
    const times = entry.hours.split(RANGE);
    if (!days || times.length !== 2) continue;
    const opens = parseTime(times[0]!);
    const closes = parseTime(times[1]!);
    if (!opens || !closes) continue;
    specification.push({ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes });
  }
  return specification;
}
