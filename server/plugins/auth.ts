import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { UNAUTHORIZED_MESSAGE } from "#contracts/api-error.ts";
import { type AdminRole, ROLE_LABELS, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { findLiveSession, type SessionPrincipal } from "../modules/auth/sessions.ts";
import { bearerToken, verifyAdminToken } from "../modules/auth/tokens.ts";
import type { ApiInstance } from "./route-contracts.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in admin and their session, set in the protected contexts `adminOnly` builds. */
    admin?: SessionPrincipal;
  }
  interface FastifyInstance {
    /** Sets `request.admin` from a valid bearer token naming a live session; false when there is none. */
    authenticateAdmin: (request: FastifyRequest) => Promise<boolean>;
  }
  interface FastifyContextConfig {
    /** The roles an admin route is open to (set by `adminOnly`; read by the role-matrix test). */
    adminRoles?: readonly AdminRole[];
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest("admin", undefined);
  app.decorate("authenticateAdmin", async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await verifyAdminToken(app.services.jwtSecret, token) : null;
    if (!claims) return false;
    // One indexed lookup per request: an ended session is refused by every instance at once.
    const principal = await findLiveSession(app.services.db, claims.adminId, claims.sessionId);
    if (!principal) return false;
    request.admin = principal;
    return true;
  });
}

/** The OpenAPI security scheme admin routes declare (plugins/api-docs.ts defines it). */
export const ADMIN_SECURITY_SCHEME = "bearerAuth";

export interface AdminOnlyOptions {
  /** Who may use these routes: anyone else gets 403. Every admin route says so (the app refuses to start otherwise). */
  roles: readonly AdminRole[];
  /** Replaces the generic 401 sentence where SPEC names one (e.g. 'Please log in to upload images'). */
  unauthorizedMessage?: string;
  /**
   * Open to an admin who must still set up two-factor sign-in (the owner requires it): their account,
   * its sessions and the set-up itself. Every other admin route answers 403 until they have.
   */
  beforeTwoFactorSetup?: boolean;
}

/**
 * Registers `routes` in their own context where every route needs a signed-in admin whose role is in
 * `roles`, and says so in the API reference (the bearer scheme with the roles as its scopes, and a
 * line in the description). Admin answers carry personal data: none is stored by a cache.
 */
export function adminOnly(routes: (app: ApiInstance) => Promise<void> | void, options: AdminOnlyOptions) {
  if (!options?.roles?.length) throw new Error("adminOnly(routes, { roles }) needs the roles its routes are open to");
  const roles = [...options.roles];
  return async function protectedContext(app: ApiInstance) {
    const message = options.unauthorizedMessage ?? UNAUTHORIZED_MESSAGE;
    app.addHook("onRoute", (route) => {
      const schema = (route.schema ?? {}) as { description?: string };
      const roleLine = `Roles: ${roles.map((role) => ROLE_LABELS[role].toLowerCase()).join(", ")}.`;
      route.schema = {
        ...route.schema,
        description: schema.description ? `${schema.description}\n\n${roleLine}` : roleLine,
        security: [{ [ADMIN_SECURITY_SCHEME]: roles }],
      } as typeof route.schema;
      route.config = { ...route.config, adminRoles: roles } as typeof route.config;
    });
    app.addHook("onRequest", async (request, reply) => {
      noStore(reply);
      if (!(await app.authenticateAdmin(request))) return reply.status(401).send({ message });
      const admin = request.admin!;
      if (!roles.includes(admin.role)) return reply.status(403).send({ message: STAFF_MESSAGES.forbidden });
      if (admin.twoFactorRequired && !admin.twoFactorEnabled && !options.beforeTwoFactorSetup) {
        return reply.status(403).send({ message: STAFF_MESSAGES.twoFactorSetupRequired });
      }
    });
    await routes(app);
  };
}

/** Answers that carry personal data or credentials are never kept by a browser or proxy cache. */
export function noStore(reply: FastifyReply) {
  reply.header("cache-control", "no-store");
}
