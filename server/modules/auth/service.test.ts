import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { admins, outbox } from "#server/db/schema.ts";
import { resetDatabase } from "#tests/support/test-database.ts";
import { describeDevice } from "./device.ts";
import { verifyPassword } from "./password.ts";
import { isStrongPassword } from "./password-strength.ts";
import { createOrResetAdmin, ensureFirstAdmin } from "./service.ts";
import { bearerToken, signAdminToken, verifyAdminToken } from "./tokens.ts";

describe("the first admin", () => {
  let db: Database;
  beforeEach(async () => {
    db = await resetDatabase();
  });

  it("is created as an owner with a generated password when nothing is configured", async () => {
    const result = await ensureFirstAdmin(db, {});
    expect(result.kind).toBe("generated");
    if (result.kind !== "generated") return;
    expect(result.password.length).toBeGreaterThanOrEqual(16);
    const [row] = await db.select().from(admins);
    expect(row!.email).toBe("admin@vistaar.example");
    expect(row!.role).toBe("owner");
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, result.password)).toBe(true);
    // The password is printed once: a second start creates nothing and prints nothing.
    expect(await ensureFirstAdmin(db, {})).toEqual({ kind: "existing" });
  });

  it("comes from ADMIN_EMAIL and ADMIN_PASSWORD when they are set", async () => {
    const result = await ensureFirstAdmin(db, { email: "Owner@Vistaar.Example", password: "correct horse battery" });
    expect(result).toEqual({ kind: "from-environment", email: "owner@vistaar.example", created: true });
    const [row] = await db.select().from(admins);
    expect(await verifyPassword(row!.passwordHash!, "correct horse battery")).toBe(true);
    const again = await ensureFirstAdmin(db, { email: "owner@vistaar.example", password: "another password" });
    expect(again).toMatchObject({ created: false });
    expect(await db.select().from(admins)).toHaveLength(1);
  });

  it("is not created from an ADMIN_PASSWORD the sign-in pages would refuse as easy to guess; one that exists is left as it is", async () => {
    await expect(ensureFirstAdmin(db, { email: "owner@vistaar.example", password: "password1234" })).rejects.toThrow(
      "Invalid configuration: ADMIN_PASSWORD is too common or easy to guess, so owner@vistaar.example was not created: try a longer phrase of unrelated words",
    );
    await expect(ensureFirstAdmin(db, { email: "owner@vistaar.example", password: "qwerty123456" })).rejects.toThrow("ADMIN_PASSWORD");
    expect(await db.select().from(admins)).toEqual([]);
    // An account created earlier keeps its own password whatever ADMIN_PASSWORD says: nothing to refuse.
    await createOrResetAdmin(db, { email: "owner@vistaar.example", password: "correct horse battery" });
    expect(await ensureFirstAdmin(db, { email: "owner@vistaar.example", password: "password1234" })).toMatchObject({ created: false });
  });

  it("can be given back to its owner from the shell (admin:create): new password, enabled, owner again", async () => {
    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "first password" });
    await db.update(admins).set({ role: "sales", disabledAt: new Date(), totpSecret: "JBSWY3DPEHPK3PXP" });
    const { created } = await createOrResetAdmin(db, { email: "A@vistaar.example", password: "second password", resetTwoFactor: true });
    expect(created).toBe(false);
    const rows = await db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "owner", disabledAt: null, totpSecret: null });
    expect(await verifyPassword(rows[0]!.passwordHash!, "second password")).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash!, "first password")).toBe(false);
  });

  it("tells the account's own address when the shell gives it back, never when the shell creates it", async () => {
    const shell = { publicUrl: "https://vistaar.example" };
    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "first password", name: "Asha Rao" }, shell);
    expect(await db.select().from(outbox)).toEqual([]);

    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "second password", resetTwoFactor: true }, shell);
    const [notice, ...more] = await db.select().from(outbox);
    expect(more).toEqual([]);
    expect(notice!.purpose).toBe("password-changed");
    const email = notice!.payload as { to: string; subject: string; text: string };
    expect(email.to).toBe("a@vistaar.example");
    expect(email.subject).toBe("Your Vistaar admin password was changed");
    expect(email.text).toContain("Hello Asha Rao,");
    expect(email.text).toContain("on the server, by someone with access to it (npm run admin:create)");
    expect(email.text).toContain("Two-factor sign-in was removed at the same time");
    expect(email.text).toContain("https://vistaar.example/admin/forgot-password");

    // Without --reset-2fa the notice does not mention two-factor sign-in.
    await db.delete(outbox);
    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "third password" }, shell);
    const [plain] = await db.select().from(outbox);
    expect((plain!.payload as { text: string }).text).not.toContain("Two-factor");
  });

  it("has a unique, lower-case email in the database itself", async () => {
    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "first password" });
    await expect(db.insert(admins).values({ email: "a@vistaar.example", passwordHash: "x", role: "editor" })).rejects.toThrow();
    await expect(db.insert(admins).values({ email: "B@vistaar.example", passwordHash: "x", role: "editor" })).rejects.toThrow();
  });
});

describe("admin tokens", () => {
  const secret = "s".repeat(48);
  const claims = { adminId: "6f1c1f2e-2a55-4d4b-9a3e-7c2b8f1e0d11", sessionId: "0b8b3c9e-5d1a-4b7e-9f55-2c1d4e6f7a80" };
  const inAnHour = () => new Date(Date.now() + 3_600_000);
  const forge = (payload: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
    build(new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).setIssuer("vistaar-admin").setIssuedAt()).sign(new TextEncoder().encode(secret));

  it("round-trip while valid", async () => {
    const token = await signAdminToken(secret, claims, inAnHour());
    expect(await verifyAdminToken(secret, token)).toEqual(claims);
  });

  it("are refused when expired, forged or malformed", async () => {
    expect(await verifyAdminToken(secret, await signAdminToken(secret, claims, new Date(Date.now() - 10_000)))).toBeNull();
    expect(await verifyAdminToken(secret, await signAdminToken("f".repeat(48), claims, inAnHour()))).toBeNull();
    expect(await verifyAdminToken(secret, "not.a.token")).toBeNull();
  });

  it("are refused without exp, sub or sid, or with ids that are not UUIDs (signed with the real secret)", async () => {
    const exp = (jwt: SignJWT) => jwt.setExpirationTime("1h");
    expect(await verifyAdminToken(secret, await forge({ sid: claims.sessionId }, (jwt) => jwt.setSubject(claims.adminId)))).toBeNull();
    expect(await verifyAdminToken(secret, await forge({ sid: claims.sessionId }, exp))).toBeNull();
    expect(await verifyAdminToken(secret, await forge({}, (jwt) => exp(jwt.setSubject(claims.adminId))))).toBeNull();
    expect(await verifyAdminToken(secret, await forge({ sid: claims.sessionId }, (jwt) => exp(jwt.setSubject("admin"))))).toBeNull();
    expect(await verifyAdminToken(secret, await forge({ sid: "1' OR '1'='1" }, (jwt) => exp(jwt.setSubject(claims.adminId))))).toBeNull();
    expect(await verifyAdminToken(secret, await forge({ sid: randomUUID() }, (jwt) => exp(jwt.setSubject(claims.adminId))))).not.toBeNull();
  });

  it("are read from an Authorization header whatever the scheme's letter case", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer abc")).toBe("abc");
    expect(bearerToken("BEARER  abc ")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeNull();
    expect(bearerToken("Bearer")).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe("password strength", () => {
  it("refuses short, common and guessable passwords and accepts long unrelated words", async () => {
    for (const weak of ["short", "password1234", "qwertyuiop123", "iloveyou12345", "aaaaaaaaaaaa", "vistaar123456"]) {
      expect(await isStrongPassword(weak), weak).toBe(false);
    }
    for (const strong of ["correct horse battery staple", "mango-ledger-violet-92", "e2e-admin-password-123"]) {
      expect(await isStrongPassword(strong), strong).toBe(true);
    }
  });
});

describe("devices", () => {
  // Real user agents, as browsers send them (2024-2025 versions).
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on macOS"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on Linux"],
    ["Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1", "Chrome on iOS"],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on ChromeOS"],
    // What Playwright's and Puppeteer's headless Chromium send (the QA pass saw it called "Safari on Linux").
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36", "Headless Chrome on Linux"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.6099.224 Chrome/120.0.6099.224 Safari/537.36", "Chromium on Linux"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on macOS"],
    ["Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 EdgA/131.0", "Edge on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.0.2592.56 Mobile/15E148 Safari/605.1.15", "Edge on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on macOS"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"],
    ["Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0", "Firefox on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15", "Firefox on iOS"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", "Safari on macOS"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0", "Opera on Windows"],
    ["Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/85.0.0.0", "Opera on Android"],
    ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36", "Samsung Internet on Android"],
    ["curl/8.5.0", "curl"],
    ["Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0", "Browser on Linux"],
    ["gibberish", "Unknown browser"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it("says so when there is no user agent", () => {
    expect(describeDevice(undefined)).toBe("Unknown device");
    expect(describeDevice("")).toBe("Unknown device");
  });
});
