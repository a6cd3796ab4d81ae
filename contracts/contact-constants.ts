/**
 * The contact forms' limits, choices and messages (SPEC §2, §5, §7, §8), without Zod, so browser
 * code can import them for free. `contracts/contact.ts` re-exports all of this next to the schema;
 * import from here in anything that runs in the browser (the schema module pulls Zod, ~30 KB gzipped).
 */

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, phone: 30, message: 5000 } as const;

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Service Information",
  "Partnership Opportunity",
  "Quote Request",
  "Other",
] as const;

/** The subject select's empty first option on the contact page (SPEC §2). */
export const CONTACT_SUBJECT_PLACEHOLDER = "Select a subject";

/** Subject of the home page's embedded form (SPEC §5, §9). */
export const HOME_FORM_SUBJECT = "Contact Form Submission";
/** Subject used by the proposal modals on the SEO and Google Ads pages. */
export const PROPOSAL_SUBJECT = "Quote Request";

/**
 * Which form an enquiry came from, stored with it (`contacts.source`) so staff know the context.
 * POST /api/contact takes an optional `source` from this list; it defaults to "contact-page".
 */
export const CONTACT_SOURCES = ["contact-page", "home", "seo-proposal", "google-ads-proposal", "leads-generation-proposal", "other"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];
export const DEFAULT_CONTACT_SOURCE: ContactSource = "contact-page";

/**
 * Phone numbers: digits, spaces, +, -, and parentheses, with at least one digit (or nothing: the field
 * is optional). The one rule, used as the forms' HTML `pattern` and by the contact schema. Browsers
 * compile `pattern` with the `v` flag, where `(`, `)` and `-` inside a class must be escaped:
 * unescaped, the browser drops the pattern (and logs an error).
 */
export const PHONE_PATTERN = "(?:[\\s+\\-\\(\\)]*[0-9][0-9\\s+\\-\\(\\)]*)?";

export const CONTACT_MESSAGES = {
  /** Contact page banner and home form alert when sending fails (SPEC §8). */
  sendFailed: "Failed to send message. Please try again.",
  /** Client fallback when a non-OK answer has no message (SPEC §7). */
  somethingWentWrong: "Something went wrong",
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Please choose a subject",
  messageRequired: "Please enter your message",
  phoneInvalid: "Phone numbers may contain only digits, spaces, +, - and parentheses",
  sourceInvalid: "This form cannot be sent from here. Please use the form on our Contact page.",
  notAnObject: "Please send the form's fields as a JSON object.",
  success: "Thank you! Your message has been sent.",
} as const;

/** What POST /api/contact answers with 201 (SPEC §3 "Contact (server record)"); schemas in contact.ts. */
// eslint-disable-next-line import-x/no-cycle -- a type-only re-export, erased at build time: no cycle at run time
export type { ContactCreatedResponse, ContactRecord } from "./contact.ts";
