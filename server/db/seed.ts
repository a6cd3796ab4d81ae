import { randomBytes } from "node:crypto";
import { NEWSLETTER_CONFIRMATION_LINK_DAYS } from "#contracts/newsletter-constants.ts";
import { slugFromTitle } from "#contracts/post-address.ts";
import { hashToken } from "../modules/auth/one-time-tokens.ts";
import type { Database } from "./client.ts";
import {
  appSettings,
  blogPosts,
  contactReplies,
  contacts,
  contentItems,
  newsletterSubscriptions,
  portfolioItems,
  projects,
} from "./schema.ts";
import {
  daysAgo,
  demoBlogPosts,
  demoContacts,
  demoContentItems,
  demoPortfolioItems,
  demoProjects,
  demoSubscribers,
} from "./seed-data.ts";

const SEEDED_SETTING = "demo_content_seeded_at";

/**
 * Adds the demo content the first time the app starts on an empty database, and never again
 * (deleting demo rows must not bring them back). Returns true when it seeded.
 * All in one transaction: either everything is added, or nothing and the marker is not set.
 */
export async function seedDemoContentOnce(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEEDED_SETTING, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    await tx.insert(blogPosts).values(demoBlogPosts.map((post) => ({ ...post, slug: slugFromTitle(post.title) })));
    // A minute apart, the first listed newest: inserted together they would share one timestamp, and the
    // newest-first lists would show them in whatever order their random ids fall in each database.
    await tx.insert(portfolioItems).values(
      demoPortfolioItems.map((item, index) => {
        const createdAt = new Date(Date.now() - index * 60_000);
        return { ...item, createdAt, updatedAt: createdAt };
      }),
    );
    for (const { replies, ...contact } of demoContacts) {
      const [row] = await tx.insert(contacts).values(contact).returning({ id: contacts.id });
      for (const reply of replies ?? []) {
        await tx.insert(contactReplies).values({ contactId: row!.id, message: reply.message });
      }
    }
    await tx.insert(contentItems).values(demoContentItems);
    await tx.insert(projects).values(demoProjects);
    await tx.insert(newsletterSubscriptions).values(
      demoSubscribers.map((subscriber) => ({
        email: subscriber.email,
        source: subscriber.source,
        status: subscriber.status,
        consentAt: daysAgo(subscriber.daysAgo),
        confirmedAt: subscriber.status === "confirmed" ? daysAgo(subscriber.daysAgo) : null,
        createdAt: daysAgo(subscriber.daysAgo),
        // Demo subscribers have no emails to carry links: hashes of tokens nobody holds.
        confirmTokenHash: hashToken(randomBytes(32).toString("base64url")),
        unsubscribeTokenHash: hashToken(randomBytes(32).toString("base64url")),
        confirmExpiresAt: subscriber.status === "pending" ? daysAgo(subscriber.daysAgo - NEWSLETTER_CONFIRMATION_LINK_DAYS) : null,
      })),
    );
    return true;
  });
}
