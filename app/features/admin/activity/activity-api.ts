import { api } from "#app/lib/admin-api.ts";
import type { ActivityPage } from "#contracts/activity.ts";

/** One page of the log; `query` holds only what the API takes (activityApiQuery in activity-filters.ts). */
export const fetchActivity = (query: URLSearchParams, request: Request) => api<ActivityPage>(`/api/admin/activity${query.size ? `?${query}` : ""}`, { request });
