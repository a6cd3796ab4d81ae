import { api } from "#app/lib/admin-api.ts";
import type { DashboardSummary } from "#contracts/dashboard.ts";

export async function fetchDashboard(request: Request) {
  return (await api<{ data: DashboardSummary }>("/api/admin/dashboard", { request })).data;
}
