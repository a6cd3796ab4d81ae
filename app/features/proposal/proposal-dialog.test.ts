import { describe, expect, it } from "vitest";
import { validateProposal } from "./proposal-dialog.tsx";

const valid = { name: "Priya Shah", email: "priya@example.com", message: "An SEO proposal, please" };

describe("validateProposal (SPEC §5: name, email and message required)", () => {
  it("accepts a complete request", () => {
    expect(validateProposal(valid)).toEqual({});
  });

  it("requires every field, also when it holds only spaces", () => {
    expect(validateProposal({ name: "", email: "", message: "" })).toEqual({
      name: "Please enter your name",
      email: "Please enter your email address",
      message: "Please enter your message",
    });
    expect(validateProposal({ name: "  ", email: " ", message: "\n" })).toEqual({
      name: "Please enter your name",
      email: "Please enter your email address",
      message: "Please enter your message",
    });
  });

  it("rejects an address without a domain, even one the browser lets through", () => {
    for (const email of ["priya", "priya@", "priya@example", "pri ya@example.com"]) {
      expect(validateProposal({ ...valid, email }).email, email).toBe("Please enter a valid email address");
    }
  });

  it("trusts the browser's verdict on the email control", () => {
    const typeMismatch = { valid: false, valueMissing: false, typeMismatch: true } as ValidityState;
    expect(validateProposal(valid, { email: typeMismatch }).email).toBe("Please enter a valid email address");
  });
});
