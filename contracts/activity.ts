import { z } from "zod";
import { STAFF_MESSAGES } from "./staff-constants.ts";

/** The activity log (issue 14): who changed what in the admin, and when. GET /api/admin/activity (owner). */

export const ACTIVITY_KINDS = [
  "post",
  "portfolio",
  "media",
  "content",
  "site",
  "project",
  "contact",
  "subscriber",
  "user",
  "settings",
  "account",
  "sign-in",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  post: "Blog posts",
  portfolio: "Portfolio",
  media: "Media",
  content: "Content",
  site: "Site content",
  project: "Projects",
  contact: "Contacts",
  subscriber: "Subscribers",
  user: "Staff",
  settings: "Settings",
  account: "Accounts and passwords",
  "sign-in": "Sign-ins",
};

/**
 * Actions whose words are more than the action's name with its hyphens as spaces (the activity screen).
 * A status change of a post or portfolio item is its own action, not "updated" (found in a QA pass):
 * "published", "scheduled", and these two, which also say where the record went.
 */
export const ACTIVITY_ACTION_LABELS: Readonly<Record<string, string>> = {
  unpublished: "unpublished (moved to draft)",
  unscheduled: "unscheduled (moved to draft)",
};

/** How long entries are kept (a maintenance job deletes older ones). */
export const ACTIVITY_RETENTION_DAYS = 365;
export const ACTIVITY_PAGE_SIZE = 50;

export const activityEntrySchema = z.object({
  id: z.string().describe("Increasing: a later entry has a larger id"),
  at: z.string().describe("When, ISO 8601 with microseconds (UTC)"),
  actor: z
    .object({ id: z.guid().nullable().describe("Null once the person was deleted"), name: z.string(), email: z.string() })
    .nullable()
    .describe("Who did it (null for a failed sign-in with an unknown email)"),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.string().describe(
    "created, updated, published, unpublished, scheduled, unscheduled, deleted, status-changed, replied, exported, signed-in, sign-in-failed, …",
  ),
  entityId: z.string().nullable(),
  title: z.string().nullable().describe("The record's title (or name, or email) at the time"),
  ip: z.string().nullable(),
  href: z.string().nullable().describe("Where the record is in the admin panel, while it still exists"),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  actor: z.preprocess((value) => (value === "" ? undefined : value), z.guid({ error: STAFF_MESSAGES.activityActorInvalid }).optional()),
  kind: z.preprocess((value) => (value === "" ? undefined : value), z.enum(ACTIVITY_KINDS, { error: "Unknown kind" }).optional()),
  before: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
        error: STAFF_MESSAGES.activityBeforeInvalid,
      })
      .optional()
      .describe("Only entries strictly before this moment (a date means its start, UTC); pass `nextBefore` for the next page"),
  ),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  data: z.array(activityEntrySchema).describe(`Newest first, at most ${ACTIVITY_PAGE_SIZE}`),
  nextBefore: z.string().nullable().describe("`before` for the next (older) page; null on the last page"),
  actors: z.array(z.object({ id: z.guid(), name: z.string(), email: z.string() })).describe("Everyone on the staff, for the filter"),
});
export type ActivityPage = z.output<typeof activityPageSchema>;
