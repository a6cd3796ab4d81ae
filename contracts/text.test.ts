import { describe, expect, it } from "vitest";
import { contactSubmissionSchema } from "./contact.ts";
import { newsletterSubscriptionSchema } from "./newsletter.ts";
import { withoutControlCharacters } from "./text.ts";

describe("control characters in form text", () => {
  it("are removed, while tabs and line breaks stay", () => {
    expect(withoutControlCharacters("a\u0000b\u0007c\td\ne\r\nf\u007f")).toBe("abc\td\ne\nf");
  });

  it("and a message posted without JavaScript (line breaks as \\r\\n) is stored as the same message sent by script", () => {
    const posted = contactSubmissionSchema.parse({ name: "Riya", email: "riya@example.com", subject: "Other", message: "One\r\nTwo\rThree" });
    const scripted = contactSubmissionSchema.parse({ name: "Riya", email: "riya@example.com", subject: "Other", message: "One\nTwo\nThree" });
    expect(posted.message).toBe(scripted.message);
  });

  it("and a message at the textarea's limit counts each line break once, however it was posted", () => {
    const lines = "x".repeat(99) + "\r\n";
    const message = lines.repeat(50).trimEnd(); // 4,999 characters as the textarea counts them, 5,048 as posted
    expect(contactSubmissionSchema.safeParse({ name: "Riya", email: "riya@example.com", subject: "Other", message }).success).toBe(true);
  });

  it("never reach the database from the contact form (the no-JavaScript path parses with this schema)", () => {
    const parsed = contactSubmissionSchema.parse({
      name: "Ri\u0000ya",
      email: "riya@example.com",
      subject: "General Inquiry",
      message: "Line one\nLine\u0000 two",
    });
    expect(parsed.name).toBe("Riya");
    expect(parsed.message).toBe("Line one\nLine two");
  });

  it("and a name that is only control characters is still missing", () => {
    const result = contactSubmissionSchema.safeParse({ name: "\u0000\u0001", email: "a@example.com", subject: "Other", message: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter your name");
  });

  it("are removed from the newsletter's page field", () => {
    const parsed = newsletterSubscriptionSchema.parse({ email: "a@example.com", source: "Blog Page", page: "/blog\u0000" });
    expect(parsed.page).toBe("/blog");
  });
});
