import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { backgroundWorkSettled } from "#server/background.ts";
import { testWorker } from "./outbox.ts";
import { type ReceivedEmail, type SmtpSink, startSmtpSink } from "./smtp-sink.ts";
import { createSignedInTestApp, type TestApp } from "./test-app.ts";

/**
 * Staff journeys through the API, as tests/api/staff.test.ts walks them: calls with a bearer token,
 * emails delivered through the outbox to a real SMTP server (`smtp-server`), and the links in them.
 */

export const STRONG_PASSWORD = "violet kettle orbit mangrove 42";
export const TEST_PUBLIC_URL = "https://www.vistaar.example";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function staffHarness(current: () => TestApp & { auth: { authorization: string } }, sink: () => SmtpSink) {
  const call = (method: Method, url: string, payload?: object, authorization = current().auth.authorization) =>
    current().app.inject({ method, url, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

  /** Sends everything waiting in the outbox to the SMTP sink; returns what it received for `to`. */
  async function emailsTo(to: string): Promise<ReceivedEmail[]> {
    const { app, db, config } = current();
    await backgroundWorkSettled(app);
    await testWorker(db, config).runOnce();
    return sink().received.filter((received) => received.to.includes(to));
  }

  /** The token of the link to `path` in the newest email to `to`. */
  async function tokenFromEmail(to: string, path: string): Promise<string> {
    const mail = (await emailsTo(to)).at(-1);
    if (!mail) throw new Error(`no email to ${to}`);
    const link = mail.text.match(new RegExp(`${TEST_PUBLIC_URL}${path}\\?token=[\\w%-]+`))?.[0];
    if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
    return decodeURIComponent(new URL(link).searchParams.get("token")!);
  }

  /** Invites someone and accepts for them: their id and Authorization header. */
  async function invite(email: string, role: "owner" | "editor" | "sales") {
    const response = await call("POST", "/api/admin/users", { email, role });
    expect(response.statusCode).toBe(201);
    const token = await tokenFromEmail(email, "/admin/accept-invite");
    const accepted = await call("POST", "/api/admin/invitations/accept", { token, name: `Nisha ${role}`, password: STRONG_PASSWORD }, "");
    expect(accepted.statusCode).toBe(200);
    return { id: response.json().data.id as string, authorization: `Bearer ${accepted.json().token}` };
  }

  /** Sets up two-factor sign-in for the account behind `authorization` with a computed code; its secret. */
  async function turnOnTwoFactor(authorization = current().auth.authorization): Promise<string> {
    const { secret } = (await call("POST", "/api/admin/2fa/setup", {}, authorization)).json();
    expect((await call("POST", "/api/admin/2fa/enable", { code: totpCode(secret, 0) }, authorization)).statusCode).toBe(200);
    return secret;
  }

  return { call, emailsTo, tokenFromEmail, invite, turnOnTwoFactor };
}

/**
 * A fresh signed-in app for each test, with a real SMTP server for the emails it sends (the limits on
 * signing in raised, so a journey may sign in often): registers the hooks, returns the harness,
 * `current()`, the app of the test running, and `sink()`, the SMTP server.
 */
export function staffAppForEachTest() {
  let sink: SmtpSink;
  let current: TestApp & { auth: { authorization: string } };
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  beforeEach(async () => {
    sink.received.length = 0;
    current = await createSignedInTestApp({ smtpUrl: sink.url, publicUrl: TEST_PUBLIC_URL, loginRateLimitPer15Minutes: 1000, loginSlowdownMaxSeconds: 0 });
  });
  afterEach(() => current.app.close());
  afterAll(() => sink.close());
  return { current: () => current, sink: () => sink, ...staffHarness(() => current, () => sink) };
}

/** The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string, offsetSteps: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}
