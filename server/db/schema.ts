import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { ADMIN_ROLES } from "#contracts/staff-constants.ts";
import {
  CONTACT_STATUSES,
  CONTENT_TYPES,
  POST_STATUSES,
  PROJECT_STATUSES,
  PUBLISH_STATUSES,
  SUBSCRIPTION_STATUSES,
} from "#contracts/statuses.ts";

/**
 * The database. One table per server-side entity of SPEC §3, an email outbox,
 * and a key/value table for settings the server generates itself (JWT secret).
 * Limits here are the last line of defence; the Zod contracts give the friendly messages.
 */

export const contactStatus = pgEnum("contact_status", CONTACT_STATUSES);
export const publishStatus = pgEnum("publish_status", PUBLISH_STATUSES);
/** Blog posts only: draft, scheduled (waiting for publish_at) or published. */
export const postStatus = pgEnum("post_status", POST_STATUSES);
export const contentType = pgEnum("content_type", CONTENT_TYPES);
export const projectStatus = pgEnum("project_status", PROJECT_STATUSES);
export const subscriptionStatus = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);
export const outboxKind = pgEnum("outbox_kind", ["email", "webhook"]);
export const adminRole = pgEnum("admin_role", ADMIN_ROLES);
export const oneTimeTokenPurpose = pgEnum("one_time_token_purpose", ["invitation", "password-reset", "email-change", "two-factor-challenge"]);

/** Binary data: a Buffer in, a Buffer out (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const admins = pgTable(
  "admins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 254 }).notNull(),
    name: varchar("name", { length: 100 }).notNull().default("Administrator"),
    /** What the account may use (contracts/staff-constants.ts ADMIN_SECTIONS). The first account is an owner. */
    role: adminRole("role").notNull(),
    /** Null until an invited person accepts their invitation and chooses a password. */
    passwordHash: text("password_hash"),
    /** When the password last changed (a change ends the account's other sessions). */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** A disabled account cannot sign in and its sessions are ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /** TOTP (RFC 6238) secret, base32; set once two-factor sign-in is confirmed with a code. */
    totpSecret: varchar("totp_secret", { length: 64 }),
    /** A secret shown as a QR code, waiting for its first code (POST /api/admin/2fa/enable). */
    totpPendingSecret: varchar("totp_pending_secret", { length: 64 }),
    /** The time step of the last accepted code: each code works once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Emails are stored lower-cased; the unique index makes "one account per address" a database rule.
    uniqueIndex("admins_email_unique").on(table.email),
    check("admins_email_lowercase", sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * One row per sign-in. The token names its session (`sid`); every admin request looks the session up
 * by primary key, so ending it (logout, 'Sign out everywhere', a password change, a disabled account)
 * is seen by every app instance at once.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    userAgent: varchar("user_agent", { length: 500 }),
    ip: varchar("ip", { length: 64 }),
    /** The sign-in: never updated, so turning two-factor sign-in on can tell a recent one (decision 066). */
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("admin_sessions_admin_idx").on(table.adminId), index("admin_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * Links and tickets that work once: invitations, password resets, email-change confirmations, and the
 * second step of a two-factor sign-in. Only the SHA-256 of the token is stored; a newer one of the same
 * purpose replaces the older, and using one deletes it.
 */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    purpose: oneTimeTokenPurpose("purpose").notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** What the token carries: the new address of an email change, 'Remember me' of a sign-in. */
    data: jsonb("data").notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("one_time_tokens_hash_unique").on(table.tokenHash),
    index("one_time_tokens_admin_purpose_idx").on(table.adminId, table.purpose),
    index("one_time_tokens_expires_idx").on(table.expiresAt),
  ],
);

/** Two-factor recovery codes, stored as SHA-256 hashes; each works once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("recovery_codes_admin_hash_unique").on(table.adminId, table.codeHash)],
);

/**
 * Who changed what in the admin, and when (kept a year). The actor's name and email and the record's
 * title are copied at the time, so the entry still reads right after they change or are deleted.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true, precision: 6, mode: "string" }).notNull().default(sql`clock_timestamp()`),
    actorId: uuid("actor_id").references(() => admins.id, { onDelete: "set null" }),
    actorName: varchar("actor_name", { length: 100 }),
    actorEmail: varchar("actor_email", { length: 254 }),
    kind: varchar("kind", { length: 40 }).notNull(),
    action: varchar("action", { length: 40 }).notNull(),
    entityId: varchar("entity_id", { length: 100 }),
    title: varchar("title", { length: 300 }),
    ip: varchar("ip", { length: 64 }),
  },
  (table) => [
    index("activity_log_at_idx").on(table.at.desc()),
    index("activity_log_actor_at_idx").on(table.actorId, table.at.desc()),
    index("activity_log_kind_at_idx").on(table.kind, table.at.desc()),
  ],
);

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 30 }),
    subject: varchar("subject", { length: 150 }).notNull(),
    message: varchar("message", { length: 5000 }).notNull(),
    status: contactStatus("status").notNull().default("new"),
    /** Which form the enquiry came from, e.g. "contact-page", "home", "seo-proposal". */
    source: varchar("source", { length: 60 }).notNull().default("contact-page"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("contacts_created_at_idx").on(table.createdAt.desc(), table.id),
    // Confirmation emails per address per day (at most 3, whatever the client address).
    index("contacts_email_created_at_idx").on(sql`lower(${table.email})`, table.createdAt),
    index("contacts_status_created_at_idx").on(table.status, table.createdAt.desc(), table.id),
    // The admin search (ILIKE '%term%' on each field) uses these trigram indexes instead of reading every row.
    index("contacts_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("contacts_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("contacts_subject_trgm_idx").using("gin", table.subject.op("gin_trgm_ops")),
    index("contacts_message_trgm_idx").using("gin", table.message.op("gin_trgm_ops")),
    check("contacts_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check("contacts_subject_not_blank", sql`length(trim(${table.subject})) > 0`),
    check("contacts_message_not_blank", sql`length(trim(${table.message})) > 0`),
  ],
);

/**
 * How many contacts have each status, kept by statement triggers on `contacts` (migration 0003), so the
 * inbox's total and the status filter's total cost one indexed read however many contacts there are.
 * A status with no row has no contacts.
 */
export const contactStatusCounts = pgTable("contact_status_counts", {
  status: contactStatus("status").primaryKey(),
  total: bigint("total", { mode: "number" }).notNull(),
});

/** Staff replies to a contact, kept so the thread is visible in the admin. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    message: varchar("message", { length: 10000 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_replies_contact_idx").on(table.contactId, table.createdAt)],
);

export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull().default("Portfolio Item"),
    description: varchar("description", { length: 5000 }).notNull(),
    category: varchar("category", { length: 100 }).notNull().default("General"),
    imageUrl: varchar("image_url", { length: 2048 }).notNull(),
    status: publishStatus("status").notNull().default("published"),
    technologies: text("technologies").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("portfolio_items_status_created_idx").on(table.status, table.createdAt.desc()),
    check("portfolio_items_description_not_blank", sql`length(trim(${table.description})) > 0`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull(),
    excerpt: varchar("excerpt", { length: 1000 }).notNull().default(""),
    content: text("content").notNull().default(""),
    imageUrl: varchar("image_url", { length: 2048 }).notNull().default(""),
    category: varchar("category", { length: 100 }).notNull().default("Digital Marketing"),
    author: varchar("author", { length: 100 }).notNull().default(""),
    /** The post's publication date as shown to readers (a calendar date, no time). */
    date: date("date", { mode: "string" }).notNull().default(sql`CURRENT_DATE`),
    readTime: varchar("read_time", { length: 40 }).notNull().default("5 min read"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: postStatus("status").notNull().default("published"),
    /** When a scheduled post goes live (server/modules/blog/scheduled-publishing.ts); null unless scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** The post's address, /blog/{slug}: lower-case words and digits joined by hyphens, unique. */
    slug: varchar("slug", { length: 120 }).notNull(),
    /** Search-result title and description, social-card image; empty: the title, excerpt and image stand in. */
    metaTitle: varchar("meta_title", { length: 200 }).notNull().default(""),
    metaDescription: varchar("meta_description", { length: 400 }).notNull().default(""),
    ogImage: varchar("og_image", { length: 2048 }).notNull().default(""),
    /** Asks search engines not to list the post (and leaves it out of sitemap.xml). */
    noindex: boolean("noindex").notNull().default(false),
    /**
     * Signed into every preview link (server/modules/blog/preview-tokens.ts); 'Stop earlier links' adds one,
     * so every link made before stops working at once, on every instance.
     */
    previewLinksGeneration: integer("preview_links_generation").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("blog_posts_status_date_idx").on(table.status, table.date.desc(), table.createdAt.desc()),
    uniqueIndex("blog_posts_slug_unique").on(table.slug),
    // The scheduled-publishing job asks "what is due?" every few seconds: only scheduled posts are in it.
    index("blog_posts_scheduled_idx").on(table.publishAt).where(sql`${table.status} = 'scheduled'`),
    check("blog_posts_title_not_blank", sql`length(trim(${table.title})) > 0`),
    check("blog_posts_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blog_posts_scheduled_has_time", sql`${table.status} <> 'scheduled' OR ${table.publishAt} IS NOT NULL`),
  ],
);

/**
 * Every save of a post keeps a revision: all its fields as saved, who saved it and when (issue 15). At
 * most POST_REVISIONS_KEPT per post: saving another drops the oldest, in the same transaction.
 * `kind`: "saved" (create, change), "restored" (a restore made it), "autosaved" (the editor saved a
 * draft while someone typed; a run of them keeps its latest), "pending" (autosaved edits of a published
 * post, not live until 'Update'; one per post).
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull().default("saved"),
    /** The staff member who saved it; their name and email are kept for when the account is gone. */
    savedById: uuid("saved_by_id").references(() => admins.id, { onDelete: "set null" }),
    savedByName: varchar("saved_by_name", { length: 100 }).notNull().default(""),
    savedByEmail: varchar("saved_by_email", { length: 254 }).notNull().default(""),
    title: varchar("title", { length: 200 }).notNull(),
    excerpt: varchar("excerpt", { length: 1000 }).notNull(),
    content: text("content").notNull(),
    imageUrl: varchar("image_url", { length: 2048 }).notNull(),
    category: varchar("category", { length: 100 }).notNull(),
    author: varchar("author", { length: 100 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    readTime: varchar("read_time", { length: 40 }).notNull(),
    tags: text("tags").array().notNull(),
    status: postStatus("status").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    slug: varchar("slug", { length: 120 }).notNull(),
    metaTitle: varchar("meta_title", { length: 200 }).notNull(),
    metaDescription: varchar("meta_description", { length: 400 }).notNull(),
    ogImage: varchar("og_image", { length: 2048 }).notNull(),
    noindex: boolean("noindex").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("post_revisions_post_created_idx").on(table.postId, table.createdAt.desc()),
    // A post's pending edits name images the library must not delete (decision 047's 2026-11-27 update):
    // the usage query of every media list page reads only these rows, at most one per published post.
    index("post_revisions_pending_idx").on(table.postId).where(sql`${table.kind} = 'pending'`),
  ],
);

/**
 * A post's earlier slugs: /blog/{old slug} keeps answering with a permanent redirect to the post's
 * current address after its slug changes. A slug a post takes again (or another post takes) leaves here.
 */
export const postSlugHistory = pgTable(
  "post_slug_history",
  {
    slug: varchar("slug", { length: 120 }).primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("post_slug_history_post_idx").on(table.postId)],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 254 }).notNull(),
    status: subscriptionStatus("status").notNull().default("pending"),
    /** 'Newsletter Subscription' (footer) or 'Blog Page' (SPEC §3). */
    source: varchar("source", { length: 60 }).notNull(),
    /** The ISO timestamp the browser sent with the subscription. */
    clientTimestamp: varchar("client_timestamp", { length: 40 }),
    /** Consent record: when, where and from which page the visitor asked to subscribe. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    consentPage: varchar("consent_page", { length: 2048 }),
    consentIp: varchar("consent_ip", { length: 64 }),
    /**
     * The email links' tokens, stored only as their SHA-256 (hex), like staff one-time tokens: whoever
     * reads the database or an archive cannot confirm or unsubscribe anyone. The unsubscribe token is
     * derived from the confirmation token (server/modules/newsletter/service.ts, decision 044).
     */
    confirmTokenHash: varchar("confirm_token_hash", { length: 64 }).notNull(),
    unsubscribeTokenHash: varchar("unsubscribe_token_hash", { length: 64 }).notNull(),
    /** Until when the confirmation link works (7 days from the email); null once not pending. */
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(table.email),
    uniqueIndex("newsletter_subscriptions_confirm_token_hash_unique").on(table.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_token_hash_unique").on(table.unsubscribeTokenHash),
    index("newsletter_subscriptions_created_at_idx").on(table.createdAt.desc()),
    check("newsletter_subscriptions_email_lowercase", sql`${table.email} = lower(${table.email})`),
  ],
);

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull(),
    content: text("content").notNull(),
    type: contentType("type").notNull().default("section"),
    /** Where on the site the item is shown, e.g. "home/hero" or "about/vision". */
    location: varchar("location", { length: 200 }).notNull(),
    status: publishStatus("status").notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("content_items_location_status_idx").on(table.location, table.status),
    check("content_items_title_not_blank", sql`length(trim(${table.title})) > 0`),
    check("content_items_content_not_blank", sql`length(trim(${table.content})) > 0`),
    check("content_items_location_not_blank", sql`length(trim(${table.location})) > 0`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 200 }).notNull(),
    description: varchar("description", { length: 5000 }).notNull().default(""),
    status: projectStatus("status").notNull().default("active"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    teamSize: integer("team_size").notNull().default(1),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("projects_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check("projects_team_size_positive", sql`${table.teamSize} > 0`),
    check("projects_dates_ordered", sql`${table.endDate} IS NULL OR ${table.endDate} >= ${table.startDate}`),
  ],
);

/**
 * Everything the server must deliver to the outside (emails, webhooks) is written here
 * in the same transaction as the row that caused it, then delivered by a worker with retries.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: outboxKind("kind").notNull().default("email"),
    /** What the message is for, e.g. "contact-confirmation", "contact-notification", "contact-reply". */
    purpose: varchar("purpose", { length: 60 }).notNull(),
    /** For emails: { to, from, replyTo, subject, text, html, headers }; for webhooks: { url, body }. */
    payload: jsonb("payload").notNull(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is delivering, so two app instances never send the same message. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Settings the server creates for itself, e.g. the generated JWT signing secret. */
export const appSettings = pgTable("app_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/*
 * The site's editable copy (issue 13, docs/decisions/026-site-content.md): seeded on first
 * start from app/content (server/modules/site-content/defaults.ts), edited under /api/site/*, read by
 * the public pages' loaders. Lists have a `sort_order` (the API's `order`), 0 first.
 */

const sortOrder = () => integer("sort_order").notNull().default(0);

/** Company details: one row (id 1). Scalars in columns; lists (hours, social links) as JSONB checked by contracts/site-company.ts. */
export const siteCompany = pgTable(
  "site_company",
  {
    id: integer("id").primaryKey().default(1),
    name: varchar("name", { length: 100 }).notNull(),
    legalName: varchar("legal_name", { length: 200 }).notNull(),
    tagline: varchar("tagline", { length: 300 }).notNull(),
    about: varchar("about", { length: 1000 }).notNull(),
    nameMeaning: jsonb("name_meaning").$type<{ word: string; meaning: string }>().notNull(),
    phone: varchar("phone", { length: 30 }).notNull(),
    whatsapp: jsonb("whatsapp").$type<{ number: string; greeting: string }>().notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    address: jsonb("address")
      .$type<{ street: string; city: string; region: string; postalCode: string; country: string; countryCode: string; mapUrl: string }>()
      .notNull(),
    hours: jsonb("hours").$type<Array<{ days: string; hours: string }>>().notNull(),
    social: jsonb("social").$type<Array<{ network: string; url: string; label: string }>>().notNull(),
    responseTime: varchar("response_time", { length: 60 }).notNull(),
    foundedYear: integer("founded_year").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check("site_company_single_row", sql`${table.id} = 1`)],
);

/** One row per service page (its slug is its path under /services); `body` is the page's copy, checked by its contract in contracts/site-services.ts. */
export const siteServices = pgTable(
  "site_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: varchar("slug", { length: 100 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    summary: varchar("summary", { length: 500 }).notNull(),
    icon: varchar("icon", { length: 60 }).notNull().default(""),
    seoTitle: varchar("seo_title", { length: 200 }).notNull(),
    seoDescription: varchar("seo_description", { length: 500 }).notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("site_services_slug_unique").on(table.slug)],
);

export const siteFaq = pgTable(
  "site_faq",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    question: varchar("question", { length: 300 }).notNull(),
    answer: varchar("answer", { length: 3000 }).notNull(),
    group: varchar("group_name", { length: 100 }).notNull(),
    /** Place in the home page's short list (1 first); null: not on the home page. */
    homeOrder: integer("home_order"),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("site_faq_order_idx").on(table.order)],
);

export const siteTestimonials = pgTable(
  "site_testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    role: varchar("role", { length: 150 }).notNull(),
    company: varchar("company", { length: 150 }).notNull().default(""),
    quote: varchar("quote", { length: 1500 }).notNull(),
    rating: integer("rating").notNull(),
    photoUrl: varchar("photo_url", { length: 2048 }),
    photoAlt: varchar("photo_alt", { length: 300 }).notNull().default(""),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("site_testimonials_order_idx").on(table.order), check("site_testimonials_rating_range", sql`${table.rating} BETWEEN 1 AND 5`)],
);

export const siteCaseStudies = pgTable(
  "site_case_studies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 200 }).notNull(),
    slug: varchar("slug", { length: 200 }).notNull(),
    category: varchar("category", { length: 100 }).notNull(),
    description: varchar("description", { length: 1000 }).notNull(),
    imageUrl: varchar("image_url", { length: 2048 }).notNull(),
    imageAlt: varchar("image_alt", { length: 300 }).notNull().default(""),
    client: varchar("client", { length: 150 }).notNull(),
    location: varchar("location", { length: 150 }).notNull(),
    industry: varchar("industry", { length: 150 }).notNull(),
    duration: varchar("duration", { length: 60 }).notNull(),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    challenge: text("challenge").array().notNull().default(sql`'{}'::text[]`),
    solution: jsonb("solution").$type<Array<{ title: string; text: string }>>().notNull(),
    results: jsonb("results").$type<Array<{ figure: string; label: string }>>().notNull(),
    outcome: varchar("outcome", { length: 2000 }).notNull(),
    quote: jsonb("quote").$type<{ text: string; name: string; position: string }>().notNull(),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("site_case_studies_slug_unique").on(table.slug), index("site_case_studies_order_idx").on(table.order)],
);

/** Slugs a case study had before it was renamed: /case-studies/{old slug} answers 301 to the current one. */
export const siteCaseStudyOldSlugs = pgTable(
  "site_case_study_old_slugs",
  {
    slug: varchar("slug", { length: 200 }).primaryKey(),
    caseStudyId: uuid("case_study_id")
      .notNull()
      .references(() => siteCaseStudies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("site_case_study_old_slugs_study_idx").on(table.caseStudyId)],
);

export const siteTeamMembers = pgTable(
  "site_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    role: varchar("role", { length: 150 }).notNull(),
    photoUrl: varchar("photo_url", { length: 2048 }),
    photoAlt: varchar("photo_alt", { length: 300 }).notNull().default(""),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("site_team_members_order_idx").on(table.order)],
);

export const siteClientLogos = pgTable(
  "site_client_logos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    logoUrl: varchar("logo_url", { length: 2048 }).notNull(),
    logoAlt: varchar("logo_alt", { length: 300 }).notNull().default(""),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("site_client_logos_order_idx").on(table.order)],
);

export const siteLegalPages = pgTable(
  "site_legal_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: varchar("slug", { length: 40 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    description: varchar("description", { length: 500 }).notNull(),
    body: text("body").notNull(),
    order: sortOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("site_legal_pages_slug_unique").on(table.slug)],
);

/**
 * The site's own pictures (one row, id 1; contracts/site-images.ts): the home hero's art per featured
 * service, the studio gallery in order, the About page's video poster, each `{ url, alt }`.
 */
export const siteImages = pgTable(
  "site_images",
  {
    id: integer("id").primaryKey().default(1),
    hero: jsonb("hero").$type<Record<string, { url: string; alt: string }>>().notNull(),
    gallery: jsonb("gallery").$type<Array<{ url: string; alt: string; title: string; caption: string }>>().notNull(),
    aboutVideoPoster: jsonb("about_video_poster").$type<{ url: string; alt: string }>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check("site_images_single_row", sql`${table.id} = 1`)],
);

/**
 * The media library: one entry per image staff uploaded (and per piece of demo artwork the seeded
 * posts and items use), with the alt text pages render. `url` is what posts and items store;
 * `storageKeys` are every stored size of it (server/storage); the demo artwork ships with the site
 * and has none.
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: varchar("url", { length: 2048 }).notNull(),
    storageKeys: text("storage_keys").array().notNull().default(sql`'{}'::text[]`),
    alt: varchar("alt", { length: 500 }).notNull().default(""),
    /** Marked decorative by an editor: rendered with an empty alt on purpose. */
    decorative: boolean("decorative").notNull().default(false),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Size of the main file, in bytes. */
    bytes: integer("bytes").notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull().default(""),
    uploadedBy: uuid("uploaded_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The same picture uploaded twice is one file (its name is its hash), so one entry.
    uniqueIndex("media_url_unique").on(table.url),
    index("media_created_at_idx").on(table.createdAt.desc(), table.id),
    index("media_alt_trgm_idx").using("gin", table.alt.op("gin_trgm_ops")),
    index("media_original_name_trgm_idx").using("gin", table.originalName.op("gin_trgm_ops")),
    check("media_dimensions_positive", sql`${table.width} > 0 AND ${table.height} > 0`),
  ],
);

/**
 * Uploaded files kept in the database (server/storage/database-storage.ts): the storage when
 * DATABASE_URL is set and no object storage is configured, so every instance serves every image.
 */
export const storedFiles = pgTable("stored_files", {
  key: varchar("key", { length: 200 }).primaryKey(),
  contentType: varchar("content_type", { length: 100 }).notNull(),
  size: integer("size").notNull(),
  /** A strong HTTP entity tag computed from the bytes when they were stored. */
  etag: varchar("etag", { length: 80 }).notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every app instance on PostgreSQL (server/rate-limit/attempt-limiter.ts):
 * one row per limiter and key, counted up with an atomic upsert by rate-limiter-flexible's Drizzle
 * store. The embedded database's single process counts in memory instead and leaves this table empty.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    /** When the window ends; the row is stale from then on. */
    expire: timestamp("expire", { withTimezone: true }),
  },
  (table) => [index("rate_limit_counters_expire_idx").on(table.expire)],
);

/**
 * Public form submissions already handled, by idempotency key (server/idempotency/run-once.ts): a retry
 * of a submission whose answer was lost gets the stored answer and stores nothing new. Written in the
 * same transaction as what the submission stored; removed once expired.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    /** SHA-256 of the form, the key the page made and the submitted fields (hex). */
    id: varchar("id", { length: 64 }).primaryKey(),
    /** Which form, e.g. "contact" or "newsletter". */
    scope: varchar("scope", { length: 40 }).notNull(),
    /** The answer the first submission got (JSON), for every repeat. */
    answer: jsonb("answer"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("idempotent_requests_expires_at_idx").on(table.expiresAt)],
);

/** PostgreSQL's text-search document type (for search_documents.document). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The site search's index (issue 15, docs/decisions/031-site-search.md): one row per page a
 * visitor can find: published posts and portfolio items, service pages, case studies. Kept equal to
 * those tables by triggers (migration 0009); service pages whose row is missing stand in with their
 * shipped copy, indexed at start (server/modules/search/shipped-copy.ts). Derived: never exported.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    /** "post:{id}", "portfolio:{id}", "case-study:{id}", "service:{slug}" (a stored page and its shipped copy share one). */
    key: varchar("key", { length: 160 }).primaryKey(),
    kind: varchar("kind", { length: 20 }).notNull(),
    url: varchar("url", { length: 300 }).notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    /** The page's own introduction (a post's excerpt, a page's summary): weighted below the title, and where a snippet may start. */
    summary: text("summary").notNull().default(""),
    /** Words that describe the page without being shown: category, tags, technologies, the last part of its address. Weighted as the summary. */
    keywords: text("keywords").notNull().default(""),
    /** Plain text (a post's Markdown without its markup). */
    body: text("body").notNull().default(""),
    /** A post's date: newest first among results that rank the same. */
    publishedOn: date("published_on", { mode: "string" }),
    createdAt: createdAt(),
    /** Everything a search matches against: title (weight A), summary and keywords (B), body (C). */
    document: tsvector("document")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary || ' ' || keywords), 'B') || setweight(to_tsvector('english', body), 'C')`,
      ),
    /**
     * What ranking reads: title and summary only. Small enough to stay in the row, so ranking thousands
     * of matches never reads their bodies (the full document is only needed to find them, by its index).
     */
    head: tsvector("head")
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary || ' ' || keywords), 'B')`),
    /** Among results that rank the same: service pages, case studies, posts, portfolio items (decision 034). */
    kindOrder: smallint("kind_order")
      .notNull()
      .generatedAlwaysAs(sql`CASE kind WHEN 'service' THEN 0 WHEN 'case-study' THEN 1 WHEN 'post' THEN 2 ELSE 3 END`),
  },
  (table) => [
    // fastupdate off (decision 034): without it new entries wait in a pending list that every search
    // reads through until a vacuum merges it, and the embedded database never vacuums by itself.
    index("search_documents_document_idx").using("gin", table.document).with({ fastupdate: false }),
    index("search_documents_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")).with({ fastupdate: false }),
    // Decision 034: pages with the words in their title (ranked), in their title, summary or keywords
    // (`head`), or anywhere are three tiers, each read from its own index; the last two in the order in
    // which results that rank the same are listed, so a common word's first twenty pages are read
    // without sorting every page that has it. A service page's title tier also has the last part of its
    // address, its short name ("seo" for Search Engine Optimization): `search_short_name`, migration 0014.
    index("search_documents_title_words_idx")
      .using("gin", sql`to_tsvector('english', ${table.title} || ' ' || search_short_name(${table.kind}, ${table.url}))`)
      .with({ fastupdate: false }),
    index("search_documents_head_idx").using("gin", table.head).with({ fastupdate: false }),
    index("search_documents_listing_idx").on(table.kindOrder, table.publishedOn.desc().nullsLast(), table.createdAt.desc().nullsLast(), table.key),
  ],
);
