import { z } from "zod";

/** The contact form's rules and messages (SPEC §5, §7, §8), shared by the forms and POST /api/contact. */

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, phone: 30, message: 5000 } as const;

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Service Information",
  "Partnership Opportunity",
  "Quote Request",
  "Other",
] as const;

/** Subject of the home page's embedded form (SPEC §5, §9). */
export const HOME_FORM_SUBJECT = "Contact Form Submission";
/** Subject used by the proposal modals on the SEO and Google Ads pages. */
export const PROPOSAL_SUBJECT = "Quote Request";

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
  tooLong: (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-US")} characters`,
  success: "Thank you! Your message has been sent.",
} as const;

const requiredText = (required: string, field: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: CONTACT_MESSAGES.tooLong(field, max) });

export const contactSubmissionSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, "Name", CONTACT_LIMITS.name),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired })
    .max(CONTACT_LIMITS.email, { error: CONTACT_MESSAGES.tooLong("Email", CONTACT_LIMITS.email) })
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, { error: CONTACT_MESSAGES.tooLong("Phone", CONTACT_LIMITS.phone) })
    .regex(/^[\d\s+\-()]*$/, { error: CONTACT_MESSAGES.phoneInvalid })
    .optional()
    .nullable()
    .transform((value) => value || null),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, "Subject", CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_MESSAGES.messageRequired, "Message", CONTACT_LIMITS.message),
});

export type ContactSubmission = z.input<typeof contactSubmissionSchema>;
export type ValidContactSubmission = z.output<typeof contactSubmissionSchema>;
