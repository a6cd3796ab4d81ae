import { escapeHtml } from "../escape-html.ts";

/**
 * The email a visitor receives when staff answer their enquiry from the admin panel: the reply,
 * then their own message quoted below it, as a mail client would. Text and HTML parts; every
 * user-supplied field is escaped in the HTML.
 */

export interface ContactReplyEmailInput {
  brand: string;
  contact: { name: string; subject: string; message: string; createdAt: Date };
  reply: string;
  staffName: string;
  siteUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** One line, without control characters, so it is safe in a header. */
function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export function contactReplyEmail(input: ContactReplyEmailInput): RenderedEmail {
  const subjectLine = singleLine(input.contact.subject);
  const subject = /^re:/i.test(subjectLine) ? subjectLine : `Re: ${subjectLine}`;
  const greetingName = singleLine(input.contact.name);
  const wrote = `On ${dateFormat.format(input.contact.createdAt)} (IST), you wrote:`;
  const quoted = input.contact.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");

  const text = [
    `Dear ${greetingName},`,
    "",
    input.reply,
    "",
    "Best regards,",
    input.staffName,
    input.brand,
    input.siteUrl,
    "",
    wrote,
    quoted,
    "",
  ].join("\n");

  const paragraphs = (value: string) =>
    value
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
      .join("");

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.6">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border:1px solid #e2e8f0">
<p style="margin:0 0 16px">Dear ${escapeHtml(greetingName)},</p>
${paragraphs(input.reply)}
<p style="margin:24px 0 0">Best regards,<br>${escapeHtml(input.staffName)}<br>${escapeHtml(input.brand)}<br><a href="${escapeHtml(input.siteUrl)}" style="color:#4338ca">${escapeHtml(input.siteUrl)}</a></p>
<hr style="margin:32px 0 16px;border:0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 8px;font-size:14px;color:#475569">${escapeHtml(wrote)}</p>
<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #c7d2fe;color:#475569;font-size:14px">${escapeHtml(input.contact.message).replace(/\r?\n/g, "<br>")}</blockquote>
</div>
</body>
</html>`;

  return { subject, text, html };
}
