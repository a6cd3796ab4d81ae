import type { ContactStatus } from "./statuses.ts";

/** GET /api/admin/dashboard: the admin dashboard's figures. Weeks start on Monday, 00:00 UTC. */

export const DASHBOARD_WEEKS = 12;

export const DASHBOARD_MESSAGES = {
  fetchFailed: "Failed to load the dashboard",
} as const;

export interface WeeklyFigure {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  weekStart: string;
  contacts: number;
  subscribers: number;
}

export interface DashboardSummary {
  contacts: { total: number; byStatus: Record<ContactStatus, number>; newThisWeek: number };
  /** Subscribers who have not unsubscribed (confirmed or waiting for confirmation). */
  subscribers: { total: number; confirmed: number; pending: number; thisWeek: number };
  posts: { published: number; draft: number };
  portfolio: { published: number; draft: number };
  /** The last 12 weeks, oldest first, the current week last; weeks without any are 0. */
  weekly: WeeklyFigure[];
  generatedAt: string;
}
