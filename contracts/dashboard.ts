import { z } from "zod";
import { calendarDate, timestamp } from "./api-schema.ts";
import { CONTACT_STATUSES } from "./statuses.ts";

/** GET /api/admin/dashboard: the admin dashboard's figures. Weeks start on Monday, 00:00 UTC. */

export const DASHBOARD_WEEKS = 12;

export const DASHBOARD_MESSAGES = {
  fetchFailed: "Failed to load the dashboard",
} as const;

const count = () => z.number().int();
const publishCounts = z.object({ published: count(), draft: count() });
const postCounts = publishCounts.extend({ scheduled: count().describe("Posts waiting to go live at their publish time") });

export const weeklyFigureSchema = z.object({
  weekStart: calendarDate().describe("Monday of the week (UTC)"),
  contacts: count(),
  subscribers: count(),
});
export type WeeklyFigure = z.output<typeof weeklyFigureSchema>;

/**
 * Each figure is there only for the roles that use its section (contracts/staff-constants.ts): contacts,
 * subscribers and the weekly series for owners and sales, posts and portfolio for owners and editors.
 */
export const dashboardSummarySchema = z.object({
  contacts: z.object({ total: count(), byStatus: z.record(z.enum(CONTACT_STATUSES), count()), newThisWeek: count() }).optional(),
  subscribers: z
    .object({ total: count(), confirmed: count(), pending: count(), thisWeek: count() })
    .optional()
    .describe("Subscribers who have not unsubscribed (confirmed or waiting for confirmation)"),
  posts: postCounts.optional(),
  portfolio: publishCounts.optional(),
  weekly: z.array(weeklyFigureSchema).optional().describe("The last 12 weeks, oldest first, the current week last; weeks without any are 0"),
  email: z
    .object({
      sending: z.boolean().describe("False when the server has no SMTP_URL: emails wait in the outbox and nobody receives them"),
      waiting: count().describe("Emails not delivered yet: replies, invitations, confirmations, staff notifications"),
      failed: count().describe("Emails given up on after their last attempt"),
    })
    .optional()
    .describe("Owners and sales (who send replies and invitations): whether the emails the panel sends reach anyone"),
  generatedAt: timestamp(),
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;
