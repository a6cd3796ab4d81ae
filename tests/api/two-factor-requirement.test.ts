import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { admins } from "#server/db/schema.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { STRONG_PASSWORD, staffAppForEachTest } from "#tests/support/staff-harness.ts";

/** 'Require two-factor sign-in for all staff' never locks anyone out, the owner least of all. */

const { current, call, emailsTo, invite, turnOnTwoFactor } = staffAppForEachTest();

const twoFactorOn = async (email: string) => (await current().db.select().from(admins).where(eq(admins.email, email)))[0]!.totpSecret !== null;

describe("while two-factor sign-in is required for all staff", () => {
  it("nobody can turn their own off: 409 saying why (the owner: stop requiring it first), it stays on and no 'off' email goes out", async () => {
    await turnOnTwoFactor();
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: true })).statusCode).toBe(200);
    const editor = await invite("editor@vistaar.example", "editor");
    await turnOnTwoFactor(editor.authorization);
    const emailsBefore = (await emailsTo("editor@vistaar.example")).length;

    const refused = await call("POST", "/api/admin/2fa/disable", { password: STRONG_PASSWORD }, editor.authorization);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: STAFF_MESSAGES.twoFactorStaysOn });
    expect(await twoFactorOn("editor@vistaar.example")).toBe(true);
    expect((await call("GET", "/api/blog", undefined, editor.authorization)).statusCode).toBe(200);
    expect((await emailsTo("editor@vistaar.example")).length).toBe(emailsBefore);

    const ownerRefused = await call("POST", "/api/admin/2fa/disable", { password: TEST_ADMIN.password });
    expect(ownerRefused.statusCode).toBe(409);
    expect(ownerRefused.json().message).toBe(STAFF_MESSAGES.twoFactorStaysOnForOwner);
    expect(await twoFactorOn(TEST_ADMIN.email)).toBe(true);
    const account = (await call("GET", "/api/admin/account")).json();
    expect(account).toMatchObject({ twoFactorEnabled: true, twoFactorRequired: true, twoFactorSetupRequired: false });

    // The way out the message names: stop requiring it, then turn one's own off.
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: false })).json()).toEqual({ requireTwoFactor: false });
    expect((await call("POST", "/api/admin/2fa/disable", { password: TEST_ADMIN.password })).statusCode).toBe(200);
    expect(await twoFactorOn(TEST_ADMIN.email)).toBe(false);
    expect((await call("GET", "/api/admin/account")).json()).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: false });
  });

  it("an owner whose second factor was removed from the shell (--reset-2fa) can still reach the setting and turn it off", async () => {
    await turnOnTwoFactor();
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: true })).statusCode).toBe(200);
    await createOrResetAdmin(current().db, { ...TEST_ADMIN, resetTwoFactor: true });
    const owner = `Bearer ${(await call("POST", "/api/admin/login", TEST_ADMIN, "")).json().token}`;

    const staff = await call("GET", "/api/admin/users", undefined, owner);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(STAFF_MESSAGES.twoFactorSetupRequired);
    expect((await call("GET", "/api/admin/settings", undefined, owner)).json()).toEqual({ requireTwoFactor: true });
    // Requiring it again still needs one's own first; turning it off does not.
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: true }, owner)).json().message).toBe(STAFF_MESSAGES.twoFactorRequiredFirst);
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: false }, owner)).json()).toEqual({ requireTwoFactor: false });
    expect((await call("GET", "/api/admin/users", undefined, owner)).statusCode).toBe(200);
  });

  it("the settings stay the owner's: an editor who must still set up two-factor sign-in is refused them", async () => {
    await turnOnTwoFactor();
    expect((await call("PATCH", "/api/admin/settings", { requireTwoFactor: true })).statusCode).toBe(200);
    const editor = await invite("late@vistaar.example", "editor");
    const refused = await call("PATCH", "/api/admin/settings", { requireTwoFactor: false }, editor.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.forbidden);
    expect((await call("GET", "/api/admin/settings")).json()).toEqual({ requireTwoFactor: true });
  });
});
