import { z } from "zod";
import { timestamp } from "./api-schema.ts";
import { contentObject, entryList, optionalText, requiredText, SITE_CONTENT_MESSAGES } from "./site-content.ts";

/**
 * Company details (issue 13): the one record the header's info panel, the footer, the contact page,
 * the chat button, JSON-LD and the emails' footers read. GET/PUT /api/site/company.
 */

export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn"] as const;

export const COMPANY_MESSAGES = {
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Phone numbers may contain digits, spaces, brackets, dashes and a leading +",
  whatsappInvalid: "The WhatsApp number is the full international number, digits only (e.g. 919876543210)",
  socialUrlInvalid: "Social links must be full https:// addresses",
  mapUrlInvalid: "The map link must be a full https:// address",
  networkInvalid: `The network must be one of ${SOCIAL_NETWORKS.join(", ")}`,
  yearInvalid: "The founding year must be a year such as 2014",
} as const;

const httpsUrl = (field: string, message: string) => requiredText(field, 2048).regex(/^https:\/\/[^\s]+$/i, { error: message });

export const companyDetailsInputSchema = contentObject({
  name: requiredText("Name", 100),
  legalName: requiredText("Legal name", 200),
  tagline: requiredText("Tagline", 300),
  /** The info panel's "About Us" text. */
  about: requiredText("About", 1000),
  /** What the name means, told on the About page. */
  nameMeaning: z.object({ word: requiredText("The name", 100), meaning: requiredText("The name's meaning", 2000) }, { error: SITE_CONTENT_MESSAGES.required("The name's meaning") }),
  /** As shown, e.g. "+91 98765 43210"; the tel: link is made from it. */
  phone: requiredText("Phone", 30).regex(/^\+?[0-9 ()-]{6,}$/, { error: COMPANY_MESSAGES.phoneInvalid }),
  whatsapp: z.object(
    {
      number: requiredText("WhatsApp number", 20).regex(/^[1-9][0-9]{7,14}$/, { error: COMPANY_MESSAGES.whatsappInvalid }),
      greeting: requiredText("WhatsApp greeting", 300),
    },
    { error: SITE_CONTENT_MESSAGES.required("WhatsApp") },
  ),
  email: requiredText("Email", 254).pipe(z.email({ error: COMPANY_MESSAGES.emailInvalid })),
  address: z.object(
    {
      street: requiredText("Street", 200),
      city: requiredText("City", 100),
      region: requiredText("State", 100),
      postalCode: requiredText("PIN code", 20),
      country: requiredText("Country", 100),
      countryCode: requiredText("Country code", 2).regex(/^[A-Z]{2}$/, { error: "The country code is two capital letters, e.g. IN" }),
      /** A link to the office on a map; empty when there is none. */
      mapUrl: optionalText("Map link", 2048).refine((value) => value === "" || /^https:\/\/[^\s]+$/i.test(value), { error: COMPANY_MESSAGES.mapUrlInvalid }),
    },
    { error: SITE_CONTENT_MESSAGES.required("Address") },
  ),
  hours: entryList("Business hours", z.object({ days: requiredText("Days", 60), hours: requiredText("Hours", 60) }), { max: 10 }),
  social: entryList(
    "Social links",
    z.object({
      network: z.enum(SOCIAL_NETWORKS, { error: COMPANY_MESSAGES.networkInvalid }),
      url: httpsUrl("Social link", COMPANY_MESSAGES.socialUrlInvalid),
      label: requiredText("Social link label", 100),
    }),
    { min: 0, max: SOCIAL_NETWORKS.length },
  ),
  /** The one response-time promise every page and email repeats, e.g. "24-48 hours". */
  responseTime: requiredText("Response time", 60),
  foundedYear: z.int({ error: COMPANY_MESSAGES.yearInvalid }).min(1800, { error: COMPANY_MESSAGES.yearInvalid }).max(2200, { error: COMPANY_MESSAGES.yearInvalid }),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsInputSchema>;
export type CompanyDetails = z.output<typeof companyDetailsInputSchema>;

/** GET/PUT /api/site/company answer: the details and when they last changed (null: never edited, the shipped defaults). */
export const companyDetailsSchema = companyDetailsInputSchema.extend({ updatedAt: timestamp().nullable() });
export type CompanyDetailsRecord = z.output<typeof companyDetailsSchema>;
