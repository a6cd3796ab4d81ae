import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailWaitsNoteText } from "./email-waits-note.tsx";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&ldquo;|&rdquo;|“|”/g, '"');

describe("the note where an email is written on a server without SMTP_URL", () => {
  it("says the reply is kept, not sent, and how it goes out", () => {
    expect(text(renderToString(<EmailWaitsNoteText what="reply" />))).toBe(
      'Email is not set up on this server, so this reply is kept, not sent. It goes out once SMTP_URL is set: see the README, "Configuration".',
    );
  });

  it("is a note named for what it is about", () => {
    expect(renderToString(<EmailWaitsNoteText what="invitation" />)).toMatch(/role="note" aria-label="Email is not set up"/);
  });
});
