/** Status vocabularies shared by the database, the API and the UI (SPEC §3, §4, §9). */

export const CONTACT_STATUSES = ["new", "read", "replied"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Blog posts, portfolio items and content items are either draft or published. */
export const PUBLISH_STATUSES = ["draft", "published"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const PUBLISHED: PublishStatus = "published";

/**
 * Blog posts can also wait for a moment to go live: `scheduled` with a `publishAt`, published by the
 * server at that time (server/modules/blog/scheduled-publishing.ts). Portfolio and content cannot.
 */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const SCHEDULED: PostStatus = "scheduled";

export const CONTENT_TYPES = ["page", "section"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const PROJECT_STATUSES = ["active", "completed", "on-hold"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Double opt-in: pending until the subscriber confirms by email. */
export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
