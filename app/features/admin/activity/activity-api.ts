import { api } from "#app/lib/admin-api.ts";
import type { ActivityPage } from "#contracts/activity.ts";

export const fetchActivity = (query: URLSearchParams, request: Request) => {
  const search = new URLSearchParams([...query].filter(([key, value]) => ["actor", "kind", "before"].includes(key) && value));
  return api<ActivityPage>(`/api/admin/activity${search.size ? `?${search}` : ""}`, { request });
};

/** A day picked in the filter means "up to the end of that day": entries before the next day's start (UTC). */
export function beforeEndOf(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
