import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  NEWSLETTER_CONFIRMATION_LINK_DAYS,
  NEWSLETTER_MESSAGES,
  type NewsletterSubscribedResponse,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
  type ValidNewsletterSubscription,
} from "#contracts/newsletter.ts";
import type { SubscriptionStatus } from "#contracts/statuses.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { enqueueEmail, enqueueWebhook, notifyOutbox } from "../../email/outbox.ts";
import { newsletterConfirmationEmail, newsletterWelcomeEmail, type SubscriberEmailInput } from "../../email/templates/newsletter.ts";
import { findEarlierAnswer, type IdempotentSubmission, runOnce } from "../../idempotency/run-once.ts";
import { enforceFormEmailLimit } from "../../plugins/form-rate-limit.ts";
import type { AppServices } from "../../services.ts";
import { isHoneypotFilled, parseBody } from "../../validation.ts";
import { hashToken } from "../auth/one-time-tokens.ts";
import { loadCompanyName } from "../site-content/company.ts";

/**
 * Newsletter subscriptions: signup with a consent record, double opt-in (on by default), one-click
 * unsubscribe. POST /api/newsletter and the /newsletter/* route actions share these functions.
 * Admin concerns (the subscriber list, export) live in their own functions and routes.
 *
 * The emails' links carry tokens the database never holds: it keeps their SHA-256 only (as for staff
 * one-time tokens), so whoever reads it or an archive cannot confirm or unsubscribe anyone. The
 * unsubscribe token is derived from the confirmation token (decision 044), so the welcome email, sent
 * when only the confirmation token from the link is in hand, carries the confirmation email's
 * unsubscribe link. Every email is built from tokens just minted or derived, never from the row.
 */

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * A pending subscriber who signs up again gets the confirmation email again, at most this often (at
 * once when their link has expired).
 */
export const CONFIRMATION_RESEND_INTERVAL_MS = 10 * 60_000;

/**
 * How long a confirmation link works (7 days): after that the confirm page says it expired, and signing
 * up again sends a new one. Unsubscribe links never expire: they must work for as long as the emails exist.
 */
export const CONFIRMATION_LINK_TTL_MS = NEWSLETTER_CONFIRMATION_LINK_DAYS * 24 * 60 * 60_000;

/** The tokens of one pair of links, raw: they go into emails and only their hashes into the database. */
type NewsletterLinks = Pick<SubscriberEmailInput, "confirmToken" | "unsubscribeToken">;

/**
 * The unsubscribe token that belongs to a confirmation token: base64url(HMAC-SHA256(key = confirmation
 * token, "unsubscribe")). Whoever holds the confirmation link can work it out; nobody can from the
 * database, which holds hashes only.
 */
export function unsubscribeTokenFor(confirmToken: string): string {
  return createHmac("sha256", confirmToken).update("unsubscribe").digest("base64url");
}

/** A new pair of links: 32 random bytes for the confirmation, the unsubscribe token derived from them. */
function mintLinks(): NewsletterLinks {
  const confirmToken = randomBytes(32).toString("base64url");
  return { confirmToken, unsubscribeToken: unsubscribeTokenFor(confirmToken) };
}

/** What the database keeps of a pair of links: their hashes, and until when a pending one's confirmation works. */
function storedLinks(links: NewsletterLinks, status: SubscriptionStatus) {
  return {
    confirmTokenHash: hashToken(links.confirmToken),
    unsubscribeTokenHash: hashToken(links.unsubscribeToken),
    confirmExpiresAt: status === "pending" ? sql`now() + (${CONFIRMATION_LINK_TTL_MS}::int * interval '1 millisecond')` : null,
  };
}

const emailInput = (subscription: SubscriptionRow, links: NewsletterLinks): SubscriberEmailInput => ({ email: subscription.email, ...links });

export interface SubscribeContext {
  /** The visitor's address (proxy-aware), kept as part of the consent record. */
  clientIp: string;
  /** The Referer header, used as the consent page when the body names none. */
  referer?: string;
  /** The key the form made when it rendered (server/idempotency/run-once.ts): a repeat changes and sends nothing. */
  idempotencyKey?: string;
}

/**
 * Subscribes an address; throws a 400 HttpError for a missing or invalid email. The answer is the
 * same whether or not the address was known, so it tells a stranger nothing.
 */
export async function subscribeToNewsletter(
  services: AppServices,
  body: unknown,
  context: SubscribeContext,
): Promise<NewsletterSubscribedResponse> {
  // A bot that filled the honeypot is answered like everyone else, and nothing is stored or sent.
  if (isHoneypotFilled(body)) return subscribedAnswer(services);
  return subscribe(services, parseBody(newsletterSubscriptionSchema, body), context);
}

/** `subscribeToNewsletter` for input already validated (POST /api/newsletter's route schema). */
export async function subscribe(
  services: AppServices,
  input: ValidNewsletterSubscription,
  context: SubscribeContext,
): Promise<NewsletterSubscribedResponse> {
  const once: IdempotentSubmission | undefined = context.idempotencyKey
    ? { scope: "newsletter", key: context.idempotencyKey, fields: { email: input.email, source: input.source } }
    : undefined;
  const earlier = await findEarlierAnswer<NewsletterSubscribedResponse>(services.db, once);
  if (earlier) return earlier;
  let queued = false;
  // Counted before the transaction, never inside it (see acceptContact: no second connection per request).
  await enforceFormEmailLimit(services, "newsletter", input.email);
  const { answer } = await runOnce(services.db, once, async (tx) => {
    queued = await recordSubscription(tx, services, input, context);
    return subscribedAnswer(services);
  });
  if (queued) notifyOutbox();
  return answer;
}

/** The answer to every signup, new, known or a bot's: it tells a stranger nothing. */
export function subscribedAnswer(services: AppServices): NewsletterSubscribedResponse {
  return {
    success: true,
    message: NEWSLETTER_MESSAGES.success,
    confirmationRequired: services.config.newsletterDoubleOptIn,
  };
}

/** Returns true when it queued an email or webhook. */
async function recordSubscription(
  tx: Transaction,
  services: AppServices,
  input: ValidNewsletterSubscription,
  context: SubscribeContext,
): Promise<boolean> {
  const { config } = services;
  const doubleOptIn = config.newsletterDoubleOptIn;
  const consent = {
    source: input.source,
    clientTimestamp: input.timestamp ?? null,
    consentAt: new Date(),
    consentPage: (input.page ?? context.referer)?.slice(0, 2048) ?? null,
    consentIp: context.clientIp.slice(0, 64),
  };
  const initialStatus: SubscriptionStatus = doubleOptIn ? "pending" : "confirmed";
  const brand = () => loadCompanyName(tx);

  // Minted up front; only the paths below that send an email store them (as hashes).
  const links = mintLinks();
  const [created] = await tx
    .insert(newsletterSubscriptions)
    .values({
      email: input.email,
      status: initialStatus,
      ...consent,
      ...storedLinks(links, initialStatus),
      confirmedAt: doubleOptIn ? null : consent.consentAt,
    })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  if (created) {
    await queueSubscriptionEmails(tx, services, created, links, input);
    return true;
  }

  const [existing] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, input.email))
    .for("update");
  if (!existing) return false;

  if (existing.status === "unsubscribed") {
    // Coming back: a fresh consent record, new links, and confirmation again under double opt-in.
    const [resubscribed] = await tx
      .update(newsletterSubscriptions)
      .set({
        status: initialStatus,
        ...consent,
        ...storedLinks(links, initialStatus),
        confirmedAt: doubleOptIn ? null : consent.consentAt,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscriptions.id, existing.id))
      .returning();
    await queueSubscriptionEmails(tx, services, resubscribed!, links, input);
    return true;
  }

  if (existing.status === "pending" && doubleOptIn) {
    // They may have lost the first email; resend it, but not to anyone who asks every few seconds
    // (unless its link has expired). The new email's links replace the older email's.
    const [touched] = await tx
      .update(newsletterSubscriptions)
      .set({ ...storedLinks(links, "pending"), updatedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscriptions.id, existing.id),
          or(
            lt(newsletterSubscriptions.updatedAt, sql`now() - (${CONFIRMATION_RESEND_INTERVAL_MS}::int * interval '1 millisecond')`),
            isNull(newsletterSubscriptions.confirmExpiresAt),
            lte(newsletterSubscriptions.confirmExpiresAt, sql`now()`),
          ),
        ),
      )
      .returning();
    if (!touched) return false;
    await enqueueEmail(tx, newsletterConfirmationEmail(emailInput(touched, links), { publicUrl: config.publicUrl, brand: await brand() }));
    return true;
  }

  if (existing.status === "pending" && !doubleOptIn) {
    // Double opt-in was turned off since: asking again is consent enough. New links: the welcome email
    // needs an unsubscribe link, and the row holds only hashes.
    const [confirmed] = await tx
      .update(newsletterSubscriptions)
      .set({ status: "confirmed", confirmedAt: new Date(), ...storedLinks(links, "confirmed") })
      .where(eq(newsletterSubscriptions.id, existing.id))
      .returning();
    await enqueueEmail(tx, newsletterWelcomeEmail(emailInput(confirmed!, links), { publicUrl: config.publicUrl, brand: await brand() }));
    await forwardToWebhook(tx, config, confirmed!);
    return true;
  }

  // Already confirmed: nothing to do, and nothing to tell.
  return false;
}

async function queueSubscriptionEmails(
  tx: Transaction,
  services: AppServices,
  subscription: SubscriptionRow,
  links: NewsletterLinks,
  input: ValidNewsletterSubscription,
) {
  const { config } = services;
  const options = { publicUrl: config.publicUrl, brand: await loadCompanyName(tx) };
  if (subscription.status === "pending") {
    await enqueueEmail(tx, newsletterConfirmationEmail(emailInput(subscription, links), options));
  } else {
    await enqueueEmail(tx, newsletterWelcomeEmail(emailInput(subscription, links), options));
  }
  if (subscription.status === "confirmed") await forwardToWebhook(tx, config, subscription, input.timestamp);
}

/**
 * Sends a subscriber on to NEWSLETTER_WEBHOOK_URL (the agency's spreadsheet) once they are subscribed
 * for real: at sign-up without double opt-in, else when they confirm. Unconfirmed addresses never leave.
 */
async function forwardToWebhook(tx: Transaction, config: AppServices["config"], subscription: SubscriptionRow, timestamp?: string) {
  if (!config.newsletterWebhookUrl) return;
  // The payload the agency's spreadsheet script has always received (SPEC §3, §7).
  await enqueueWebhook(tx, {
    purpose: "newsletter-webhook",
    url: config.newsletterWebhookUrl,
    body: {
      email: subscription.email,
      timestamp: timestamp ?? subscription.clientTimestamp ?? subscription.consentAt.toISOString(),
      source: subscription.source,
    },
  });
}

export interface SubscriptionSummary {
  email: string;
  status: SubscriptionStatus;
}

const validToken = (token: string | null | undefined): string | undefined => {
  const parsed = newsletterTokenSchema.safeParse(token);
  return parsed.success ? parsed.data : undefined;
};

export interface ConfirmLinkSummary extends SubscriptionSummary {
  /** Still pending, but the link is past its CONFIRMATION_LINK_TTL_MS: it no longer confirms. */
  expired: boolean;
}

/** A pending subscription whose confirmation link no longer works (its week is over). */
const confirmLinkExpired = sql<boolean>`(${newsletterSubscriptions.status} = 'pending' AND (${newsletterSubscriptions.confirmExpiresAt} IS NULL OR ${newsletterSubscriptions.confirmExpiresAt} <= now()))`;

/** For the confirm page: whose subscription a confirmation token belongs to, if any, and whether the link expired. */
export async function findSubscriptionByConfirmToken(db: Database, token: string | null | undefined): Promise<ConfirmLinkSummary | null> {
  const valid = validToken(token);
  if (!valid) return null;
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status, expired: confirmLinkExpired })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(valid)));
  return row ?? null;
}

/** For the unsubscribe page: whose subscription an unsubscribe token belongs to, if any. */
export async function findSubscriptionByUnsubscribeToken(db: Database, token: string | null | undefined): Promise<SubscriptionSummary | null> {
  const valid = validToken(token);
  if (!valid) return null;
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(valid)));
  return row ?? null;
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "expired" | "not-found";

/** Double opt-in: the POST behind the 'Confirm subscription' button. Idempotent. */
export async function confirmSubscription(services: AppServices, token: string | null | undefined): Promise<ConfirmOutcome> {
  const valid = validToken(token);
  if (!valid) return "not-found";
  const tokenHash = hashToken(valid);
  const links: NewsletterLinks = { confirmToken: valid, unsubscribeToken: unsubscribeTokenFor(valid) };
  const outcome = await services.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [confirmed] = await tx
      .update(newsletterSubscriptions)
      // The unsubscribe hash is set to the derived token's: the same for links minted since migration
      // 0013, and for a subscription stored before it, the link the welcome email below carries.
      .set({ status: "confirmed", confirmedAt: new Date(), confirmExpiresAt: null, unsubscribeTokenHash: hashToken(links.unsubscribeToken) })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
          eq(newsletterSubscriptions.status, "pending"),
          gt(newsletterSubscriptions.confirmExpiresAt, sql`now()`),
        ),
      )
      .returning();
    if (confirmed) {
      await enqueueEmail(tx, newsletterWelcomeEmail(emailInput(confirmed, links), { publicUrl: services.config.publicUrl, brand: await loadCompanyName(tx) }));
      await forwardToWebhook(tx, services.config, confirmed);
      return "confirmed";
    }
    const [row] = await tx
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash));
    if (!row) return "not-found";
    if (row.status === "pending") return "expired";
    return row.status === "confirmed" ? "already-confirmed" : "unsubscribed";
  });
  if (outcome === "confirmed") notifyOutbox();
  return outcome;
}

export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "not-found";

/** The unsubscribe page's button and RFC 8058 one-click POSTs. Idempotent. */
export async function unsubscribe(db: Database, token: string | null | undefined): Promise<UnsubscribeOutcome> {
  const valid = validToken(token);
  if (!valid) return "not-found";
  const tokenHash = hashToken(valid);
  const [changed] = await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmExpiresAt: null })
    .where(and(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash), sql`${newsletterSubscriptions.status} <> 'unsubscribed'`))
    .returning({ id: newsletterSubscriptions.id });
  if (changed) return "unsubscribed";
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash));
  return row ? "already-unsubscribed" : "not-found";
}
