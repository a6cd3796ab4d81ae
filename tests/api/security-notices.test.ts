import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admins } from "#server/db/schema.ts";
import { formatIndianTime } from "#server/dates.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { STRONG_PASSWORD, TEST_PUBLIC_URL, staffAppForEachTest, totpCode } from "#tests/support/staff-harness.ts";

/** WordPress-style security notices: a changed password, and a changed sign-in email told to the old address. */

const { current, call, emailsTo, tokenFromEmail, invite } = staffAppForEachTest();

const subjects = async (to: string) => (await emailsTo(to)).map((mail) => mail.subject);
/** When the stored password changed, as the email writes it. */
const changedAt = async () => formatIndianTime((await current().db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email)))[0]!.passwordChangedAt!, "long");

describe("a changed password", () => {
  it("on the account page: the account's address is told when and how, with a reset link in case it was not them (an owner has nobody above to tell)", async () => {
    const wrong = await call("POST", "/api/admin/account/password", { currentPassword: "not it", newPassword: STRONG_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(await emailsTo(TEST_ADMIN.email)).toEqual([]);

    expect((await call("POST", "/api/admin/account/password", { currentPassword: TEST_ADMIN.password, newPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    const [mail, ...more] = await emailsTo(TEST_ADMIN.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Your Vistaar admin password was changed");
    expect(mail!.text).toContain("Hello Administrator,");
    expect(mail!.text).toContain(`The password of your admin account was changed on ${await changedAt()} (IST), on your account page. Your other sessions were signed out.`);
    expect(mail!.text).toContain("If this was not you, reset your password at once:");
    expect(mail!.text).not.toContain("tell the owner");
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/admin/forgot-password`);
    expect(mail!.html).toContain("Your password was changed");
    expect(mail!.html).toContain(`href="${TEST_PUBLIC_URL}/admin/forgot-password"`);
  });

  it("an editor is also told to tell the owner", async () => {
    const editor = await invite("editor@vistaar.example", "editor");
    const changed = await call("POST", "/api/admin/account/password", { currentPassword: STRONG_PASSWORD, newPassword: `${STRONG_PASSWORD} again` }, editor.authorization);
    expect(changed.statusCode).toBe(200);
    const notice = (await emailsTo("editor@vistaar.example")).at(-1)!;
    expect(notice.subject).toBe("Your Vistaar admin password was changed");
    expect(notice.text).toContain("If this was not you, reset your password at once and tell the owner of the admin panel:");
  });

  it("with a reset link: the same notice after the reset email, saying every session was signed out", async () => {
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const token = await tokenFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect((await call("POST", "/api/admin/password-reset/confirm", { token, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);

    expect(await subjects(TEST_ADMIN.email)).toEqual(["Reset your Vistaar admin password", "Your Vistaar admin password was changed"]);
    const notice = (await emailsTo(TEST_ADMIN.email)).at(-1)!;
    expect(notice.text).toContain(`changed on ${await changedAt()} (IST), with a reset link sent to this address. Every session was signed out.`);
    expect(notice.text).toContain(`${TEST_PUBLIC_URL}/admin/forgot-password`);
  });
});

describe("a changed sign-in email", () => {
  it("the old address is told once the new one is confirmed, naming it; before that it hears nothing", async () => {
    const requested = await call("POST", "/api/admin/account/email", { email: "owner@vistaar.example", password: TEST_ADMIN.password });
    expect(requested.statusCode).toBe(202);
    const token = await tokenFromEmail("owner@vistaar.example", "/admin/confirm-email");
    expect(await emailsTo(TEST_ADMIN.email)).toEqual([]);

    const before = Date.now();
    expect((await call("POST", "/api/admin/account/email/confirm", { token }, "")).statusCode).toBe(200);
    const [notice, ...more] = await emailsTo(TEST_ADMIN.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe("The email address of your Vistaar admin account was changed");
    expect(notice!.text).toContain("Hello Administrator,");
    expect(notice!.text).toContain("Your admin account signs in with owner@vistaar.example from now on, instead of this address.");
    expect(notice!.text).toMatch(/The change was confirmed on .+ \(IST\)\./);
    expect(notice!.text).toContain(formatIndianTime(new Date(before), "long").split(" at ")[0]);
    expect(notice!.text).toContain(
      "If this was not you, someone who knows your password has taken over your account: ask another owner to disable it at once (if you are the only owner, whoever runs the server can add one with npm run admin:create).",
    );
    expect(notice!.html).toContain("<strong");
    // Only the confirmation went to the new address.
    expect(await subjects("owner@vistaar.example")).toEqual(["Confirm your new Vistaar admin email address"]);
  });
});

describe("two-factor sign-in turned on or off", () => {
  it("tells the account's address each time, with the way back if it was not them; a refused change tells nothing", async () => {
    const { secret } = (await call("POST", "/api/admin/2fa/setup", {})).json() as { secret: string };
    const wrongCode = totpCode(secret, 0) === "000000" ? "111111" : "000000";
    expect((await call("POST", "/api/admin/2fa/enable", { code: wrongCode })).statusCode).toBe(400);
    expect(await emailsTo(TEST_ADMIN.email)).toEqual([]);

    expect((await call("POST", "/api/admin/2fa/enable", { code: totpCode(secret, 0) })).statusCode).toBe(200);
    const [on, ...more] = await emailsTo(TEST_ADMIN.email);
    expect(more).toEqual([]);
    expect(on!.subject).toBe("Two-factor sign-in is now on for your Vistaar admin account");
    expect(on!.text).toContain("signing in now also asks for a code from your authenticator app.");
    expect(on!.text).toContain("If this was not you, reset your password at once:");
    expect(on!.text).toContain(`${TEST_PUBLIC_URL}/admin/forgot-password`);

    expect((await call("POST", "/api/admin/2fa/disable", { password: "not it" })).statusCode).toBe(400);
    expect(await subjects(TEST_ADMIN.email)).toHaveLength(1);
    expect((await call("POST", "/api/admin/2fa/disable", { password: TEST_ADMIN.password })).statusCode).toBe(200);
    expect(await subjects(TEST_ADMIN.email)).toEqual([
      "Two-factor sign-in is now on for your Vistaar admin account",
      "Two-factor sign-in is now off for your Vistaar admin account",
    ]);
  });
});
