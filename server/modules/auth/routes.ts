import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loginSchema } from "#contracts/auth.ts";
import { admins } from "../../db/schema.ts";
import { adminOnly } from "../../plugins/auth.ts";
import { parseBody } from "../../validation.ts";
import { FailureCounter } from "../../rate-limit/failure-counter.ts";
import { login } from "./login.ts";
import { toAdminProfile } from "./service.ts";

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ACCOUNT_LIMIT_FACTOR = 3;

/** POST /api/admin/login and GET /api/admin/me. */
export default async function authRoutes(app: FastifyInstance) {
  const limit = app.services.config.loginRateLimitPer15Minutes;
  const failures = {
    perAddress: new FailureCounter(limit, FIFTEEN_MINUTES_MS),
    // Higher for one account than for one address: a stranger guessing from many addresses is
    // slowed down, but locking the real admin out takes three times as many attempts.
    perAccount: new FailureCounter(limit * ACCOUNT_LIMIT_FACTOR, FIFTEEN_MINUTES_MS),
  };

  app.post("/admin/login", async (request, reply) => {
    const input = parseBody(loginSchema, request.body);
    try {
      return await login(app.services.db, { jwtSecret: app.services.jwtSecret, failures }, { ...input, clientIp: request.ip });
    } catch (error) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      throw error;
    }
  });

  await app.register(
    adminOnly(async (admin) => {
      admin.get("/admin/me", async (request) => {
        const [row] = await app.services.db.select().from(admins).where(eq(admins.id, request.admin!.id));
        return { admin: toAdminProfile(row!) };
      });
    }),
  );
}
