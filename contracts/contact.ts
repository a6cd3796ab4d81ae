import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_SOURCES, DEFAULT_CONTACT_SOURCE, PHONE_PATTERN } from "./contact-constants.ts";
import { CONTACT_STATUSES } from "./statuses.ts";
import { asOneLine, tooLongMessage, withoutControlCharacters } from "./text.ts";

/**
 * The contact form's rules and messages (SPEC §5, §7, §8), shared by the forms and POST /api/contact.
 * Browser code imports the constants from `contact-constants.ts` instead: this module pulls in Zod.
 */
export * from "./contact-constants.ts";

const requiredText = (required: string, field: string, max: number, clean: (value: string) => string = withoutControlCharacters) =>
  z
    .string({ error: required })
    .transform(clean)
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: required })
        .max(max, { error: tooLongMessage(field, max) }),
    );

/** PHONE_PATTERN matched against the whole value, as a browser applies `pattern` (same meaning with `u` as with `v`). */
export const PHONE_REGEX = new RegExp(`^(?:${PHONE_PATTERN})$`, "u");

export const contactSubmissionSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, "Name", CONTACT_LIMITS.name, asOneLine),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired })
    .max(CONTACT_LIMITS.email, { error: tooLongMessage("Email", CONTACT_LIMITS.email) })
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  phone: z
    .string({ error: CONTACT_MESSAGES.phoneInvalid })
    .trim()
    .max(CONTACT_LIMITS.phone, { error: tooLongMessage("Phone", CONTACT_LIMITS.phone) })
    .regex(PHONE_REGEX, { error: CONTACT_MESSAGES.phoneInvalid })
    .optional()
    .nullable()
    .transform((value) => value || null),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, "Subject", CONTACT_LIMITS.subject, asOneLine),
  message: requiredText(CONTACT_MESSAGES.messageRequired, "Message", CONTACT_LIMITS.message),
  /** Which form sent it; optional, one of CONTACT_SOURCES. */
  source: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .enum(CONTACT_SOURCES, { error: CONTACT_MESSAGES.sourceInvalid })
      .optional()
      .transform((value) => value ?? DEFAULT_CONTACT_SOURCE),
  ),
}, { error: CONTACT_MESSAGES.notAnObject });

export type ContactSubmission = z.input<typeof contactSubmissionSchema>;
export type ValidContactSubmission = z.output<typeof contactSubmissionSchema>;

/** A stored enquiry as POST /api/contact answers it (SPEC §3 "Contact (server record)"). */
export const contactRecordSchema = z.object({
  _id: z.guid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  source: z.enum(CONTACT_SOURCES),
  createdAt: timestamp(),
});
export type ContactRecord = z.output<typeof contactRecordSchema>;

export const contactCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: contactRecordSchema,
});
export type ContactCreatedResponse = z.output<typeof contactCreatedResponseSchema>;

/** The 'Request a Proposal' modal (SPEC §5): name, email and message, with the contact form's rules. */
export const proposalSchema = contactSubmissionSchema.pick({ name: true, email: true, message: true });
