import { eq } from "drizzle-orm";
import { z } from "zod";
import { adminProfileSchema, loginResponseSchema, loginSchema } from "#contracts/auth.ts";
import { admins } from "../../db/schema.ts";
import { adminOnly } from "../../plugins/auth.ts";
import type { ApiInstance } from "../../plugins/route-contracts.ts";
import { FailureCounter } from "../../rate-limit/failure-counter.ts";
import { login } from "./login.ts";
import { toAdminProfile } from "./service.ts";

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ACCOUNT_LIMIT_FACTOR = 3;
const tags = ["Admin sign-in"];

/** POST /api/admin/login and GET /api/admin/me. */
export default async function authRoutes(app: ApiInstance) {
  const limit = app.services.config.loginRateLimitPer15Minutes;
  const failures = {
    perAddress: new FailureCounter(limit, FIFTEEN_MINUTES_MS),
    // Higher for one account than for one address: a stranger guessing from many addresses is
    // slowed down, but locking the real admin out takes three times as many attempts.
    perAccount: new FailureCounter(limit * ACCOUNT_LIMIT_FACTOR, FIFTEEN_MINUTES_MS),
  };

  const loginContract = {
    tags,
    summary: "Sign in: a bearer token for the admin endpoints",
    description: "Wrong credentials answer 401; repeated failures per address or account answer 429 with Retry-After.",
    body: loginSchema,
    response: { 200: loginResponseSchema },
  };
  app.post("/admin/login", { schema: loginContract }, async (request, reply) => {
    try {
      return await login(app.services.db, { jwtSecret: app.services.jwtSecret, failures }, { ...request.body, clientIp: request.ip });
    } catch (error) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      throw error;
    }
  });

  await app.register(
    adminOnly(async (admin) => {
      const meContract = { tags, summary: "The signed-in admin", response: { 200: z.object({ admin: adminProfileSchema }) } };
      admin.get("/admin/me", { schema: meContract }, async (request) => {
        const [row] = await app.services.db.select().from(admins).where(eq(admins.id, request.admin!.id));
        return { admin: toAdminProfile(row!) };
      });
    }),
  );
}
