import type { ContactSource } from "#contracts/contact-constants.ts";
import { site } from "#contracts/site.ts";
import { button, details, formatIndianTime, lineBreak, link, message, oneLine, paragraph, quote, renderEmail, strong } from "../layout.ts";
import { messageIdDomain, type OutgoingEmail } from "../outbox.ts";

/** The emails about an enquiry: the visitor's confirmation, the staff notification, and staff's reply. */

export interface ContactEmailInput {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  source: ContactSource;
  createdAt: Date;
}

const SOURCE_LABELS: Record<ContactSource, string> = {
  "contact-page": "Contact page form",
  home: "Home page form",
  "seo-proposal": "SEO page, proposal request",
  "google-ads-proposal": "Google Ads page, proposal request",
  "leads-generation-proposal": "Leads generation page, proposal request",
  other: "Other form",
};

function enquiryRows(contact: ContactEmailInput): Array<[string, string]> {
  return [
    ["Name", contact.name],
    ["Email", contact.email],
    ...(contact.phone ? ([["Phone", contact.phone]] as Array<[string, string]>) : []),
    ["Subject", contact.subject],
  ];
}

/**
 * A first name safe to greet someone with: the first word of what they typed, if it looks like a name
 * (letters, apostrophes, hyphens, dots; at most 30 characters). Anything else (a link, a sentence) is
 * not repeated: the form lets anyone send this email to any address.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return /^[\p{L}\p{M}][\p{L}\p{M}'’.-]{0,29}$/u.test(first) && !/\.\p{L}{2,}$/u.test(first) ? first : null;
}

/**
 * To the visitor: a short, fixed acknowledgement. It repeats nothing they wrote beyond their first name,
 * so the form cannot be used to send someone else a text of the sender's choosing from our domain.
 */
export function contactConfirmationEmail(
  contact: Pick<ContactEmailInput, "name" | "email">,
  options: { staffEmail: string; company?: { brand: string; responseTime: string; phone: { display: string; href: string } } },
): OutgoingEmail {
  const firstName = greetingName(contact.name);
  // The company details as stored (its name, the one response-time promise, the phone); the shipped ones without.
  const { brand, responseTime, phone } = options.company ?? site;
  const email = renderEmail({
    subject: `We have received your message | ${brand}`,
    preheader: `We have your message and will reply within ${responseTime}.`,
    heading: "Thank you for getting in touch!",
    blocks: [
      paragraph(firstName ? `Hello ${firstName},` : "Hello,"),
      paragraph(
        `Thank you for contacting ${brand}. We have received your message and a member of our team will review it and `,
        strong(`reply within ${responseTime}`),
        ".",
      ),
      paragraph("Want to add something? Just reply to this email. For anything urgent, call us on ", link(phone.href, phone.display), "."),
      paragraph("Warm regards,", lineBreak, strong(`Team ${brand}`)),
    ],
    note: ["You are receiving this email because this address was entered in the contact form on our website. If that was not you, you can ignore it."],
  });
  return { purpose: "contact-confirmation", to: contact.email, replyTo: options.staffEmail, ...email };
}

/** To the staff inbox: the whole enquiry, a link to it in the admin; replying answers the visitor. */
export function contactNotificationEmail(contact: ContactEmailInput, options: { staffEmail: string; publicUrl: string }): OutgoingEmail {
  const adminLink = `${options.publicUrl}/admin/contacts?contact=${encodeURIComponent(contact.id)}`;
  const email = renderEmail({
    subject: oneLine(`New enquiry: ${contact.subject} (from ${contact.name})`, 150),
    preheader: oneLine(`${contact.name}: ${contact.message}`, 140),
    heading: "New enquiry from the website",
    blocks: [
      paragraph(`New enquiry from ${contact.name} (${contact.email}).`),
      details([...enquiryRows(contact), ["Form", SOURCE_LABELS[contact.source]], ["Received", `${formatIndianTime(contact.createdAt)} IST`]]),
      message("Message", contact.message),
      button(adminLink, "Open in admin"),
      paragraph(`Reply to this email to answer ${contact.name} directly at ${contact.email}.`),
    ],
  });
  return { purpose: "contact-notification", to: options.staffEmail, replyTo: contact.email, ...email };
}

export interface ContactReplyEmailInput {
  /** The company name as stored, which signs the reply. */
  brand: string;
  contact: { name: string; subject: string; message: string; createdAt: Date };
  reply: string;
  /** Who answered; null signs the reply "The {brand} team". */
  staffName: string | null;
  siteUrl: string;
}

/**
 * The headers that make every reply to one enquiry one conversation in the visitor's mail app: each
 * refers to the same message, named after the enquiry (never sent itself, as GitHub's notifications
 * do), while keeping its own Message-ID.
 */
export function contactThreadHeaders(contactId: string, publicUrl: string): Record<string, string> {
  const thread = `<contact-${contactId}@${messageIdDomain(publicUrl)}>`;
  return { "In-Reply-To": thread, References: thread };
}

/** A reply whose first words greet the reader ("Hi Harsh,", "Good morning!"): the email adds no greeting of its own. */
const OPENS_WITH_GREETING = /^\s*(dear|hi|hii|hello|hey|namaste|namaskar|greetings|good (morning|afternoon|evening|day))\b/i;

/**
 * Staff's answer from the admin panel: "Dear {name}," (unless the reply greets them itself), the reply,
 * the signature, then the visitor's own message quoted below it.
 */
export function contactReplyEmail(input: ContactReplyEmailInput) {
  const subjectLine = oneLine(input.contact.subject);
  return renderEmail({
    subject: /^re:/i.test(subjectLine) ? subjectLine : `Re: ${subjectLine}`,
    preheader: oneLine(input.reply, 140),
    blocks: [
      ...(OPENS_WITH_GREETING.test(input.reply) ? [] : [paragraph(`Dear ${oneLine(input.contact.name)},`)]),
      ...input.reply.split(/\r?\n\s*\r?\n/).map((text) => paragraph(text)),
      paragraph(
        "Best regards,",
        lineBreak,
        ...(input.staffName ? [input.staffName, lineBreak, input.brand] : [`The ${input.brand} team`]),
        lineBreak,
        link(input.siteUrl),
      ),
      quote(`On ${formatIndianTime(input.contact.createdAt, "long")} (IST), you wrote:`, input.contact.message),
    ],
  });
}
