import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "#contracts/contact.ts";
import { FORM_RATE_LIMIT_MESSAGE } from "#contracts/api-error.ts";
import { ContactPageForm } from "./contact-page-form.tsx";

/**
 * A refused no-JavaScript submission (the /contact action) re-renders the Contact page, where the form
 * is below the contact details: a few screens down on a phone. The browser focuses and scrolls to the
 * element marked `autofocus` as the page loads; the one marked is what the visitor has to fix.
 */
const values = { name: "Priya", email: "priya@localhost", phone: "", subject: "Quote Request", message: "Fifty leads a month." };
const autofocused = (html: string) => [...html.matchAll(/<(\w+)[^>]*\sautofocus=""[^>]*>/g)].map((match) => match[0]);

describe("the Contact page form, refused without JavaScript", () => {
  it("marks the first field with a message to be focused as the page loads, and only that one", () => {
    const html = renderToString(
      <ContactPageForm
        initial={{ values, message: CONTACT_MESSAGES.emailInvalid, errors: { email: CONTACT_MESSAGES.emailInvalid, message: "Too long" } }}
      />,
    );
    const marked = autofocused(html);
    expect(marked).toHaveLength(1);
    expect(marked[0]).toMatch(/^<input[^>]*name="email"/);
  });

  it("marks the message banner when no field is wrong (too many messages)", () => {
    const html = renderToString(<ContactPageForm initial={{ values, message: FORM_RATE_LIMIT_MESSAGE, errors: {} }} />);
    const marked = autofocused(html);
    expect(marked).toHaveLength(1);
    expect(marked[0]).toMatch(/^<div[^>]*role="alert"[^>]*tabindex="-1"|^<div[^>]*tabindex="-1"[^>]*role="alert"/);
  });

  it("marks nothing on a fresh form", () => {
    expect(autofocused(renderToString(<ContactPageForm />))).toEqual([]);
  });
});
