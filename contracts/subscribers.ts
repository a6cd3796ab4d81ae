import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { paginated, paginationQuery, searchQuery } from "./pagination.ts";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "./statuses.ts";

/** Newsletter subscribers in the admin panel: list, delete, CSV export. */

/** Where a subscription came from (SPEC §3, §9). */
export const SUBSCRIBER_SOURCES = ["Newsletter Subscription", "Blog Page"] as const;

export const SUBSCRIBER_MESSAGES = {
  fetchFailed: "Failed to fetch subscribers",
  deleted: "Subscriber deleted successfully",
  deleteFailed: "Failed to delete subscriber",
  confirmDelete: "Are you sure you want to delete this subscriber?",
  exportFailed: "Failed to export subscribers",
  exported: "Subscribers exported",
  notFound: "Subscriber not found",
  statusInvalid: "Status must be pending, confirmed or unsubscribed",
  sourceTooLong: "Source must be at most 60 characters",
} as const;

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};
export const SUBSCRIPTION_STATUS_TONES = { pending: "amber", confirmed: "green", unsubscribed: "slate" } as const satisfies Record<
  SubscriptionStatus,
  string
>;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Filters shared by the list and the CSV export. */
export const subscriberFilterSchema = z.object({
  search: searchQuery,
  source: z.preprocess(blankToUndefined, z.string().trim().max(60, { error: SUBSCRIBER_MESSAGES.sourceTooLong }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(SUBSCRIPTION_STATUSES, { error: SUBSCRIBER_MESSAGES.statusInvalid }).optional()),
});
export type SubscriberFilter = z.output<typeof subscriberFilterSchema>;

/** GET /api/newsletter/subscribers?search=&source=&status=&page=&pageSize= */
export const subscriberListQuerySchema = subscriberFilterSchema.extend(paginationQuery);
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const subscriberSchema = z.object({
  id: z.guid(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  source: z.string(),
  createdAt: timestamp().describe("When they subscribed"),
  confirmedAt: timestamp().nullable(),
  unsubscribedAt: timestamp().nullable(),
});
export type Subscriber = z.output<typeof subscriberSchema>;

export const subscriberListResponseSchema = paginated(subscriberSchema);
export type SubscriberListResponse = z.output<typeof subscriberListResponseSchema>;
