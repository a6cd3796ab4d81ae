import { formatFullAddress, site } from "#contracts/site.ts";
import { escapeHtml } from "./escape-html.ts";

/**
 * The one way the site writes emails. A template (server/email/templates/*) describes an email as
 * typed blocks of text; `renderEmail` lays them out, once as HTML in the site's branded layout and
 * once as plain text. Templates never write HTML: every string is text, escaped here by
 * construction, and the only markup is what these blocks and inline parts express. Styles are
 * inline, since most email clients ignore <style> blocks. The header (the company's name and tagline)
 * and the footer (legal name, address, phone, email and hours) are written from the shipped details
 * here and replaced with the company details stored at the moment the email is sent
 * (`withCompanyDetails`, called by the outbox worker). Templates that name the company in their own
 * words (a subject, a sign-off) take the stored name from their caller.
 */

/** Words inside a paragraph: text, or one of the few kinds of emphasis an email needs. */
export type Inline = string | { strong: string } | { href: string; label: string } | { lineBreak: true };

export const strong = (text: string): Inline => ({ strong: text });
/** A link; in the plain-text part, its label followed by the address (just the address when they are the same). */
export const link = (href: string, label = href): Inline => ({ href, label });
export const lineBreak: Inline = { lineBreak: true };

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  /** Label and value rows, e.g. an enquiry's fields. */
  | { kind: "details"; rows: Array<[label: string, value: string]> }
  /** Someone's own words, shown as they wrote them. */
  | { kind: "message"; label: string; text: string }
  /** The one action the email asks for; `showAddress` adds the address for clients that hide buttons. */
  | { kind: "button"; href: string; label: string; showAddress?: boolean }
  /** An earlier message quoted under a reply, as a mail client would. */
  | { kind: "quote"; intro: string; text: string };

export const paragraph = (...content: Inline[]): Block => ({ kind: "paragraph", content });
export const details = (rows: Array<[label: string, value: string]>): Block => ({ kind: "details", rows });
export const message = (label: string, text: string): Block => ({ kind: "message", label, text });
export const button = (href: string, label: string, options: { showAddress?: boolean } = {}): Block => ({ kind: "button", href, label, ...options });
export const quote = (intro: string, text: string): Block => ({ kind: "quote", intro, text });

export interface EmailContent {
  subject: string;
  /** The hidden preview line inbox lists show after the subject. */
  preheader?: string;
  heading?: string;
  blocks: Block[];
  /** A small line above the footer, e.g. why the reader got this email. */
  note?: Inline[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

/** One line without control characters (safe in a header), cut to `max` characters with an ellipsis. */
export function oneLine(value: string, max = Number.POSITIVE_INFINITY): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Dates in emails are written by server/dates.ts, like every date the server writes for people. */
export { formatIndianTime } from "../dates.ts";

/** What the header and footer of every email show: the company details (server/modules/site-content/company.ts). */
export interface EmailCompany {
  brand: string;
  tagline: string;
  legalName: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  phone: { display: string; href: string };
  email: string;
  businessHours: ReadonlyArray<{ days: string; hours: string }>;
}

const hoursLine = (company: EmailCompany) => company.businessHours.map((entry) => `${entry.days}: ${entry.hours}`).join(" · ");

/** The plain-text footer starts after this line (a signature separator), and runs to the end. */
const TEXT_FOOTER_START = "\n\n--\n";
const HTML_FOOTER_START = "<!--company-footer-->";
const HTML_FOOTER_END = "<!--/company-footer-->";
const HTML_HEADER_START = "<!--company-header-->";
const HTML_HEADER_END = "<!--/company-header-->";

function headerHtml(company: Pick<EmailCompany, "brand" | "tagline">): string {
  return `<span style="font-size:24px;font-weight:800;letter-spacing:-0.5px;color:#ffffff;">${escapeHtml(company.brand)}</span>
<span style="display:block;margin-top:4px;font-size:13px;color:#c7d2fe;">${escapeHtml(company.tagline)}</span>`;
}

function footerText(company: EmailCompany): string {
  return [company.legalName, formatFullAddress(company.address), `${company.phone.display} · ${company.email}`, hoursLine(company)].join("\n");
}

function footerHtml(company: EmailCompany): string {
  return `<strong style="color:${COLORS.text};">${escapeHtml(company.legalName)}</strong><br>
${escapeHtml(formatFullAddress(company.address))}<br>
<a href="${escapeHtml(company.phone.href)}" style="color:${COLORS.brandText};text-decoration:none;">${escapeHtml(company.phone.display)}</a> ·
<a href="mailto:${escapeHtml(company.email)}" style="color:${COLORS.brandText};text-decoration:none;">${escapeHtml(company.email)}</a><br>
${escapeHtml(hoursLine(company))}`;
}

/**
 * An email rendered by `renderEmail` with its header and footer rewritten from `company`: the outbox
 * worker calls it as it sends, so every email shows the details stored at that moment. An email
 * without them (written some other way) is left as it is.
 */
export function withCompanyDetails<Email extends { text: string; html: string }>(email: Email, company: EmailCompany): Email {
  const textStart = email.text.lastIndexOf(TEXT_FOOTER_START);
  return {
    ...email,
    text: textStart < 0 ? email.text : `${email.text.slice(0, textStart + TEXT_FOOTER_START.length)}${footerText(company)}\n`,
    html: replaceBetween(replaceBetween(email.html, HTML_HEADER_START, HTML_HEADER_END, headerHtml(company)), HTML_FOOTER_START, HTML_FOOTER_END, footerHtml(company)),
  };
}

/** `html` with what lies between the two markers replaced (unchanged when they are not both there). */
function replaceBetween(html: string, start: string, end: string, replacement: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  return from < 0 || to < 0 ? html : `${html.slice(0, from + start.length)}${replacement}${html.slice(to)}`;
}

// ---------------------------------------------------------------------------------------------
// Plain text

function inlineText(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === "string") return part;
      if ("strong" in part) return part.strong;
      if ("href" in part) return part.label === part.href || /^(tel|mailto):/.test(part.href) ? part.label : `${part.label} (${part.href})`;
      return "\n";
    })
    .join("");
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return inlineText(block.content);
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "message":
      return `${block.label}:\n${block.text}`;
    case "button":
      return `${block.label}: ${block.href}`;
    case "quote":
      return [block.intro, ...block.text.split(/\r?\n/).map((line) => `> ${line}`)].join("\n");
  }
}

function renderText(content: EmailContent): string {
  const sections = [content.heading, ...content.blocks.map(blockText), content.note && inlineText(content.note)];
  return `${sections.filter(Boolean).join("\n\n")}${TEXT_FOOTER_START}${footerText(site)}\n`;
}

// ---------------------------------------------------------------------------------------------
// HTML

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

/** Escaped text with its line breaks kept. */
const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

function inlineHtml(content: Inline[], linkColor: string = COLORS.brandText): string {
  return content
    .map((part) => {
      if (typeof part === "string") return multiline(part);
      if ("strong" in part) return `<strong>${multiline(part.strong)}</strong>`;
      if ("href" in part) {
        const wrap = part.label === part.href ? "word-break:break-all;" : "";
        return `<a href="${escapeHtml(part.href)}" style="color:${linkColor};${wrap}">${escapeHtml(part.label)}</a>`;
      }
      return "<br>";
    })
    .join("");
}

const paragraphHtml = (html: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.7;">${html}</p>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return paragraphHtml(inlineHtml(block.content));
    case "details": {
      const cells = block.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding:10px 12px;width:110px;font-size:13px;line-height:1.6;font-weight:600;color:${COLORS.muted};border-bottom:1px solid ${COLORS.border};">${escapeHtml(label)}</th>` +
            `<td valign="top" style="padding:10px 12px;font-size:14px;line-height:1.6;color:${COLORS.text};border-bottom:1px solid ${COLORS.border};word-break:break-word;">${multiline(value)}</td></tr>`,
        )
        .join("\n");
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border:1px solid ${COLORS.border};border-radius:12px;border-collapse:separate;background-color:${COLORS.panel};">${cells}</table>`;
    }
    case "message":
      return (
        `<p style="margin:0 0 8px;font-size:13px;font-weight:600;color:${COLORS.muted};">${escapeHtml(block.label)}</p>\n` +
        `<div style="margin:0 0 24px;padding:16px 20px;border-left:4px solid ${COLORS.accent};background-color:${COLORS.panel};border-radius:8px;font-size:14px;line-height:1.7;">${multiline(block.text)}</div>`
      );
    case "button": {
      const action = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background-color:${COLORS.accent};">
<a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 28px;font-size:15px;font-weight:700;color:#0f172a;text-decoration:none;border-radius:999px;">${escapeHtml(block.label)}</a>
</td></tr></table>`;
      if (!block.showAddress) return action;
      return `${action}\n${paragraphHtml(`If the button does not work, copy this address into your browser:<br><span style="word-break:break-all;color:${COLORS.muted};">${escapeHtml(block.href)}</span>`)}`;
    }
    case "quote":
      return (
        `<hr style="margin:32px 0 16px;border:0;border-top:1px solid ${COLORS.border};">\n` +
        `<p style="margin:0 0 8px;font-size:14px;color:${COLORS.muted};">${escapeHtml(block.intro)}</p>\n` +
        `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #c7d2fe;color:${COLORS.muted};font-size:14px;">${multiline(block.text)}</blockquote>`
      );
  }
}

function renderHtml(content: EmailContent): string {
  const { preheader, heading, blocks, note } = content;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.panel};">
${preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>` : ""}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:${COLORS.panel};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background-color:#ffffff;border:1px solid ${COLORS.border};border-radius:16px;overflow:hidden;font-family:${FONT};color:${COLORS.text};">
<tr><td style="background-color:${COLORS.brand};background-image:linear-gradient(135deg,${COLORS.brandDark},${COLORS.brand});padding:24px 32px;">
${HTML_HEADER_START}${headerHtml(site)}${HTML_HEADER_END}
</td></tr>
<tr><td style="padding:32px;">
${heading ? `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.brandDark};">${escapeHtml(heading)}</h1>\n` : ""}${blocks.map(blockHtml).join("\n")}
</td></tr>
${note ? `<tr><td style="padding:0 32px 24px;font-size:13px;line-height:1.6;color:${COLORS.muted};">${inlineHtml(note, COLORS.muted)}</td></tr>` : ""}
<tr><td style="background-color:${COLORS.panel};border-top:1px solid ${COLORS.border};padding:20px 32px;font-size:12px;line-height:1.7;color:${COLORS.muted};">
${HTML_FOOTER_START}${footerHtml(site)}${HTML_FOOTER_END}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
