import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { oneTimeTokens } from "#server/db/schema.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { STRONG_PASSWORD, staffAppForEachTest } from "#tests/support/staff-harness.ts";

/** The invitation and reset pages check their link as they open, without using it up. */

const { current, call, tokenFromEmail } = staffAppForEachTest();

const check = (kind: "invitations" | "password-reset" | "account/email", payload: object, remoteAddress = "198.51.100.20") =>
  current().app.inject({ method: "POST", url: `/api/admin/${kind}/check`, payload, remoteAddress });

describe("POST /api/admin/invitations/check", () => {
  it("200 while the invitation can be accepted, however often the page is opened; 400 with the page's message once it is used", async () => {
    await call("POST", "/api/admin/users", { email: "nisha@vistaar.example", role: "editor" });
    const token = await tokenFromEmail("nisha@vistaar.example", "/admin/accept-invite");
    for (let opened = 0; opened < 2; opened++) {
      const valid = await check("invitations", { token });
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({ valid: true, email: "nisha@vistaar.example", name: "nisha", role: "editor" });
      expect(valid.headers["cache-control"]).toBe("no-store");
    }
    expect((await call("POST", "/api/admin/invitations/accept", { token, name: "Nisha Desai", password: STRONG_PASSWORD }, "")).statusCode).toBe(200);
    const used = await check("invitations", { token });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: STAFF_MESSAGES.invitationInvalid });
  });

  it("400 for a link replaced by a resend, an expired one, none at all, or the stored hash itself", async () => {
    const { id } = (await call("POST", "/api/admin/users", { email: "ravi@vistaar.example", role: "sales" })).json().data;
    const first = await tokenFromEmail("ravi@vistaar.example", "/admin/accept-invite");
    await call("POST", `/api/admin/users/${id}/invitation`, {});
    const second = await tokenFromEmail("ravi@vistaar.example", "/admin/accept-invite");
    expect((await check("invitations", { token: first })).json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    expect((await check("invitations", { token: second })).statusCode).toBe(200);

    // The database holds only the token's SHA-256: the hash is not a key that opens anything.
    const [stored] = await current().db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, "invitation"));
    expect((await check("invitations", { token: stored!.tokenHash })).statusCode).toBe(400);

    for (const payload of [{}, { token: "" }]) {
      const missing = await check("invitations", payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    }
    await current().db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await check("invitations", { token: second })).json()).toEqual({ message: STAFF_MESSAGES.invitationInvalid });
  });
});

describe("POST /api/admin/account/email/check", () => {
  it("200 while the email-change link works, changing nothing; 400 with the page's message once used, and for none or a made-up one", async () => {
    expect((await call("POST", "/api/admin/account/email", { email: "owner@vistaar.example", password: TEST_ADMIN.password })).statusCode).toBe(202);
    const token = await tokenFromEmail("owner@vistaar.example", "/admin/confirm-email");
    for (let opened = 0; opened < 2; opened++) {
      const valid = await check("account/email", { token });
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({ valid: true });
      expect(valid.headers["cache-control"]).toBe("no-store");
    }
    expect((await call("GET", "/api/admin/me")).json().admin.email).toBe(TEST_ADMIN.email);

    expect((await call("POST", "/api/admin/account/email/confirm", { token }, "")).statusCode).toBe(200);
    const used = await check("account/email", { token });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: STAFF_MESSAGES.emailChangeInvalid });
    for (const payload of [{}, { token: "" }, { token: "made-up-token-value" }]) {
      expect((await check("account/email", payload)).json().message).toBe(STAFF_MESSAGES.emailChangeInvalid);
    }
  });
});

describe("POST /api/admin/password-reset/check", () => {
  it("200 while the link works, then 400 with the page's message once the password is set, or when a newer link replaced it", async () => {
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const first = await tokenFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect((await check("password-reset", { token: first })).json()).toEqual({ valid: true });
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const second = await tokenFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect((await check("password-reset", { token: first })).json()).toEqual({ message: STAFF_MESSAGES.resetLinkInvalid });

    expect((await check("password-reset", { token: second })).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/password-reset/confirm", { token: second, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);
    const used = await check("password-reset", { token: second });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: STAFF_MESSAGES.resetLinkInvalid });
    expect((await check("password-reset", {})).json().message).toBe(STAFF_MESSAGES.resetLinkInvalid);
  });

  it("is limited per client address (60 an hour, both kinds of link together): then 429 naming the wait, and the link still works elsewhere", async () => {
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const token = await tokenFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    for (let opened = 0; opened < 30; opened++) expect((await check("password-reset", { token }, "203.0.113.30")).statusCode).toBe(200);
    for (let opened = 0; opened < 30; opened++) expect((await check("invitations", { token: "made-up" }, "203.0.113.30")).statusCode).toBe(400);
    const limited = await check("password-reset", { token }, "203.0.113.30");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many link checks. Please wait 60 minutes and try again.");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(59 * 60);
    expect((await check("password-reset", { token }, "198.51.100.31")).statusCode).toBe(200);
  });
});
