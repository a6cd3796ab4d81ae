import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, contactSubmissionSchema, PHONE_PATTERN, proposalSchema } from "./contact.ts";

const valid = { name: "Riya", email: "riya@example.com", subject: "Other", message: "Hello" };

describe("the phone rule (one pattern for the browser and the server)", () => {
  it("is a pattern browsers accept: they compile `pattern` with the v flag", () => {
    expect(() => new RegExp(`^(?:${PHONE_PATTERN})$`, "v")).not.toThrow();
  });

  it("accepts digits, spaces, +, - and parentheses (a digit at least), and refuses anything else, in the browser as on the server", () => {
    const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
    for (const phone of ["+91 98765 43210", "(0269) 224-4567", ""]) {
      expect(browser.test(phone), phone).toBe(true);
      expect(contactSubmissionSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
    for (const phone of ["98250 CALL ME", "98765/43210", "+91.98765", "++++----", "( )"]) {
      expect(browser.test(phone), phone).toBe(false);
      const result = contactSubmissionSchema.safeParse({ ...valid, phone });
      expect(result.error?.issues[0]?.message, phone).toBe(CONTACT_MESSAGES.phoneInvalid);
    }
  });
});

describe("one-line fields", () => {
  it("read line breaks in a name or subject as a space, so they cannot add lines where they are shown", () => {
    const result = contactSubmissionSchema.parse({ ...valid, name: "Evil\r\nEmail: boss@example.com", subject: "Hi\n\tBcc: x@y.com" });
    expect(result.name).toBe("Evil Email: boss@example.com");
    expect(result.subject).toBe("Hi Bcc: x@y.com");
    expect(contactSubmissionSchema.parse({ ...valid, message: "Line one\nLine two" }).message).toBe("Line one\nLine two");
  });
});

describe("the proposal modal's rules (SPEC §5: name, email and message required)", () => {
  const lead = { name: "Priya Shah", email: "priya@example.com", message: "An SEO proposal, please" };
  const errorsOf = (values: typeof lead) => {
    const result = proposalSchema.safeParse(values);
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
  };

  it("accept a complete request", () => {
    expect(errorsOf(lead)).toEqual({});
  });

  it("require every field, also when it holds only spaces", () => {
    const missing = { name: "Please enter your name", email: "Please enter your email address", message: "Please enter your message" };
    expect(errorsOf({ name: "", email: "", message: "" })).toEqual(missing);
    expect(errorsOf({ name: "  ", email: " ", message: "\n" })).toEqual(missing);
  });

  it("refuse an address without a domain, even one a browser lets through", () => {
    for (const email of ["priya", "priya@", "priya@example", "pri ya@example.com"]) {
      expect(errorsOf({ ...lead, email }).email, email).toBe("Please enter a valid email address");
    }
  });
});
