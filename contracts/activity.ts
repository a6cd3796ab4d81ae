import { z } from "zod";
import { isCalendarDate } from "./blog.ts";
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
 * What an entry's sentence on the activity screen starts with: the record it is about, in the singular
 * ("Contact status changed", not the filter's "Contacts" before "status changed"; found in a QA pass).
 * Null where the action says it all: a sign-in's, an account's own and the settings' ("Signed in").
 */
const ACTIVITY_SUBJECTS: Record<ActivityKind, string | null> = {
  post: "Blog post",
  portfolio: "Portfolio item",
  media: "Image",
  content: "Content item",
  site: "Site content",
  project: "Project",
  contact: "Contact",
  subscriber: "Subscriber",
  user: "Staff member",
  settings: null,
  account: null,
  "sign-in": null,
};

/**
 * Words for an action (or, as "kind:action", for one kind's action) that are more than its name with the
 * hyphens as spaces. A status change of a post or portfolio item is its own action, not "updated" (found
 * in a QA pass): "published", "scheduled", and these two, which also say where the record went. The
 * "kind:action" ones are whole sentences: with the subject before them they would say something else
 * ("Contact replied" is the contact answering).
 */
const ACTIVITY_PHRASES: Readonly<Record<string, string>> = {
  unpublished: "unpublished (moved to draft)",
  unscheduled: "unscheduled (moved to draft)",
  "sign-in-failed": "sign-in failed",
  "two-factor-failed": "two-factor sign-in failed",
  "contact:replied": "Reply sent to a contact",
  "subscriber:exported": "Subscribers exported",
  "user:invitation-resent": "Invitation sent again",
  "user:invitation-accepted": "Invitation accepted",
  "post:restored": "Blog post restored to an earlier version",
  "post:discarded-changes": "Blog post's autosaved edits discarded",
  "post:preview-links-stopped": "Blog post's earlier preview links stopped",
};

/**
 * An entry as a sentence (the activity screen): "Signed in", "Contact status changed", "Blog post
 * unpublished (moved to draft)". Stored entries keep their kind and action as they are; only the words
 * are made here, so an action this list does not know still reads ("Staff member role changed").
 */
export function activityText(kind: ActivityKind, action: string): string {
  const whole = ACTIVITY_PHRASES[`${kind}:${action}`];
  if (whole) return whole;
  // "two-factor" keeps the one hyphen that belongs.
  const phrase = Object.hasOwn(ACTIVITY_PHRASES, action) ? ACTIVITY_PHRASES[action]! : action.replaceAll("-", " ").replace("two factor", "two-factor");
  const subject = Object.hasOwn(ACTIVITY_SUBJECTS, kind) ? ACTIVITY_SUBJECTS[kind] : null;
  return subject ? `${subject} ${phrase}` : `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`;
}

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
  kind: z.preprocess((value) => (value === "" ? undefined : value), z.enum(ACTIVITY_KINDS, { error: STAFF_MESSAGES.activityKindInvalid }).optional()),
  before: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      // The day must be one the calendar has: Date.parse rolls 30 February into March, and the database refused it (a 500).
      .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), {
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
