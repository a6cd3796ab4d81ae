import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admins } from "#server/db/schema.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { signAdminToken } from "#server/modules/auth/tokens.ts";
import { ACCOUNTS_PER_ADDRESS } from "#server/rate-limit/login-throttle.ts";
import { TEST_ADMIN } from "#tests/support/admin.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ loginRateLimitPer15Minutes: 3, loginSlowdownMaxSeconds: 0 });
  await createOrResetAdmin(t.db, TEST_ADMIN);
});
afterEach(() => t.app.close());

const login = (payload: unknown, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload: payload as object, remoteAddress });

describe("POST /api/admin/login", () => {
  it("answers {token, admin} without the password hash, and the token opens admin endpoints", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.admin).toEqual({ _id: expect.any(String), id: body.admin._id, email: TEST_ADMIN.email, name: "Administrator", role: "owner" });
    expect(JSON.stringify(body)).not.toContain("argon2");
    const me = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().admin.email).toBe(TEST_ADMIN.email);
    const [row] = await t.db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  it("accepts the email in any case and with spaces around it", async () => {
    const response = await login({ email: "  ADMIN@Vistaar.example ", password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const wrongPassword = await login({ email: TEST_ADMIN.email, password: "nope" });
    const unknownEmail = await login({ email: "stranger@vistaar.example", password: "nope" }, "203.0.113.8");
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid email or password" });
    }
  });

  it.each([
    [{ password: "x" }, "Email is required", "email"],
    [{ email: "", password: "x" }, "Email is required", "email"],
    [{ email: "not-an-email", password: "x" }, "Please enter a valid email address", "email"],
    [{ email: TEST_ADMIN.email }, "Password is required", "password"],
    [{ email: TEST_ADMIN.email, password: "" }, "Password is required", "password"],
  ])("refuses %o with '%s'", async (payload, message, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it("signs an 8-hour token, or a 30-day one with 'Remember me'", async () => {
    const short = decodeJwt((await login(TEST_ADMIN)).json().token);
    const long = decodeJwt((await login({ ...TEST_ADMIN, remember: true })).json().token);
    expect(short.exp! - short.iat!).toBe(8 * 60 * 60);
    expect(long.exp! - long.iat!).toBe(30 * 24 * 60 * 60);
  });

  it("limits repeated failures from one address across accounts (429 with Retry-After)", async () => {
    // Five accounts' worth (the limit is 3 here): past that, the address is refused for every account.
    for (let attempt = 0; attempt < 3 * ACCOUNTS_PER_ADDRESS; attempt++) {
      expect((await login({ email: `guess${attempt}@vistaar.example`, password: "x" })).statusCode).toBe(401);
    }
    const blocked = await login(TEST_ADMIN);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe("Too many sign-in attempts. Please wait 15 minutes and try again.");
    // Another address is not affected.
    expect((await login(TEST_ADMIN, "198.51.100.1")).statusCode).toBe(200);
  });

  it("names the wait Retry-After gives, rounded up to minutes, not the window's full 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      for (let attempt = 0; attempt < 3; attempt++) await login({ email: TEST_ADMIN.email, password: "wrong" });
      vi.setSystemTime(Date.now() + (15 * 60 - 312) * 1000);
      const blocked = await login(TEST_ADMIN);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBe(312);
      expect(blocked.json().message).toBe("Too many sign-in attempts. Please wait 6 minutes and try again.");
      vi.setSystemTime(Date.now() + 260 * 1000);
      const lastMinute = await login(TEST_ADMIN);
      expect(Number(lastMinute.headers["retry-after"])).toBe(52);
      expect(lastMinute.json().message).toBe("Too many sign-in attempts. Please wait 1 minute and try again.");
    } finally {
      vi.useRealTimers();
    }
  });

  it("lets colleagues behind one address sign in while one of them is refused", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ email: "colleague@vistaar.example", password: "mistyped" }, "203.0.113.80")).statusCode).toBe(401);
    }
    // Refused, and retried again and again (a password manager resubmitting): that uses up nobody else's allowance.
    for (let attempt = 0; attempt < 3 * ACCOUNTS_PER_ADDRESS + 5; attempt++) {
      expect((await login({ email: "colleague@vistaar.example", password: "mistyped" }, "203.0.113.80")).statusCode).toBe(429);
    }
    expect((await login(TEST_ADMIN, "203.0.113.80")).statusCode).toBe(200);
  });

  it("never locks the account out: failures from many addresses slow it down, the right password still works", async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login({ email: TEST_ADMIN.email, password: "wrong" }, `198.51.100.${attempt + 10}`)).statusCode).toBe(401);
    }
    // The real person, from their own address, gets in (after a short wait: LOGIN_SLOWDOWN_MAX_SECONDS is 0 here).
    expect((await login(TEST_ADMIN, "198.51.100.98")).statusCode).toBe(200);
  });

  it("limits failures per account and address pair: the attacker's address is refused, the owner's is not", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ email: TEST_ADMIN.email, password: "wrong" }, "203.0.113.66")).statusCode).toBe(401);
    }
    expect((await login(TEST_ADMIN, "203.0.113.66")).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, "198.51.100.77")).statusCode).toBe(200);
  });

  it("counts parallel guesses: a burst cannot slip under the limit", async () => {
    const burst = await Promise.all(
      Array.from({ length: 3 * ACCOUNTS_PER_ADDRESS + 5 }, (_, index) => login({ email: `burst${index}@vistaar.example`, password: "x" }, "203.0.113.50")),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3 * ACCOUNTS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe("admin endpoints refuse", () => {
  const me = (authorization?: string) =>
    t.app.inject({ method: "GET", url: "/api/admin/me", headers: authorization ? { authorization } : {} });

  it("a request without a token", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please log in to continue" });
  });

  it("an expired, a forged and a malformed token", async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    const claims = { adminId: decodeJwt(token).sub!, sessionId: decodeJwt(token).sid as string };
    const expired = await signAdminToken(t.config.jwtSecret!, claims, new Date(Date.now() - 60_000));
    const forged = await signAdminToken("an-attacker-secret-of-sufficient-length-000", claims, new Date(Date.now() + 3_600_000));
    for (const refused of [expired, forged, "garbage"]) expect((await me(`Bearer ${refused}`)).statusCode).toBe(401);
  });

  it("a token signed with the real secret but without exp, or whose sub is not a UUID (401, never 500)", async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    const { sub, sid } = decodeJwt(token);
    const key = new TextEncoder().encode(t.config.jwtSecret!);
    const sign = (payload: Record<string, unknown>, subject: string, expires: boolean) => {
      const jwt = new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).setIssuer("vistaar-admin").setIssuedAt().setSubject(subject);
      return (expires ? jwt.setExpirationTime("1h") : jwt).sign(key);
    };
    expect((await me(`Bearer ${await sign({ sid }, sub!, false)}`)).statusCode).toBe(401);
    for (const url of ["/api/admin/me", "/api/blog", "/api/contact", "/api/admin/users"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${await sign({ sid }, "not-a-uuid", true)}` } });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await me(`Bearer ${await sign({ sid }, sub!, true)}`)).statusCode).toBe(200);
  });

  it("accepts the scheme in lower case (RFC 7235)", async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
  });

  it("a token issued before the password was reset (npm run admin:create)", async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await createOrResetAdmin(t.db, { email: TEST_ADMIN.email, password: "a brand new password" });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    const fresh = (await login({ email: TEST_ADMIN.email, password: "a brand new password" }, "198.51.100.200")).json().token;
    expect((await me(`Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it("the token of a deleted admin", async () => {
    const { token } = (await login(TEST_ADMIN)).json();
    await t.db.delete(admins);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });
});
