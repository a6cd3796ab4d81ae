/**
 * The newsletter signup's sources, texts and timings (SPEC §3, §4, §5, §8, §9), without Zod, so the
 * footer and blog forms can import them. `contracts/newsletter.ts` re-exports them next to the schema.
 */

/** 'Newsletter Subscription' from the footer, 'Blog Page' from the blog page (SPEC §3, §9). */
export const NEWSLETTER_SOURCES = ["Newsletter Subscription", "Blog Page"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const FOOTER_NEWSLETTER_SOURCE: NewsletterSource = "Newsletter Subscription";
export const BLOG_NEWSLETTER_SOURCE: NewsletterSource = "Blog Page";

/** How long the footer shows its thanks before the empty form returns (SPEC §4, §9). */
export const FOOTER_THANKS_DURATION_MS = 5000;

/**
 * How long a confirmation link works (double opt-in): a newer signup sends a new one. Unsubscribe links
 * never expire. The server's CONFIRMATION_LINK_TTL_MS and the confirm page's words both come from here.
 */
export const NEWSLETTER_CONFIRMATION_LINK_DAYS = 7;

export const NEWSLETTER_LIMITS = { email: 254, page: 2048, timestamp: 40 } as const;

export const NEWSLETTER_MESSAGES = {
  /** Toast when the email field is empty (SPEC §5, §8). */
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: `Email must be at most ${NEWSLETTER_LIMITS.email} characters`,
  /** Toasts (SPEC §8). */
  success: "Successfully subscribed to our newsletter!",
  failed: "Failed to subscribe. Please try again later.",
  /** The footer's thanks, shown for 5 s (SPEC §4). */
  footerThanks: "Thank you for subscribing! We'll keep you updated.",
  /** The blog page's thanks, which stays (SPEC §2). */
  blogThanks: "Thank you for subscribing to our newsletter!",
  /** Added under the thanks when subscribers confirm by email (double opt-in). */
  checkInbox: "Please check your inbox and confirm your subscription.",
  /** Button label while a subscription is being sent (SPEC §4). */
  subscribing: "Subscribing...",
} as const;

/** What POST /api/newsletter answers with 200; schema in newsletter.ts. */
// eslint-disable-next-line import-x/no-cycle -- a type-only re-export, erased at build time: no cycle at run time
export type { NewsletterSubscribedResponse } from "./newsletter.ts";
