import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS } from "#contracts/activity.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { buildApp } from "#server/app.ts";
import { runHousekeeping } from "#server/db/maintenance.ts";
import { PASSWORD_CHECKS_PER_15_MINUTES } from "#server/modules/auth/account.ts";
import { activityLog, admins, adminSessions, oneTimeTokens, recoveryCodes as recoveryCodeRows } from "#server/db/schema.ts";
import { getTestDatabase } from "#tests/support/test-database.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { STRONG_PASSWORD, staffAppForEachTest, totpCode } from "#tests/support/staff-harness.ts";

/** Issue 14 end to end through the API: invitations and resets by real email, roles, 2FA, sessions, the log. */

const { current, call, emailsTo, tokenFromEmail: linkFromEmail, invite, sink } = staffAppForEachTest();
const bearer = (token: string) => `Bearer ${token}`;

describe("invitations", () => {
  it("invite an editor: an email with a one-time link, accepted with a name and a strong password, then signed in as an editor", async () => {
    const invited = await call("POST", "/api/admin/users", { email: "Nisha@Vistaar.example", role: "editor" });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ message: STAFF_MESSAGES.invited, data: { email: "nisha@vistaar.example", role: "editor", status: "invited" } });

    const token = await linkFromEmail("nisha@vistaar.example", "/admin/accept-invite");
    const mail = sink().received.at(-1)!;
    expect(mail.subject).toBe("You are invited to the Vistaar admin panel");
    // Only a hash is stored.
    const stored = await current().db.select().from(oneTimeTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await call("POST", "/api/admin/invitations/accept", { token, name: "Nisha", password: "password1234" }, "");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(STAFF_MESSAGES.passwordTooWeak);
    const short = await call("POST", "/api/admin/invitations/accept", { token, name: "Nisha", password: "short" }, "");
    expect(short.json().errors.password).toBe(STAFF_MESSAGES.passwordTooShort);

    const accepted = await call("POST", "/api/admin/invitations/accept", { token, name: "Nisha Desai", password: STRONG_PASSWORD }, "");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().admin).toMatchObject({ name: "Nisha Desai", role: "editor" });
    const editor = bearer(accepted.json().token);

    expect((await call("POST", "/api/admin/invitations/accept", { token, name: "Again", password: STRONG_PASSWORD }, "")).json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    expect((await call("GET", "/api/contact", undefined, editor)).statusCode).toBe(403);
    expect((await call("GET", "/api/contact", undefined, editor)).json()).toEqual({ message: STAFF_MESSAGES.forbidden });
    expect((await call("GET", "/api/admin/users", undefined, editor)).statusCode).toBe(403);

    const staff = (await call("GET", "/api/admin/users")).json().data;
    expect(staff.find((member: { email: string }) => member.email === "nisha@vistaar.example")).toMatchObject({ status: "active", twoFactorEnabled: false });
  });

  it("the invitation's page is told whom it is for: the address, the name the owner gave (or the address's first part) and the role, nothing more", async () => {
    const check = (token: string) => call("POST", "/api/admin/invitations/check", { token }, "");
    await call("POST", "/api/admin/users", { email: "nisha@vistaar.example", role: "editor", name: "Nisha Desai" });
    const named = await linkFromEmail("nisha@vistaar.example", "/admin/accept-invite");
    expect((await check(named)).json()).toEqual({ valid: true, email: "nisha@vistaar.example", name: "Nisha Desai", role: "editor" });

    await call("POST", "/api/admin/users", { email: "ravi.patel@vistaar.example", role: "sales" });
    const unnamed = await linkFromEmail("ravi.patel@vistaar.example", "/admin/accept-invite");
    expect((await check(unnamed)).json()).toEqual({ valid: true, email: "ravi.patel@vistaar.example", name: "ravi.patel", role: "sales" });

    // Accepted with the name as given: the link is used up, and its check says only that.
    const accepted = await call("POST", "/api/admin/invitations/accept", { token: named, name: "Nisha Desai", password: STRONG_PASSWORD }, "");
    expect(accepted.json().admin).toMatchObject({ name: "Nisha Desai", email: "nisha@vistaar.example", role: "editor" });
    const used = await check(named);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: STAFF_MESSAGES.invitationInvalid });
  });

  it("an expired invitation, or one replaced by a resend, no longer works", async () => {
    const { id } = (await call("POST", "/api/admin/users", { email: "ravi@vistaar.example", role: "sales" })).json().data;
    const first = await linkFromEmail("ravi@vistaar.example", "/admin/accept-invite");
    expect((await call("POST", `/api/admin/users/${id}/invitation`, {})).statusCode).toBe(200);
    const second = await linkFromEmail("ravi@vistaar.example", "/admin/accept-invite");
    expect(second).not.toBe(first);
    expect((await call("POST", "/api/admin/invitations/accept", { token: first, name: "Ravi", password: STRONG_PASSWORD }, "")).statusCode).toBe(400);
    await current().db.update(oneTimeTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await call("POST", "/api/admin/invitations/accept", { token: second, name: "Ravi", password: STRONG_PASSWORD }, "");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
  });
});

describe("roles and the last owner", () => {
  it("the last active owner cannot be demoted, disabled or deleted; another owner makes it possible", async () => {
    const [owner] = await current().db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    const demote = await call("PATCH", `/api/admin/users/${owner!.id}`, { role: "editor" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(STAFF_MESSAGES.lastOwner);
    expect((await call("DELETE", `/api/admin/users/${owner!.id}`)).statusCode).toBeGreaterThanOrEqual(400);

    const second = await invite("partner@vistaar.example", "owner");
    expect((await call("PATCH", `/api/admin/users/${owner!.id}`, { role: "editor" }, second.authorization)).statusCode).toBe(200);
    const me = await call("GET", "/api/admin/me");
    expect(me.json().admin.role).toBe("editor");
    // This server has SMTP_URL: the panel need not warn that its emails wait.
    expect(me.json().emailSending).toBe(true);
    expect((await call("GET", "/api/admin/users")).statusCode).toBe(403);
  });

  it("refuses a change that says nothing to change, instead of answering 'updated'", async () => {
    const sales = await invite("quiet@vistaar.example", "sales");
    const response = await call("PATCH", `/api/admin/users/${sales.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STAFF_MESSAGES.nothingToChange);
  });

  it("disabling someone ends their sessions at once; deleting them too", async () => {
    const sales = await invite("sales@vistaar.example", "sales");
    expect((await call("GET", "/api/contact", undefined, sales.authorization)).statusCode).toBe(200);
    const disabled = await call("PATCH", `/api/admin/users/${sales.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    // The answer says what happened to the account (the staff screen toasts it), not a generic "updated".
    expect(disabled.json()).toMatchObject({ message: STAFF_MESSAGES.userDisabled, data: { status: "disabled" } });
    expect(STAFF_MESSAGES.userDisabled).toBe("Account disabled");
    expect((await call("GET", "/api/contact", undefined, sales.authorization)).statusCode).toBe(401);
    const login = await call("POST", "/api/admin/login", { email: "sales@vistaar.example", password: STRONG_PASSWORD }, "");
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(STAFF_MESSAGES.accountDisabled);
    // Logged like any failed sign-in, saying why.
    const [attempt] = (await call("GET", "/api/admin/activity?kind=sign-in")).json().data;
    expect(attempt).toMatchObject({ action: "sign-in-failed", title: "sales@vistaar.example (account disabled)", actor: { email: "sales@vistaar.example" } });
    expect((await call("DELETE", `/api/admin/users/${sales.id}`)).statusCode).toBe(200);
    expect(await current().db.select().from(adminSessions).where(eq(adminSessions.adminId, sales.id))).toEqual([]);
  });

  it("enabling says 'Account enabled'; a role change, alone or with it, says 'Staff member updated'", async () => {
    const editor = await invite("editor@vistaar.example", "editor");
    await call("PATCH", `/api/admin/users/${editor.id}`, { disabled: true });
    const enabled = await call("PATCH", `/api/admin/users/${editor.id}`, { disabled: false });
    expect(enabled.json()).toMatchObject({ message: STAFF_MESSAGES.userEnabled, data: { status: "active" } });
    expect(STAFF_MESSAGES.userEnabled).toBe("Account enabled");
    expect((await call("PATCH", `/api/admin/users/${editor.id}`, { role: "sales" })).json().message).toBe(STAFF_MESSAGES.userUpdated);
    expect((await call("PATCH", `/api/admin/users/${editor.id}`, { role: "editor", disabled: true })).json().message).toBe(STAFF_MESSAGES.userUpdated);
  });
});

describe("changes to who is an owner need a recent sign-in or the password, and the other owners are told", () => {
  const ownerId = async () => (await current().db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email)))[0]!.id;
  /** The acting owner's session signed in 16 minutes ago (and was used just now: last_seen_at does not count). */
  const signedInLongAgo = async () =>
    current().db.update(adminSessions).set({ createdAt: sql`now() - interval '16 minutes'` }).where(eq(adminSessions.adminId, await ownerId()));
  const staffList = async () => (await call("GET", "/api/admin/users")).json().data;
  const asked = { message: STAFF_MESSAGES.ownerChangePasswordRequired, errors: { password: STAFF_MESSAGES.ownerChangePasswordRequired } };

  it("from a session signed in over 15 minutes ago, inviting or making an owner, demoting, disabling or deleting one is refused without the password: 400 at the password, nothing stored, nobody told; with it, each is made", async () => {
    const editor = await invite("editor@vistaar.example", "editor");
    const demoted = await invite("demoted@vistaar.example", "owner");
    const disabled = await invite("disabled@vistaar.example", "owner");
    const deleted = await invite("deleted@vistaar.example", "owner");
    await signedInLongAgo();
    const changes: Array<[method: "POST" | "PATCH" | "DELETE", url: string, body: Record<string, unknown>]> = [
      ["POST", "/api/admin/users", { email: "x@evil.example", role: "owner" }],
      ["PATCH", `/api/admin/users/${editor.id}`, { role: "owner" }],
      ["PATCH", `/api/admin/users/${demoted.id}`, { role: "editor" }],
      ["PATCH", `/api/admin/users/${disabled.id}`, { disabled: true }],
      ["DELETE", `/api/admin/users/${deleted.id}`, {}],
    ];
    const before = await staffList();
    await emailsTo("@");
    sink().received.length = 0;

    for (const [method, url, body] of changes) {
      const refused = await call(method, url, method === "DELETE" ? undefined : body);
      expect(refused.statusCode, `${method} ${url}`).toBe(400);
      expect(refused.json()).toEqual(asked);
      const wrong = await call(method, url, { ...body, password: "not my password at all" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: STAFF_MESSAGES.currentPasswordWrong, errors: { password: STAFF_MESSAGES.currentPasswordWrong } });
    }
    // Nothing changed, nobody was invited or told, and the refused ones' sessions go on.
    expect(await staffList()).toEqual(before);
    expect(await emailsTo("@")).toEqual([]);
    expect((await call("GET", "/api/admin/me", undefined, disabled.authorization)).statusCode).toBe(200);

    // The right password makes each (the wrong ones above took 5 of the 10 allowed; the right one takes its own back).
    const made = [];
    for (const [method, url, body] of changes) made.push((await call(method, url, { ...body, password: TEST_ADMIN.password })).statusCode);
    expect(made).toEqual([201, 200, 200, 200, 200]);
    const after = await staffList();
    const find = (email: string) => after.find((member: { email: string }) => member.email === email);
    expect(find("x@evil.example")).toMatchObject({ role: "owner", status: "invited" });
    expect(find("editor@vistaar.example")).toMatchObject({ role: "owner" });
    expect(find("demoted@vistaar.example")).toMatchObject({ role: "editor" });
    expect(find("disabled@vistaar.example")).toMatchObject({ role: "owner", status: "disabled" });
    expect(find("deleted@vistaar.example")).toBeUndefined();
  });

  it("enabling a disabled owner's account again is asked for and told like the others (an owner added back); enabling anyone else is not", async () => {
    await invite("partner@vistaar.example", "owner");
    const restored = await invite("restored@vistaar.example", "owner");
    const editor = await invite("editor@vistaar.example", "editor");
    for (const { id } of [restored, editor]) expect((await call("PATCH", `/api/admin/users/${id}`, { disabled: true })).statusCode).toBe(200);
    await signedInLongAgo();
    await emailsTo("@");
    sink().received.length = 0;

    expect((await call("PATCH", `/api/admin/users/${editor.id}`, { disabled: false })).statusCode).toBe(200);
    const refused = await call("PATCH", `/api/admin/users/${restored.id}`, { disabled: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(asked);
    expect((await staffList()).find((member: { email: string }) => member.email === "restored@vistaar.example")).toMatchObject({ status: "disabled" });
    expect(await emailsTo("partner@vistaar.example")).toEqual([]);

    expect((await call("PATCH", `/api/admin/users/${restored.id}`, { disabled: false, password: TEST_ADMIN.password })).statusCode).toBe(200);
    expect((await staffList()).find((member: { email: string }) => member.email === "restored@vistaar.example")).toMatchObject({ status: "active" });
    const [told] = (await emailsTo("partner@vistaar.example")).filter((mail) => mail.subject === "Owner change in the Vistaar admin panel");
    expect(told!.text).toContain(`(${TEST_ADMIN.email}) enabled the owner account of `);
    expect(told!.text).toContain("(restored@vistaar.example) again on ");
  });

  it("a recent sign-in makes them without the password; inviting, changing or disabling anyone else needs none however old the session", async () => {
    const fresh = await call("POST", "/api/admin/users", { email: "partner@vistaar.example", role: "owner" });
    expect(fresh.statusCode).toBe(201);

    await signedInLongAgo();
    const editor = await call("POST", "/api/admin/users", { email: "editor@vistaar.example", role: "editor" });
    expect(editor.statusCode).toBe(201);
    const { id } = editor.json().data;
    expect((await call("PATCH", `/api/admin/users/${id}`, { role: "sales" })).statusCode).toBe(200);
    expect((await call("PATCH", `/api/admin/users/${id}`, { disabled: true })).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/users/${id}`)).statusCode).toBe(200);
    // An owner's invitation waiting to be accepted is still an owner's: deleting it is asked for too.
    expect((await call("DELETE", `/api/admin/users/${fresh.json().data.id}`)).json()).toEqual(asked);
  });

  it("every other active owner is emailed who did what to whom and when; the one who did it is not, and nobody for an editor's changes", async () => {
    const partner = await invite("partner@vistaar.example", "owner");
    const editor = await invite("editor@vistaar.example", "editor");
    await emailsTo("@");
    sink().received.length = 0;
    const ownerChanged = async (to: string) => (await emailsTo(to)).filter((mail) => mail.subject === "Owner change in the Vistaar admin panel");

    // An editor's changes tell nobody.
    await call("PATCH", `/api/admin/users/${editor.id}`, { role: "sales" });
    await call("POST", "/api/admin/users", { email: "writer@vistaar.example", role: "editor" });
    expect(await ownerChanged("partner@vistaar.example")).toEqual([]);

    expect((await call("POST", "/api/admin/users", { email: "x@evil.example", role: "owner" })).statusCode).toBe(201);
    const [invited] = await ownerChanged("partner@vistaar.example");
    expect(invited!.text).toContain(`(${TEST_ADMIN.email}) invited x@evil.example to the admin panel as an owner on `);
    expect(invited!.text).toContain("If this was not expected, sign in and check the Staff page");
    expect(invited!.text).toContain("https://www.vistaar.example/admin/staff");
    expect(await ownerChanged(TEST_ADMIN.email)).toEqual([]);
    expect(await ownerChanged("x@evil.example")).toEqual([]);

    sink().received.length = 0;
    await call("PATCH", `/api/admin/users/${editor.id}`, { role: "owner" });
    expect((await ownerChanged("partner@vistaar.example"))[0]!.text).toContain("Administrator (admin@vistaar.example) made Nisha editor (editor@vistaar.example) an owner on ");

    // The new owner takes over: the others hear of it, the one shut out too (in their own words).
    sink().received.length = 0;
    expect((await call("PATCH", `/api/admin/users/${partner.id}`, { disabled: true }, editor.authorization)).statusCode).toBe(200);
    const [told] = await ownerChanged(TEST_ADMIN.email);
    expect(told!.text).toContain("(editor@vistaar.example) disabled the owner account of Nisha owner (partner@vistaar.example) on ");
    const [shutOut] = await ownerChanged("partner@vistaar.example");
    expect(shutOut!.text).toContain("(editor@vistaar.example) disabled your owner account on ");
    expect(await ownerChanged("editor@vistaar.example")).toEqual([]);

    sink().received.length = 0;
    await call("PATCH", `/api/admin/users/${editor.id}`, { role: "editor" });
    expect((await ownerChanged("editor@vistaar.example"))[0]!.text).toContain(`(${TEST_ADMIN.email}) made you editor instead of owner on `);
    sink().received.length = 0;
    expect((await call("DELETE", `/api/admin/users/${partner.id}`)).statusCode).toBe(200);
    // A disabled owner is not told any more; nor is anyone but owners.
    expect(await ownerChanged("partner@vistaar.example")).toEqual([]);
    expect(await ownerChanged("editor@vistaar.example")).toEqual([]);
  });
});

describe("password reset", () => {
  it("answers the same for an unknown address, emails a 30-minute link to a known one, and the new password ends every session", async () => {
    const unknown = await call("POST", "/api/admin/password-reset", { email: "nobody@vistaar.example" }, "");
    const known = await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: STAFF_MESSAGES.resetRequested });
    expect(known.json()).toEqual(unknown.json());

    const token = await linkFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect(sink().received.filter((mail) => mail.to.includes("nobody@vistaar.example"))).toEqual([]);
    const [row] = await current().db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, "password-reset"));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);
    expect(row!.tokenHash).not.toBe(token);

    const weak = await call("POST", "/api/admin/password-reset/confirm", { token, password: "qwertyuiop123" }, "");
    expect(weak.json().errors.password).toBe(STAFF_MESSAGES.passwordTooWeak);
    const done = await call("POST", "/api/admin/password-reset/confirm", { token, password: STRONG_PASSWORD }, "");
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(STAFF_MESSAGES.passwordReset);

    expect((await call("GET", "/api/admin/me")).statusCode).toBe(401);
    const used = await call("POST", "/api/admin/password-reset/confirm", { token, password: `${STRONG_PASSWORD} again` }, "");
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(STAFF_MESSAGES.resetLinkInvalid);
    expect((await call("POST", "/api/admin/login", { email: TEST_ADMIN.email, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);
  });

  it("limits requests to 3 an hour per email address: then 429 naming the wait Retry-After gives", async () => {
    for (let request = 0; request < 3; request++) expect((await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "")).statusCode).toBe(202);
    const limited = await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(59 * 60);
    expect(limited.json().message).toBe("Too many reset requests. Please wait 60 minutes and try again.");
  });

  it("a newer link replaces the older one", async () => {
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const first = await linkFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const second = await linkFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect((await call("POST", "/api/admin/password-reset/confirm", { token: first, password: STRONG_PASSWORD }, "")).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/password-reset/confirm", { token: second, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);
  });

  it("the emailed link works while the account's sign-ins are refused from an attacker's address", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await current().app.inject({ method: "POST", url: "/api/admin/login", payload: { email: TEST_ADMIN.email, password: "wrong" }, remoteAddress: "203.0.113.9" });
    }
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const token = await linkFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect((await call("POST", "/api/admin/password-reset/confirm", { token, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);
  });
});

describe("two-factor sign-in", () => {
  const codeAt = totpCode;

  it("set up with a QR code, confirmed with a computed code; sign-in then needs a code, each code works once, recovery codes too", async () => {
    const setup = await call("POST", "/api/admin/2fa/setup", {});
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Vistaar:/);
    expect(qrSvg).toMatch(/^<svg/);

    const wrongCode = await call("POST", "/api/admin/2fa/enable", { code: "000000" === codeAt(secret, 0) ? "111111" : "000000" });
    expect(wrongCode.statusCode).toBe(400);
    // No recovery codes exist yet: the message asks for the app's code only.
    expect(wrongCode.json()).toEqual({ message: STAFF_MESSAGES.setupCodeInvalid, errors: { code: STAFF_MESSAGES.setupCodeInvalid } });
    expect(wrongCode.json().message).not.toContain("recovery");
    expect((await call("POST", "/api/admin/2fa/enable", { code: " " })).json().errors.code).toBe(STAFF_MESSAGES.setupCodeRequired);
    const enabled = await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);

    const first = await call("POST", "/api/admin/login", TEST_ADMIN, "");
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const { challenge } = first.json();
    const wrong = await call("POST", "/api/admin/login/2fa", { challenge, code: "12345x" }, "");
    expect(wrong.statusCode).toBe(401);

    // The next step's code is inside the ±1 window and newer than the one that enabled it.
    const next = codeAt(secret, 1);
    const signedIn = await call("POST", "/api/admin/login/2fa", { challenge, code: next }, "");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin.email).toBe(TEST_ADMIN.email);

    const again = (await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().challenge;
    const replayed = await call("POST", "/api/admin/login/2fa", { challenge: again, code: next }, "");
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(STAFF_MESSAGES.codeAlreadyUsed);

    const withRecovery = await call("POST", "/api/admin/login/2fa", { challenge: again, code: recoveryCodes[0].toUpperCase() }, "");
    expect(withRecovery.statusCode).toBe(200);
    const third = (await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().challenge;
    expect((await call("POST", "/api/admin/login/2fa", { challenge: third, code: recoveryCodes[0] }, "")).statusCode).toBe(401);

    expect((await call("POST", "/api/admin/2fa/disable", { password: "wrong" })).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/2fa/disable", { password: TEST_ADMIN.password })).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().token).toEqual(expect.any(String));
    // The owner was told by email both times.
    expect(await emailsTo(TEST_ADMIN.email)).toHaveLength(2);
  });

  it("a code already used (signing in within the 30 s that turned it on) says so: wait for the next code; same 401 and shape as a wrong one", async () => {
    const { secret } = (await call("POST", "/api/admin/2fa/setup", {})).json();
    const now = codeAt(secret, 0);
    expect((await call("POST", "/api/admin/2fa/enable", { code: now })).statusCode).toBe(200);
    const { challenge } = (await call("POST", "/api/admin/login", TEST_ADMIN, "")).json();

    // The very code that turned it on, and the one before it (inside the window, but older): both used up.
    for (const code of [now, codeAt(secret, -1)]) {
      const reused = await call("POST", "/api/admin/login/2fa", { challenge, code }, "");
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: STAFF_MESSAGES.codeAlreadyUsed, errors: { code: STAFF_MESSAGES.codeAlreadyUsed } });
    }
    expect(STAFF_MESSAGES.codeAlreadyUsed).toMatch(/Wait for the next code from your app, or enter an unused recovery code\.$/);
    // A wrong code still says it is not valid, in the same shape.
    const wrong = await call("POST", "/api/admin/login/2fa", { challenge, code: [now, codeAt(secret, 1), codeAt(secret, -1)].includes("000000") ? "111111" : "000000" }, "");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: STAFF_MESSAGES.codeInvalid, errors: { code: STAFF_MESSAGES.codeInvalid } });
    // Both are failed sign-ins in the log, like any refused code.
    const failed = (await call("GET", "/api/admin/activity?kind=sign-in")).json().data.filter((entry: { action: string }) => entry.action === "two-factor-failed");
    expect(failed).toHaveLength(3);

    // The challenge is still good: the next step's code signs in.
    const signedIn = await call("POST", "/api/admin/login/2fa", { challenge, code: codeAt(secret, 1) }, "");
    expect(signedIn.statusCode).toBe(200);
  });

  it("turning it on from a session signed in over 15 minutes ago needs the password: without it, or with a wrong one, 400 and it stays pending; with it, on", async () => {
    const { secret } = (await call("POST", "/api/admin/2fa/setup", {})).json();
    const stored = async () => (await current().db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email)))[0]!;
    // The session row's created_at is its sign-in; this one was 16 minutes ago (and used just now: last_seen_at does not count).
    await current().db.update(adminSessions).set({ createdAt: sql`now() - interval '16 minutes'` });

    const withoutPassword = await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0) });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({
      message: STAFF_MESSAGES.twoFactorEnablePasswordRequired,
      errors: { password: STAFF_MESSAGES.twoFactorEnablePasswordRequired },
    });
    const wrongPassword = await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0), password: "not my password at all" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: STAFF_MESSAGES.currentPasswordWrong, errors: { password: STAFF_MESSAGES.currentPasswordWrong } });
    expect((await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0), password: "" })).json().errors.password).toBe(STAFF_MESSAGES.passwordRequired);
    // Nothing was stored: still off, the secret still pending, no recovery codes, nobody told.
    expect(await stored()).toMatchObject({ totpSecret: null, totpPendingSecret: secret });
    expect(await current().db.select().from(recoveryCodeRows)).toEqual([]);
    expect((await call("GET", "/api/admin/account")).json()).toMatchObject({ twoFactorEnabled: false });

    const enabled = await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0), password: TEST_ADMIN.password });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().recoveryCodes).toHaveLength(10);
    expect(await stored()).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    expect(await emailsTo(TEST_ADMIN.email)).toHaveLength(1);
  });

  it("a fresh sign-in turns it on with the code alone, as before; a password sent anyway is checked", async () => {
    // 14 minutes ago is still recent.
    await current().db.update(adminSessions).set({ createdAt: sql`now() - interval '14 minutes'` });
    const { secret } = (await call("POST", "/api/admin/2fa/setup", {})).json();
    const wrongPassword = await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0), password: "not my password at all" });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ password: STAFF_MESSAGES.currentPasswordWrong });
    expect((await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0) })).statusCode).toBe(200);
    await call("POST", "/api/admin/2fa/disable", { password: TEST_ADMIN.password });

    // A session signed in long ago is not made recent by another one: each session answers for its own sign-in.
    await current().db.update(adminSessions).set({ createdAt: sql`now() - interval '1 hour'` });
    const newer = (await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().token;
    const again = (await call("POST", "/api/admin/2fa/setup", {})).json().secret;
    expect((await call("POST", "/api/admin/2fa/enable", { code: codeAt(again, 0) })).json().message).toBe(STAFF_MESSAGES.twoFactorEnablePasswordRequired);
    expect((await call("POST", "/api/admin/2fa/enable", { code: codeAt(again, 0) }, bearer(newer))).statusCode).toBe(200);
  });

  it("when the owner requires it, someone without it can only reach their account until they set it up", async () => {
    const editor = await invite("editor@vistaar.example", "editor");
    const refused = await call("PATCH", "/api/admin/settings", { requireTwoFactor: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(STAFF_MESSAGES.twoFactorRequiredFirst);
    const { secret } = (await call("POST", "/api/admin/2fa/setup", {})).json();
    await call("POST", "/api/admin/2fa/enable", { code: codeAt(secret, 0) });
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: true })).json()).toEqual({ requireTwoFactor: true });

    const blocked = await call("GET", "/api/blog", undefined, editor.authorization);
    expect([403]).toContain(blocked.statusCode);
    expect(blocked.json().message).toBe(STAFF_MESSAGES.twoFactorSetupRequired);
    const me = await call("GET", "/api/admin/me", undefined, editor.authorization);
    expect(me.json().twoFactorSetupRequired).toBe(true);
    expect((await call("POST", "/api/admin/2fa/setup", {}, editor.authorization)).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("logout ends the session on the server: the same token is refused, here and by a second instance on the same database", async () => {
    const other = await buildApp({ config: current().config, database: await getTestDatabase(), logger: false });
    await other.ready();
    try {
      const me = () => other.inject({ method: "GET", url: "/api/admin/me", headers: { authorization: current().auth.authorization } });
      expect((await me()).statusCode).toBe(200);
      expect((await call("POST", "/api/admin/logout", {})).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(401);
      expect((await call("GET", "/api/admin/me")).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("signs out however the client sends it: no body, or an empty one with a JSON content type", async () => {
    for (const headers of [{}, { "content-type": "application/json" }]) {
      const token = bearer((await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().token);
      const logout = await current().app.inject({ method: "POST", url: "/api/admin/logout", headers: { authorization: token, ...headers } });
      expect(logout.statusCode, JSON.stringify(headers)).toBe(200);
      expect((await call("GET", "/api/admin/me", undefined, token)).statusCode).toBe(401);
    }
  });

  it("lists your own sessions, ends one, signs out everywhere; a password change ends the others", async () => {
    const second = bearer((await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().token);
    const third = bearer((await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().token);
    const sessions = (await call("GET", "/api/admin/sessions")).json().data;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const secondId = (await call("GET", "/api/admin/sessions", undefined, second)).json().data.find((session: { current: boolean }) => session.current).id;
    expect((await call("DELETE", `/api/admin/sessions/${secondId}`)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me", undefined, second)).statusCode).toBe(401);

    const changed = await call("POST", "/api/admin/account/password", { currentPassword: TEST_ADMIN.password, newPassword: STRONG_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me", undefined, third)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/me")).statusCode).toBe(200);

    const wrongCurrent = await call("POST", "/api/admin/account/password", { currentPassword: "nope", newPassword: `${STRONG_PASSWORD}!` });
    expect(wrongCurrent.json().errors.currentPassword).toBe(STAFF_MESSAGES.currentPasswordWrong);

    expect((await call("POST", "/api/admin/logout", { everywhere: true })).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me")).statusCode).toBe(401);
  });

  it("refuses your current password as the new one: 400 saying so, and nothing happens (no log entry, no email, your other sessions go on)", async () => {
    const changedNotices = async () => (await emailsTo(TEST_ADMIN.email)).filter((mail) => / admin password was changed$/.test(mail.subject)).length;
    const passwordChanges = async () =>
      (await call("GET", "/api/admin/activity?kind=account")).json().data.filter((entry: { action: string }) => entry.action === "password-changed").length;
    expect((await call("POST", "/api/admin/account/password", { currentPassword: TEST_ADMIN.password, newPassword: STRONG_PASSWORD })).statusCode).toBe(200);
    const other = bearer((await call("POST", "/api/admin/login", { email: TEST_ADMIN.email, password: STRONG_PASSWORD }, "")).json().token);
    expect(await changedNotices()).toBe(1);
    expect(await passwordChanges()).toBe(1);

    const same = await call("POST", "/api/admin/account/password", { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: STAFF_MESSAGES.passwordUnchanged, errors: { newPassword: STAFF_MESSAGES.passwordUnchanged } });
    expect((await call("GET", "/api/admin/me", undefined, other)).statusCode).toBe(200);
    expect(await passwordChanges()).toBe(1);
    expect(await changedNotices()).toBe(1);
    expect((await call("POST", "/api/admin/login", { email: TEST_ADMIN.email, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);

    // A wrong current password is still what is said first, whatever the new one.
    const wrong = await call("POST", "/api/admin/account/password", { currentPassword: `${STRONG_PASSWORD}?`, newPassword: `${STRONG_PASSWORD}?` });
    expect(wrong.json().errors).toEqual({ currentPassword: STAFF_MESSAGES.currentPasswordWrong });
  });

  it("an email change waits for the link sent to the new address", async () => {
    const requested = await call("POST", "/api/admin/account/email", { email: "owner@vistaar.example", password: TEST_ADMIN.password });
    expect(requested.statusCode).toBe(202);
    expect((await call("GET", "/api/admin/me")).json().admin.email).toBe(TEST_ADMIN.email);
    const token = await linkFromEmail("owner@vistaar.example", "/admin/confirm-email");
    expect((await call("POST", "/api/admin/account/email/confirm", { token }, "")).json().message).toBe(STAFF_MESSAGES.emailChanged);
    expect((await call("POST", "/api/admin/account/email/confirm", { token }, "")).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/login", { email: "owner@vistaar.example", password: TEST_ADMIN.password }, "")).statusCode).toBe(200);
  });

  it("a new password ends an email change started before it: whoever had the old password cannot take the account with their link", async () => {
    // Someone with the password asks to move the account to their own address…
    expect((await call("POST", "/api/admin/account/email", { email: "taker@example.net", password: TEST_ADMIN.password })).statusCode).toBe(202);
    const taken = await linkFromEmail("taker@example.net", "/admin/confirm-email");
    // …and the owner, noticing, resets the password by the emailed link.
    await call("POST", "/api/admin/password-reset", { email: TEST_ADMIN.email }, "");
    const reset = await linkFromEmail(TEST_ADMIN.email, "/admin/reset-password");
    expect((await call("POST", "/api/admin/password-reset/confirm", { token: reset, password: STRONG_PASSWORD }, "")).statusCode).toBe(200);

    const confirmed = await call("POST", "/api/admin/account/email/confirm", { token: taken }, "");
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe(STAFF_MESSAGES.emailChangeInvalid);
    const [row] = await current().db.select({ email: admins.email }).from(admins).where(eq(admins.email, TEST_ADMIN.email));
    expect(row?.email).toBe(TEST_ADMIN.email);

    // The same from the account page: changing the password there ends a pending change too.
    const signedIn = bearer((await call("POST", "/api/admin/login", { email: TEST_ADMIN.email, password: STRONG_PASSWORD }, "")).json().token);
    expect((await call("POST", "/api/admin/account/email", { email: "taker@example.net", password: STRONG_PASSWORD }, signedIn)).statusCode).toBe(202);
    const again = await linkFromEmail("taker@example.net", "/admin/confirm-email");
    expect((await call("POST", "/api/admin/account/password", { currentPassword: STRONG_PASSWORD, newPassword: `${STRONG_PASSWORD} anew` }, signedIn)).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/account/email/confirm", { token: again }, "")).statusCode).toBe(400);
  });

  it("a signed-in session cannot guess the account's password: wrong ones where it is asked for are limited like sign-ins (429 with Retry-After)", async () => {
    const limit = PASSWORD_CHECKS_PER_15_MINUTES;
    // With a session alone (a token left on a shared computer), each of these would tell whether a guess was right.
    const guesses = [
      () => call("POST", "/api/admin/account/email", { email: "taker@example.net", password: "guess one two three" }),
      () => call("POST", "/api/admin/account/password", { currentPassword: "guess one two three", newPassword: STRONG_PASSWORD }),
      () => call("POST", "/api/admin/2fa/disable", { password: "guess one two three" }),
      () => call("POST", "/api/admin/2fa/enable", { code: "123456", password: "guess one two three" }),
    ];
    for (let attempt = 0; attempt < limit; attempt++) expect((await guesses[attempt % guesses.length]!()).statusCode).toBe(400);
    for (const guess of guesses) {
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many wrong passwords\. Please wait \d+ minutes? and try again\.$/);
    }
    // Even the right password waits now; signing in is a separate limit and still works.
    expect((await call("POST", "/api/admin/account/password", { currentPassword: TEST_ADMIN.password, newPassword: STRONG_PASSWORD })).statusCode).toBe(429);
    expect((await call("POST", "/api/admin/login", TEST_ADMIN, "")).statusCode).toBe(200);
  });

  it("the right password where it is asked for takes its attempt back", async () => {
    for (let attempt = 0; attempt < PASSWORD_CHECKS_PER_15_MINUTES + 2; attempt++) {
      expect((await call("POST", "/api/admin/2fa/disable", { password: TEST_ADMIN.password })).statusCode).toBe(200);
    }
  });

  it("a disabled account's email change link does nothing, then or once it is enabled again", async () => {
    const editor = await invite("editor@vistaar.example", "editor");
    expect((await call("POST", "/api/admin/account/email", { email: "elsewhere@example.net", password: STRONG_PASSWORD }, editor.authorization)).statusCode).toBe(202);
    const token = await linkFromEmail("elsewhere@example.net", "/admin/confirm-email");
    expect((await call("PATCH", `/api/admin/users/${editor.id}`, { disabled: true })).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/account/email/confirm", { token }, "")).statusCode).toBe(400);
    const [row] = await current().db.select({ email: admins.email }).from(admins).where(eq(admins.id, editor.id));
    expect(row?.email).toBe("editor@vistaar.example");

    // Enabled again, the account starts clean: a link asked for before it was disabled stays dead.
    const sales = await invite("sales@vistaar.example", "sales");
    expect((await call("POST", "/api/admin/account/email", { email: "away@example.net", password: STRONG_PASSWORD }, sales.authorization)).statusCode).toBe(202);
    const earlier = await linkFromEmail("away@example.net", "/admin/confirm-email");
    expect((await call("PATCH", `/api/admin/users/${sales.id}`, { disabled: true })).statusCode).toBe(200);
    expect((await call("PATCH", `/api/admin/users/${sales.id}`, { disabled: false })).statusCode).toBe(200);
    expect((await call("POST", "/api/admin/account/email/confirm", { token: earlier }, "")).statusCode).toBe(400);
  });
});

describe("the activity log", () => {
  it("records who changed what, with the title at the time and a link while the record exists; filters by person and kind", async () => {
    const created = await call("POST", "/api/blog", {
      title: "Local SEO for Clinics",
      excerpt: "How clinics in Anand get found on the map.",
      content: "First paragraph.",
      imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
      category: "SEO",
      author: "Riya Mehta",
      date: "2026-11-18",
      readTime: "6 min read",
      tags: [],
      status: "draft",
    });
    expect(created.statusCode).toBe(201);
    await call("POST", "/api/admin/login", { email: TEST_ADMIN.email, password: "wrong" }, "");

    const page = (await call("GET", "/api/admin/activity?kind=post")).json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ kind: "post", action: "created", title: "Local SEO for Clinics", actor: { email: TEST_ADMIN.email }, href: expect.stringMatching(/^\/admin\/blog\?edit=[0-9a-f-]+$/) });
    const signIns = (await call("GET", "/api/admin/activity?kind=sign-in")).json().data.map((entry: { action: string }) => entry.action);
    expect(signIns).toEqual(["sign-in-failed", "signed-in"]);

    await call("DELETE", `/api/blog/${created.json()._id}`);
    const afterDelete = (await call("GET", "/api/admin/activity?kind=post")).json().data;
    expect(afterDelete.map((entry: { action: string; href: string | null }) => [entry.action, entry.href])).toEqual([
      ["deleted", null],
      ["created", null],
    ]);
    const bad = await call("GET", "/api/admin/activity?before=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.before).toBe(STAFF_MESSAGES.activityBeforeInvalid);
  });

  it("an entry about a project links to that very project's form (?edit=), while it exists", async () => {
    const saved = await call("POST", "/api/projects", { name: "Kesar Sweets Diwali Campaign", startDate: "2026-10-01", teamSize: 3 });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().data.id as string;
    const [entry] = (await call("GET", "/api/admin/activity?kind=project")).json().data;
    expect(entry).toMatchObject({ action: "created", entityId: id, href: `/admin/projects?edit=${id}` });

    expect((await call("DELETE", `/api/projects/${id}`)).statusCode).toBe(200);
    const afterDelete = (await call("GET", "/api/admin/activity?kind=project")).json().data;
    expect(afterDelete.map((row: { action: string; href: string | null }) => [row.action, row.href])).toEqual([
      ["deleted", null],
      ["created", null],
    ]);
  });

  it("tells a direct call what it does not know: a kind (400, naming the kinds), a moment or a day that is none (400), a person (404); the screen ignores them", async () => {
    const kind = await call("GET", "/api/admin/activity?kind=staff");
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toEqual({ message: STAFF_MESSAGES.activityKindInvalid, errors: { kind: STAFF_MESSAGES.activityKindInvalid } });
    // The message lists exactly the kinds there are.
    expect(STAFF_MESSAGES.activityKindInvalid.replace(/^Unknown kind: use /, "").split(/, | or /)).toEqual([...ACTIVITY_KINDS]);
    // An id that is not a UUID names nobody: 404, as everywhere an id fails its format (server/plugins/errors.ts).
    const actor = await call("GET", "/api/admin/activity?actor=someone");
    expect(actor.statusCode).toBe(404);
    expect(actor.json()).toEqual({ message: STAFF_MESSAGES.activityActorInvalid });
    // A day that is no date is refused as such, not passed on to the database (a 500 before, for 30 February).
    for (const before of ["2026-13-01", "2026-02-30", "0000-01-01T00:00:00Z"]) {
      const day = await call("GET", `/api/admin/activity?before=${before}`);
      expect(day.statusCode, before).toBe(400);
      expect(day.json().errors.before, before).toBe(STAFF_MESSAGES.activityBeforeInvalid);
    }
    expect((await call("GET", "/api/admin/activity?kind=user&actor=&before=")).statusCode).toBe(200);
  });

  it("names a publish, an unpublish and a schedule as such, not 'updated': posts, portfolio items and content items; the answers stay as they were", async () => {
    const post = (
      await call("POST", "/api/blog", {
        title: "Reels for Restaurants",
        excerpt: "Short videos that fill tables.",
        content: "First paragraph.",
        imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
        category: "Social Media",
        author: "Riya Mehta",
        date: "2026-11-18",
        readTime: "4 min read",
        tags: [],
        status: "draft",
      })
    ).json();
    const change = (body: object) => call("PUT", `/api/blog/${post._id}`, body);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const published = await change({ status: "published" });
    expect(published.statusCode).toBe(200);
    expect(Object.keys(published.json()).sort()).toEqual(Object.keys(post).sort());
    await change({ title: "Reels for Restaurants in Anand" });
    await change({ status: "draft" });
    await change({ status: "scheduled", publishAt: inAWeek });
    await change({ status: "scheduled", publishAt: new Date(Date.now() + 8 * 86_400_000).toISOString() });
    await change({ status: "draft" });
    await change({ status: "scheduled", publishAt: inAWeek });
    await change({ status: "published" });
    await change({ status: "scheduled", publishAt: inAWeek });
    const postActions = (await call("GET", "/api/admin/activity?kind=post")).json().data.map((entry: { action: string }) => entry.action);
    expect(postActions.reverse()).toEqual(["created", "published", "updated", "unpublished", "scheduled", "scheduled", "unscheduled", "scheduled", "published", "scheduled"]);

    const item = (await call("POST", "/api/portfolio", { title: "Kesar Sweets", description: "A new look for a sweet shop.", imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp", status: "draft" })).json();
    for (const body of [{ status: "published" }, { title: "Kesar Sweets, Anand" }, { status: "draft" }]) {
      expect((await call("PUT", `/api/portfolio/${item._id}`, body)).statusCode).toBe(200);
    }
    const portfolioActions = (await call("GET", "/api/admin/activity?kind=portfolio")).json().data.map((entry: { action: string }) => entry.action);
    expect(portfolioActions.reverse()).toEqual(["created", "published", "updated", "unpublished"]);

    const content = { title: "Diwali offer", content: "10% off in November.", type: "section", location: "home/hero", status: "draft" };
    const added = (await call("POST", "/api/content", content)).json().data;
    await call("PUT", `/api/content/${added.id}`, { ...content, status: "published" });
    await call("PUT", `/api/content/${added.id}`, { ...content, status: "draft" });
    const contentActions = (await call("GET", "/api/admin/activity?kind=content")).json().data.map((entry: { action: string }) => entry.action);
    expect(contentActions.reverse()).toEqual(["created", "published", "unpublished"]);
  });

  it("housekeeping deletes entries older than a year, once however many instances try in the same hour", async () => {
    await current().db.insert(activityLog).values({ kind: "post", action: "created", title: "Old", at: new Date(Date.now() - 400 * 86_400_000).toISOString() });
    const [first, second] = [await runHousekeeping(current().db), await runHousekeeping(current().db)];
    expect(first).toMatchObject({ ran: true, activityDeleted: 1 });
    expect(second).toEqual({ ran: false });
    expect(await current().db.select().from(activityLog).where(eq(activityLog.title, "Old"))).toEqual([]);
  });
});

describe("admin answers", () => {
  it("carry Cache-Control: no-store; every page says the same about framing in both headers, and has a Permissions-Policy", async () => {
    const users = await call("GET", "/api/admin/users");
    expect(users.headers["cache-control"]).toBe("no-store");
    expect(users.headers["x-frame-options"]).toBe("DENY");
    expect(String(users.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
    expect(String(users.headers["permissions-policy"])).toContain("camera=()");
    expect((await call("GET", "/api/contact")).headers["cache-control"]).toBe("no-store");
  });
});
