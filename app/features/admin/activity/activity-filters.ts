import { activityQuerySchema } from "#contracts/activity.ts";
import { isCalendarDate } from "#contracts/blog.ts";

/**
 * The activity log's filters, as the address holds them: person (`actor`), kind, day, and `before` (the
 * "Older" link's moment). A value the API would refuse (an unknown kind, a person's id that is not one,
 * a day that is no date) is ignored, as the contacts inbox ignores a page or status it does not know: the
 * list shows, instead of "Unknown kind" with a "Try again" that cannot help (found in a QA pass).
 */
export interface ActivityFilters {
  /** "" for everyone. */
  actor: string;
  /** "" for every kind. */
  kind: string;
  /** The day picked ("YYYY-MM-DD"), "" for none: entries up to its end. */
  day: string;
  /** The moment paging continues from, "" for the newest page. */
  before: string;
}

/** Each kept as the API's own schema would take it (contracts/activity.ts): both judge alike. */
const accepts = (key: "actor" | "kind" | "before", value: string) => activityQuerySchema.shape[key].safeParse(value).success;

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const value = (key: string) => params.get(key)?.trim() ?? "";
  const actor = value("actor");
  const kind = value("kind");
  const day = value("day");
  const before = value("before");
  return {
    actor: actor && accepts("actor", actor) ? actor : "",
    kind: kind && accepts("kind", kind) ? kind : "",
    // A real calendar day as the date input writes it ("2026-02-30" is none: Date would roll it into March).
    day: isCalendarDate(day) ? day : "",
    before: before && accepts("before", before) ? before : "",
  };
}

/** The address's query for these filters (the "Older" and "Newest" links): only what the list is showing. */
export function activityFilterSearch(filters: ActivityFilters): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  return `?${params}`;
}

/** The API's query: the day picked is a moment there (`before` its end), and paging passes one on. */
export function activityApiQuery(filters: ActivityFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.actor) query.set("actor", filters.actor);
  if (filters.kind) query.set("kind", filters.kind);
  const before = filters.before || (filters.day ? beforeEndOf(filters.day) : "");
  if (before) query.set("before", before);
  return query;
}

/** A day picked in the filter means "up to the end of that day": entries before the next day's start (UTC). */
export function beforeEndOf(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
