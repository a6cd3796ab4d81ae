import { fullAddress, site } from "#contracts/site.ts";
import type { ContactSource } from "#contracts/contact-constants.ts";
import { escapeHtml } from "./escape-html.ts";
import type { OutgoingEmail } from "./outbox.ts";

/**
 * The emails the site sends, each as plain text and HTML. Every user-supplied value goes through
 * `escapeHtml` in the HTML part (and through `headerText` in a subject line). Styles are inline:
 * most email clients ignore <style> blocks. The agency's details come from contracts/site.ts,
 * like every page's.
 */

const COLORS = {
  brand: "#312e81",
  brandDark: "#1e1b4b",
  brandText: "#4338ca",
  accent: "#f97316",
  text: "#1e293b",
  muted: "#475569",
  border: "#e2e8f0",
  panel: "#f8fafc",
} as const;

const FONT = "'Plus Jakarta Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Collapses line breaks and runs of spaces so user text can never add a header line. */
export function headerText(value: string, max = 120): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Escaped text with its line breaks kept. */
function multiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

const istFormatter = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
export const formatIndianTime = (date: Date) => `${istFormatter.format(date)} IST`;

const hoursLine = site.businessHours.map((entry) => `${entry.days}: ${entry.hours}`).join(" · ");

interface LayoutInput {
  /** The hidden preview line inbox lists show after the subject. */
  preheader: string;
  heading: string;
  /** The body's HTML; every user value in it already escaped. */
  body: string;
  /** A small line above the footer, e.g. why the reader got this email. */
  note?: string;
}

function layout({ preheader, heading, body, note }: LayoutInput): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.panel};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:${COLORS.panel};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;border:1px solid ${COLORS.border};border-radius:16px;overflow:hidden;font-family:${FONT};color:${COLORS.text};">
<tr><td style="background-color:${COLORS.brand};background-image:linear-gradient(135deg,${COLORS.brandDark},${COLORS.brand});padding:24px 32px;">
<span style="font-size:24px;font-weight:800;letter-spacing:-0.5px;color:#ffffff;">${escapeHtml(site.brand)}</span>
<span style="display:block;margin-top:4px;font-size:13px;color:#c7d2fe;">${escapeHtml(site.tagline)}</span>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.brandDark};">${escapeHtml(heading)}</h1>
${body}
</td></tr>
${note ? `<tr><td style="padding:0 32px 24px;font-size:13px;line-height:1.6;color:${COLORS.muted};">${note}</td></tr>` : ""}
<tr><td style="background-color:${COLORS.panel};border-top:1px solid ${COLORS.border};padding:20px 32px;font-size:12px;line-height:1.7;color:${COLORS.muted};">
<strong style="color:${COLORS.text};">${escapeHtml(site.legalName)}</strong><br>
${escapeHtml(fullAddress)}<br>
<a href="${escapeHtml(site.phone.href)}" style="color:${COLORS.brandText};text-decoration:none;">${escapeHtml(site.phone.display)}</a> ·
<a href="mailto:${escapeHtml(site.email)}" style="color:${COLORS.brandText};text-decoration:none;">${escapeHtml(site.email)}</a><br>
${escapeHtml(hoursLine)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const paragraph = (html: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.7;">${html}</p>`;

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background-color:${COLORS.accent};">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 28px;font-size:15px;font-weight:700;color:#0f172a;text-decoration:none;border-radius:999px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** A two-column summary table; labels are ours, values are escaped here. */
function detailsTable(rows: Array<[label: string, value: string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:10px 12px;width:110px;font-size:13px;line-height:1.6;font-weight:600;color:${COLORS.muted};border-bottom:1px solid ${COLORS.border};">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:10px 12px;font-size:14px;line-height:1.6;color:${COLORS.text};border-bottom:1px solid ${COLORS.border};word-break:break-word;">${multiline(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border:1px solid ${COLORS.border};border-radius:12px;border-collapse:separate;background-color:${COLORS.panel};">${cells}</table>`;
}

function messageBlock(message: string): string {
  return `<div style="margin:0 0 24px;padding:16px 20px;border-left:4px solid ${COLORS.accent};background-color:${COLORS.panel};border-radius:8px;font-size:14px;line-height:1.7;white-space:pre-wrap;">${multiline(message)}</div>`;
}

// ---------------------------------------------------------------------------------------------
// Contact enquiries

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

/** To the visitor: we have it, here is what you sent, expect a reply within 24-48 hours. */
export function contactConfirmationEmail(contact: ContactEmailInput, options: { staffEmail: string }): OutgoingEmail {
  const firstName = contact.name.split(/\s+/)[0] ?? contact.name;
  const text = [
    `Hello ${firstName},`,
    "",
    `Thank you for contacting ${site.brand}. We have received your message and a member of our team will review it and reply within 24-48 hours.`,
    "",
    "Here is a copy of what you sent us:",
    "",
    ...enquiryRows(contact).map(([label, value]) => `${label}: ${value}`),
    "Message:",
    contact.message,
    "",
    `Want to add something? Just reply to this email. For anything urgent, call us on ${site.phone.display} (${hoursLine}).`,
    "",
    "Warm regards,",
    `Team ${site.brand}`,
    "",
    "--",
    site.legalName,
    fullAddress,
  ].join("\n");

  const html = layout({
    preheader: `We have your message and will reply within 24-48 hours.`,
    heading: "Thank you for getting in touch!",
    body: [
      paragraph(`Hello ${escapeHtml(firstName)},`),
      paragraph(
        `Thank you for contacting ${escapeHtml(site.brand)}. We have received your message and a member of our team will review it and <strong>reply within 24-48 hours</strong>.`,
      ),
      paragraph("Here is a copy of what you sent us:"),
      detailsTable(enquiryRows(contact)),
      messageBlock(contact.message),
      paragraph(
        `Want to add something? Just reply to this email. For anything urgent, call us on <a href="${escapeHtml(site.phone.href)}" style="color:${COLORS.brandText};">${escapeHtml(site.phone.display)}</a>.`,
      ),
      paragraph(`Warm regards,<br><strong>Team ${escapeHtml(site.brand)}</strong>`),
    ].join("\n"),
    note: `You are receiving this email because this address was entered in the contact form on our website. If that was not you, you can ignore it.`,
  });

  return {
    purpose: "contact-confirmation",
    to: contact.email,
    replyTo: options.staffEmail,
    subject: `We have received your message | ${site.brand}`,
    text,
    html,
  };
}

/** To the staff inbox: the whole enquiry, a link to it in the admin; replying answers the visitor. */
export function contactNotificationEmail(contact: ContactEmailInput, options: { staffEmail: string; publicUrl: string }): OutgoingEmail {
  const adminLink = `${options.publicUrl}/admin/contacts?contact=${encodeURIComponent(contact.id)}`;
  const received = formatIndianTime(contact.createdAt);
  const rows: Array<[string, string]> = [
    ...enquiryRows(contact),
    ["Form", SOURCE_LABELS[contact.source]],
    ["Received", received],
  ];
  const text = [
    `New enquiry from ${contact.name} (${contact.email}).`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    contact.message,
    "",
    `Open it in the admin: ${adminLink}`,
    "Reply to this email to answer the visitor directly.",
  ].join("\n");

  const html = layout({
    preheader: headerText(`${contact.name}: ${contact.message}`, 140),
    heading: "New enquiry from the website",
    body: [
      detailsTable(rows),
      messageBlock(contact.message),
      button(adminLink, "Open in admin"),
      paragraph(`Reply to this email to answer ${escapeHtml(contact.name)} directly at ${escapeHtml(contact.email)}.`),
    ].join("\n"),
  });

  return {
    purpose: "contact-notification",
    to: options.staffEmail,
    replyTo: contact.email,
    subject: headerText(`New enquiry: ${contact.subject} (from ${contact.name})`, 150),
    text,
    html,
  };
}

// ---------------------------------------------------------------------------------------------
// Newsletter

export interface SubscriberEmailInput {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

export const newsletterConfirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const newsletterUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 2369 / RFC 8058 headers: mail apps show an "Unsubscribe" button that POSTs to our page. */
export function listUnsubscribeHeaders(publicUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${newsletterUnsubscribeUrl(publicUrl, unsubscribeToken)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Double opt-in: the link opens a page whose button confirms (a GET alone never does). */
export function newsletterConfirmationEmail(subscriber: SubscriberEmailInput, options: { publicUrl: string }): OutgoingEmail {
  const confirmUrl = newsletterConfirmUrl(options.publicUrl, subscriber.confirmToken);
  const unsubscribeUrl = newsletterUnsubscribeUrl(options.publicUrl, subscriber.unsubscribeToken);
  const text = [
    "Hello,",
    "",
    `Someone (we hope you) asked to receive the ${site.brand} newsletter at ${subscriber.email}: marketing ideas for growing businesses, once a month.`,
    "",
    "Please confirm your subscription by opening this link and pressing 'Confirm subscription':",
    confirmUrl,
    "",
    "If you did not ask for it, ignore this email: you will not hear from us again.",
    "",
    `Team ${site.brand}`,
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = layout({
    preheader: "One click to confirm your subscription.",
    heading: "Please confirm your subscription",
    body: [
      paragraph(
        `Someone (we hope you) asked to receive the ${escapeHtml(site.brand)} newsletter at <strong>${escapeHtml(subscriber.email)}</strong>: marketing ideas for growing businesses, once a month.`,
      ),
      paragraph("Open the page below and press <strong>Confirm subscription</strong>:"),
      button(confirmUrl, "Confirm subscription"),
      paragraph(`If the button does not work, copy this address into your browser:<br><span style="word-break:break-all;color:${COLORS.muted};">${escapeHtml(confirmUrl)}</span>`),
    ].join("\n"),
    note: `If you did not ask for this, ignore this email: you will not hear from us again. <a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.muted};">Unsubscribe</a>`,
  });
  return {
    purpose: "newsletter-confirmation",
    to: subscriber.email,
    subject: `Please confirm your subscription to the ${site.brand} newsletter`,
    text,
    html,
    headers: listUnsubscribeHeaders(options.publicUrl, subscriber.unsubscribeToken),
  };
}

/** After confirmation (or at once without double opt-in). */
export function newsletterWelcomeEmail(subscriber: SubscriberEmailInput, options: { publicUrl: string }): OutgoingEmail {
  const unsubscribeUrl = newsletterUnsubscribeUrl(options.publicUrl, subscriber.unsubscribeToken);
  const blogUrl = `${options.publicUrl}/blog`;
  const text = [
    "Hello,",
    "",
    `You are subscribed to the ${site.brand} newsletter. Once a month we send practical marketing ideas for growing businesses: SEO, social media, ads and the lessons from our own client work.`,
    "",
    `While you wait for the first issue, our blog has plenty to read: ${blogUrl}`,
    "",
    `Team ${site.brand}`,
    "",
    `Unsubscribe at any time: ${unsubscribeUrl}`,
  ].join("\n");
  const html = layout({
    preheader: "You are subscribed. Here is what to expect.",
    heading: `Welcome to the ${site.brand} newsletter`,
    body: [
      paragraph(
        `You are subscribed with <strong>${escapeHtml(subscriber.email)}</strong>. Once a month we send practical marketing ideas for growing businesses: SEO, social media, ads and the lessons from our own client work.`,
      ),
      paragraph("While you wait for the first issue, our blog has plenty to read:"),
      button(blogUrl, "Read the blog"),
    ].join("\n"),
    note: `You can <a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.muted};">unsubscribe</a> at any time with one click.`,
  });
  return {
    purpose: "newsletter-welcome",
    to: subscriber.email,
    subject: `Welcome to the ${site.brand} newsletter`,
    text,
    html,
    headers: listUnsubscribeHeaders(options.publicUrl, subscriber.unsubscribeToken),
  };
}
