import { button, link, paragraph, renderEmail, strong } from "../layout.ts";
import type { OutgoingEmail } from "../outbox.ts";

/** The newsletter's emails: the double opt-in confirmation and the welcome, in the name of the company as stored (`brand`). */

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
export function newsletterConfirmationEmail(subscriber: SubscriberEmailInput, options: { publicUrl: string; brand: string }): OutgoingEmail {
  const unsubscribeUrl = newsletterUnsubscribeUrl(options.publicUrl, subscriber.unsubscribeToken);
  const email = renderEmail({
    subject: `Please confirm your subscription to the ${options.brand} newsletter`,
    preheader: "One click to confirm your subscription.",
    heading: "Please confirm your subscription",
    blocks: [
      paragraph("Hello,"),
      paragraph(
        `Someone (we hope you) asked to receive the ${options.brand} newsletter at `,
        strong(subscriber.email),
        ": marketing ideas for growing businesses, once a month.",
      ),
      paragraph("Please confirm your subscription: open the page below and press ", strong("Confirm subscription"), "."),
      button(newsletterConfirmUrl(options.publicUrl, subscriber.confirmToken), "Confirm subscription", { showAddress: true }),
      paragraph(`Team ${options.brand}`),
    ],
    note: ["If you did not ask for it, ignore this email: you will not hear from us again. ", link(unsubscribeUrl, "Unsubscribe")],
  });
  return {
    purpose: "newsletter-confirmation",
    to: subscriber.email,
    ...email,
    headers: listUnsubscribeHeaders(options.publicUrl, subscriber.unsubscribeToken),
  };
}

/** After confirmation (or at once without double opt-in). */
export function newsletterWelcomeEmail(subscriber: SubscriberEmailInput, options: { publicUrl: string; brand: string }): OutgoingEmail {
  const unsubscribeUrl = newsletterUnsubscribeUrl(options.publicUrl, subscriber.unsubscribeToken);
  const email = renderEmail({
    subject: `Welcome to the ${options.brand} newsletter`,
    preheader: "You are subscribed. Here is what to expect.",
    heading: `Welcome to the ${options.brand} newsletter`,
    blocks: [
      paragraph("Hello,"),
      paragraph(
        "You are subscribed with ",
        strong(subscriber.email),
        ". Once a month we send practical marketing ideas for growing businesses: SEO, social media, ads and the lessons from our own client work.",
      ),
      paragraph("While you wait for the first issue, our blog has plenty to read:"),
      button(`${options.publicUrl}/blog`, "Read the blog"),
      paragraph(`Team ${options.brand}`),
    ],
    note: ["You can ", link(unsubscribeUrl, "unsubscribe"), " at any time."],
  });
  return {
    purpose: "newsletter-welcome",
    to: subscriber.email,
    ...email,
    headers: listUnsubscribeHeaders(options.publicUrl, subscriber.unsubscribeToken),
  };
}
