import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { UNAUTHORIZED_MESSAGE } from "#contracts/api-error.ts";
import { admins } from "../db/schema.ts";
import { verifyAdminToken } from "../modules/auth/tokens.ts";
import type { ApiInstance } from "./route-contracts.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in admin, set in the protected contexts `adminOnly` builds. */
    admin?: { id: string; email: string };
  }
  interface FastifyInstance {
    /** Sets `request.admin` from a valid bearer token; false when there is none. */
    authenticateAdmin: (request: FastifyRequest) => Promise<boolean>;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("admin", undefined);
  app.decorate("authenticateAdmin", async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
    const claims = token ? await verifyAdminToken(app.services.jwtSecret, token) : null;
    if (!claims) return false;
    const [row] = await app.services.db
      .select({ id: admins.id, email: admins.email, passwordChangedAt: admins.passwordChangedAt })
      .from(admins)
      .where(eq(admins.id, claims.adminId));
    if (!row) return false;
    // Signed for an older password: a reset signs out every session.
    if (claims.passwordVersion !== row.passwordChangedAt.getTime()) return false;
    request.admin = { id: row.id, email: row.email };
    return true;
  });
}

/** The OpenAPI security scheme admin routes declare (plugins/api-docs.ts defines it). */
export const ADMIN_SECURITY_SCHEME = "bearerAuth";

/**
 * Registers `routes` in their own context where every route needs a signed-in admin (and says so
 * in the API reference). `unauthorizedMessage` replaces the generic 401 sentence where SPEC names one
 * (e.g. 'Please log in to upload images').
 */
export function adminOnly(routes: (app: ApiInstance) => Promise<void> | void, options: { unauthorizedMessage?: string } = {}) {
  return async function protectedContext(app: ApiInstance) {
    const message = options.unauthorizedMessage ?? UNAUTHORIZED_MESSAGE;
    app.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, security: [{ [ADMIN_SECURITY_SCHEME]: [] }] } as typeof route.schema;
    });
    app.addHook("onRequest", async (request, reply) => {
      if (await app.authenticateAdmin(request)) return;
      return reply.status(401).send({ message });
    });
    await routes(app);
  };
}
