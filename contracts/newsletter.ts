import { z } from "zod";
import { withoutControlCharacters } from "./text.ts";
import {
  FOOTER_NEWSLETTER_SOURCE,
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
} from "./newsletter-constants.ts";

/**
 * The newsletter signup payload `{email, timestamp, source}` (SPEC §3, §7), shared by
 * POST /api/newsletter and the no-JavaScript route action. Browser code imports the constants
 * from `newsletter-constants.ts` instead: this module pulls in Zod.
 */
export * from "./newsletter-constants.ts";

const optionalText = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && withoutControlCharacters(value).trim() !== ""
        ? withoutControlCharacters(value).trim().slice(0, max)
        : undefined,
    z.string().optional(),
  );

export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.emailRequired })
    .max(NEWSLETTER_LIMITS.email, { error: NEWSLETTER_MESSAGES.emailTooLong })
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  /** The ISO time the browser sent; kept as given (the server records its own consent time too). */
  timestamp: optionalText(NEWSLETTER_LIMITS.timestamp),
  /** Unknown or missing sources count as the footer's. */
  source: z.preprocess(
    (value) => ((NEWSLETTER_SOURCES as readonly unknown[]).includes(value) ? value : FOOTER_NEWSLETTER_SOURCE),
    z.enum(NEWSLETTER_SOURCES),
  ),
  /** The page the visitor subscribed on (consent record); the Referer header when missing. */
  page: optionalText(NEWSLETTER_LIMITS.page),
}, { error: NEWSLETTER_MESSAGES.emailRequired });

export type NewsletterSubscription = z.input<typeof newsletterSubscriptionSchema>;
export type ValidNewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/** A confirm or unsubscribe token from an email link. */
export const newsletterTokenSchema = z.string().trim().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/);

/** What POST /api/newsletter answers with 200, whether or not the address was already subscribed. */
export const newsletterSubscribedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  confirmationRequired: z.boolean().describe("True when the subscriber must click the link in the confirmation email (double opt-in)"),
});
export type NewsletterSubscribedResponse = z.output<typeof newsletterSubscribedResponseSchema>;
