import { api } from "#app/lib/admin-api.ts";
import type { ActivityPage } from "#contracts/activity.ts";

export const fetchActivity = (query: URLSearchParams, request: Request) => {
  const search = new URLSearchParams([...query].filter(([key, value]) => ["actor", "kind", "before"].includes(key) && value));
  return api<ActivityPage>(`/api/admin/activity${search.size ? `?${search}` : ""}`, { request });
};
