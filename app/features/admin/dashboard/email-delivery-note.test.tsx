import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailDeliveryNote } from "./email-delivery-note.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&apos;/g, "'").replace(/&ldquo;|&rdquo;|“|”/g, '"');

describe("the dashboard's note on email delivery", () => {
  it("says email is not set up, and how many emails wait, without SMTP_URL", () => {
    expect(text(renderToString(<EmailDeliveryNote email={{ sending: false, waiting: 3, failed: 0 }} />))).toBe(
      'Email is not set up on this server, so replies, invitations and form notifications are kept, not sent (3 emails are waiting). They go out once SMTP_URL is set: see the README, "Configuration".',
    );
  });

  it("counts the emails given up on where email is set up", () => {
    expect(text(renderToString(<EmailDeliveryNote email={{ sending: true, waiting: 0, failed: 1 }} />))).toContain("1 email could not be delivered after every attempt.");
  });

  it("says nothing while email works", () => {
    expect(renderToString(<EmailDeliveryNote email={{ sending: true, waiting: 4, failed: 0 }} />)).toBe("");
  });
});
