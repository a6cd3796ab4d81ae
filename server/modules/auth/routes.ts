import type { FastifyReply } from "fastify";
import { acknowledgementSchema, emptyBodySchema } from "#contracts/api-schema.ts";
import { loginAnswerSchema, loginResponseSchema, loginSchema, meResponseSchema, minutesToWait } from "#contracts/auth.ts";
import { ADMIN_ROLES, RECENT_SIGN_IN_MINUTES, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import {
  accountSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  linkCheckSchema,
  logoutSchema,
  messageSchema,
  passwordConfirmationSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  recoveryCodesSchema,
  sessionIdParams,
  sessionListSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  updateAccountSchema,
} from "#contracts/staff.ts";
import { eq } from "drizzle-orm";
import { runInBackground } from "../../background.ts";
import { admins } from "../../db/schema.ts";
import { notifyOutbox } from "../../email/outbox.ts";
import { notFound, tooManyRequests } from "../../http-error.ts";
import { adminOnly, noStore } from "../../plugins/auth.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { clientKey } from "../../rate-limit/client-key.ts";
import { LoginThrottle } from "../../rate-limit/login-throttle.ts";
import { recordActivity } from "../activity/service.ts";
import {
  assertOwnPassword,
  assertRecentSignInOrPassword,
  changePassword,
  checkEmailChangeLink,
  confirmEmailChange,
  findResetAccount,
  loadAccount,
  renameAccount,
  requestEmailChange,
  resetPassword,
  sendPasswordResetLink,
} from "./account.ts";
import { countLinkCheck } from "./link-checks.ts";
import { login, loginWithSecondFactor } from "./login.ts";
import { toAdminProfile } from "./service.ts";
import { endSession, endSessionsOf, listSessions } from "./sessions.ts";
import { assertTwoFactorMayBeTurnedOff, disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from "./two-factor.ts";

const HOUR_MS = 60 * 60 * 1000;
const RESETS_PER_ADDRESS_PER_HOUR = 10;
const RESETS_PER_EMAIL_PER_HOUR = 3;
const EVERYONE = ADMIN_ROLES;
const tags = ["Admin sign-in"];
const accountTags = ["Admin account"];

function answerWithRetryAfter(reply: FastifyReply, error: unknown): never {
  const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  throw error;
}

/**
 * Signing in and out, password reset, and the signed-in admin's own account: profile, password, email,
 * two-factor sign-in and sessions (issue 14).
 */
export default async function authRoutes(app: ApiInstance) {
  const { config, db } = app.services;
  // Counted in the app's rate-limit store: PostgreSQL with DATABASE_URL, so the limits hold across instances.
  const { rateLimits } = app.services;
  const throttle = new LoginThrottle(rateLimits, { limit: config.loginRateLimitPer15Minutes, slowdownMaxMs: config.loginSlowdownMaxSeconds * 1000 });
  const resetsPerAddress = rateLimits.limiter("reset-address", { limit: RESETS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS });
  const resetsPerEmail = rateLimits.limiter("reset-email", { limit: RESETS_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS });

  // ---------------------------------------------------------------------------------------------
  // Public: sign-in, password reset, invitation and email links (their tokens are the credential)

  app.post(
    "/admin/login",
    {
      schema: {
        tags,
        summary: "Sign in: a bearer token for the admin endpoints, or the second step's challenge",
        description:
          "Wrong credentials answer 401. Too many failures for one account from one address (LOGIN_RATE_LIMIT_PER_15_MINUTES), or five times as many from one address across accounts, answer 429 with Retry-After; an account under attack from many addresses is slowed down, never locked. With two-factor sign-in on, a right password answers `{ twoFactorRequired: true, challenge }`: send the challenge and a code to POST /api/admin/login/2fa.",
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        return await login(request, throttle, request.body);
      } catch (error) {
        answerWithRetryAfter(reply, error);
      }
    },
  );

  app.post(
    "/admin/login/2fa",
    {
      schema: {
        tags,
        summary: "Sign in, second step: a code from the authenticator app or a recovery code",
        description: "Codes are accepted one 30-second step either side of now, each once. Failures count toward the sign-in limits.",
        body: twoFactorLoginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        return await loginWithSecondFactor(request, throttle, request.body);
      } catch (error) {
        answerWithRetryAfter(reply, error);
      }
    },
  );

  app.post(
    "/admin/password-reset",
    {
      schema: {
        tags,
        summary: "Forgot your password: email a one-time reset link",
        description:
          "Always 202 with the same message, at once, whether the address has an account or not; the link (valid 30 minutes) is sent afterwards. At most 10 requests an hour per client address and 3 per email address (429).",
        body: passwordResetRequestSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const addressKey = clientKey(request.ip);
      const [byAddress, byEmail] = await Promise.all([resetsPerAddress.hit(addressKey), resetsPerEmail.hit(request.body.email)]);
      if (!byAddress.allowed || !byEmail.allowed) {
        const retryAfterSeconds = Math.max(byAddress.retryAfterSeconds, byEmail.retryAfterSeconds);
        throw tooManyRequests(`Too many reset requests. Please wait ${minutesToWait(retryAfterSeconds)} and try again.`, retryAfterSeconds);
      }
      const { email } = request.body;
      runInBackground(app, "password reset link", async () => {
        if (await sendPasswordResetLink(app.services, email)) request.log.info("password reset link queued");
      });
      return reply.status(202).send({ message: STAFF_MESSAGES.resetRequested });
    },
  );

  app.post(
    "/admin/password-reset/check",
    {
      schema: {
        tags,
        summary: "Check a reset link as its page opens, without using it up",
        description: "200 while the link works; 400 with the page's message when it has expired, was used or was replaced. At most 60 checks an hour per client address (with invitation checks; 429).",
        body: passwordResetCheckSchema,
        response: { 200: linkCheckSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await countLinkCheck(request);
      await findResetAccount(db, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    "/admin/password-reset/confirm",
    {
      schema: {
        tags,
        summary: "Set a new password with the link from the reset email",
        description: "Ends every session of the account. 400 with a clear message for an expired, used or replaced link, or a weak password.",
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await resetPassword(request, request.body);
      return { message: STAFF_MESSAGES.passwordReset };
    },
  );

  app.post(
    "/admin/account/email/check",
    {
      schema: {
        tags: accountTags,
        summary: "Check an email-change link as its page opens, without using it up",
        description:
          "200 while the link works; 400 with the page's message when it has expired, was used or was replaced. The address changes only with /admin/account/email/confirm. At most 60 checks an hour per client address (with the other link checks; 429).",
        body: confirmEmailSchema,
        response: { 200: linkCheckSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      await countLinkCheck(request);
      await checkEmailChangeLink(db, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    "/admin/account/email/confirm",
    { schema: { tags: accountTags, summary: "Confirm a new email address with the link sent to it", body: confirmEmailSchema, response: { 200: messageSchema } } },
    async (request) => {
      await confirmEmailChange(request, request.body.token);
      return { message: STAFF_MESSAGES.emailChanged };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Signed in, any role; open before two-factor set-up so someone it is required of can set it up.

  await app.register(
    adminOnly(
      async (admin) => {
        admin.get("/admin/me", { schema: { tags, summary: "The signed-in admin", response: { 200: meResponseSchema } } }, async (request) => {
          const [row] = await db.select().from(admins).where(eq(admins.id, request.admin!.id));
          return {
            admin: toAdminProfile(row!),
            twoFactorSetupRequired: request.admin!.twoFactorRequired && !request.admin!.twoFactorEnabled,
            emailSending: config.smtpUrl !== undefined,
          };
        });

        admin.post(
          "/admin/logout",
          {
            schema: {
              tags,
              summary: "Sign out: ends this session on the server (or, with `everywhere`, every session of the account)",
              body: logoutSchema,
              response: { 200: acknowledgementSchema },
            },
          },
          async (request) => {
            const current = request.admin!;
            if (request.body?.everywhere) {
              await endSessionsOf(db, current.id);
              await recordActivity(request, { kind: "sign-in", action: "signed-out-everywhere", entityId: current.id, title: current.email });
              return { success: true as const, message: STAFF_MESSAGES.signedOutEverywhere };
            }
            await endSession(db, current.id, current.sessionId);
            await recordActivity(request, { kind: "sign-in", action: "signed-out", entityId: current.id, title: current.email });
            return { success: true as const, message: "Logged out successfully" };
          },
        );

        admin.get("/admin/sessions", { schema: { tags: accountTags, summary: "Your sessions, the most recently used first", response: { 200: sessionListSchema } } }, async (request) => ({
          data: await listSessions(db, request.admin!.id, request.admin!.sessionId),
        }));

        admin.delete(
          "/admin/sessions/:id",
          { schema: { tags: accountTags, summary: "End one of your sessions (signs that device out)", params: sessionIdParams, response: { 200: acknowledgementSchema } } },
          async (request) => {
            if (!(await endSession(db, request.admin!.id, request.params.id))) throw notFound(STAFF_MESSAGES.sessionNotFound);
            await recordActivity(request, { kind: "sign-in", action: "session-ended", entityId: request.admin!.id, title: request.admin!.email });
            return { success: true as const, message: STAFF_MESSAGES.sessionEnded };
          },
        );

        admin.get("/admin/account", { schema: { tags: accountTags, summary: "Your account", response: { 200: accountSchema } } }, async (request) => loadAccount(request));

        admin.patch(
          "/admin/account",
          { schema: { tags: accountTags, summary: "Change your name", body: updateAccountSchema, response: { 200: accountSchema } } },
          async (request) => {
            await renameAccount(request, request.body.name);
            return loadAccount(request);
          },
        );

        admin.post(
          "/admin/account/password",
          {
            schema: {
              tags: accountTags,
              summary: "Change your password (the current one is required)",
              description: "At least 12 characters, not a common or guessable password, and not the current one (400). Your other sessions end.",
              body: changePasswordSchema,
              response: { 200: acknowledgementSchema },
            },
          },
          async (request) => {
            await changePassword(request, request.body);
            return { success: true as const, message: STAFF_MESSAGES.passwordChanged };
          },
        );

        admin.post(
          "/admin/account/email",
          {
            schema: {
              tags: accountTags,
              summary: "Change your email: a confirmation link goes to the new address",
              body: changeEmailSchema,
              response: { 202: messageSchema },
            },
          },
          async (request, reply) => {
            await requestEmailChange(request, request.body);
            return reply.status(202).send({ message: STAFF_MESSAGES.emailChangeSent });
          },
        );

        admin.post(
          "/admin/2fa/setup",
          {
            schema: {
              tags: accountTags,
              summary: "Start two-factor set-up: a new secret, its otpauth URL and QR code",
              description: "Nothing changes until POST /api/admin/2fa/enable confirms the secret with a code.",
              body: emptyBodySchema,
              response: { 200: twoFactorSetupSchema },
            },
          },
          async (request) => startTwoFactorSetup(db, request.admin!),
        );

        admin.post(
          "/admin/2fa/enable",
          {
            schema: {
              tags: accountTags,
              summary: "Turn two-factor sign-in on with a current code: answers 10 recovery codes, shown once",
              description: `Needs a recent sign-in or your password: when this session signed in more than ${RECENT_SIGN_IN_MINUTES} minutes ago, \`password\` is required (without it 400, "${STAFF_MESSAGES.twoFactorEnablePasswordRequired}"). A password sent is always checked: a wrong one answers 400, and 10 wrong ones in 15 minutes 429, as for the other changes that ask for it. Nothing changes when refused: the set-up stays pending.`,
              body: twoFactorEnableSchema,
              response: { 200: recoveryCodesSchema },
            },
          },
          async (request) => {
            // A stolen session alone must not attach its holder's authenticator (and lock the owner out).
            await assertRecentSignInOrPassword(request, request.body.password, STAFF_MESSAGES.twoFactorEnablePasswordRequired);
            const recoveryCodes = await enableTwoFactor(db, { admin: request.admin!, publicUrl: config.publicUrl }, request.body.code);
            notifyOutbox();
            await recordActivity(request, { kind: "account", action: "two-factor-enabled", entityId: request.admin!.id, title: request.admin!.email });
            return { recoveryCodes };
          },
        );

        admin.post(
          "/admin/2fa/disable",
          {
            schema: {
              tags: accountTags,
              summary: "Turn two-factor sign-in off (your password is required)",
              description: "409 while the owner requires two-factor sign-in for all staff (an owner must stop requiring it first).",
              body: passwordConfirmationSchema,
              response: { 200: acknowledgementSchema },
            },
          },
          async (request) => {
            assertTwoFactorMayBeTurnedOff(request.admin!);
            await assertOwnPassword(request, request.body.password);
            await disableTwoFactor(db, { admin: request.admin!, publicUrl: config.publicUrl });
            notifyOutbox();
            await recordActivity(request, { kind: "account", action: "two-factor-disabled", entityId: request.admin!.id, title: request.admin!.email });
            return { success: true as const, message: STAFF_MESSAGES.twoFactorDisabled };
          },
        );
      },
      { roles: EVERYONE, beforeTwoFactorSetup: true },
    ),
  );

}
