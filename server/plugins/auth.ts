import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNAUTHORIZED_MESSAGE } from "#contracts/api-error.ts";
import { admins } from "../db/schema.ts";
import { verifyAdminToken } from "../modules/auth/tokens.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in admin, set by `requireAdmin` on protected routes. */
    admin?: { id: string; email: string };
  }
  interface FastifyInstance {
    /** onRequest hook for protected contexts: a valid, unexpired bearer token of an existing admin, or 401. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("admin", undefined);
  app.decorate("requireAdmin", async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
    const claims = token ? await verifyAdminToken(app.services.jwtSecret, token) : null;
    if (claims) {
      const [row] = await app.services.db
        .select({ id: admins.id, email: admins.email })
        .from(admins)
        .where(eq(admins.id, claims.adminId));
      if (row) {
        request.admin = row;
        return;
      }
    }
    return reply.status(401).send({ message: UNAUTHORIZED_MESSAGE });
  });
}

/** Registers `routes` in their own context where every route needs a signed-in admin. */
export function adminOnly(routes: (app: FastifyInstance) => Promise<void> | void) {
  return async function protectedContext(app: FastifyInstance) {
    app.addHook("onRequest", app.requireAdmin);
    await routes(app);
  };
}
