import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES, type AdminRole, STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { admins } from "#server/db/schema.ts";
import { startSession } from "#server/modules/auth/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * Each role × each API route: the routes come from the app itself (its OpenAPI document, which every
 * route is in: api-docs.test.ts fails a route without a schema), so a new admin route is covered
 * without touching this file, and one that needs a token but declares no roles fails here.
 */

interface Operation {
  method: string;
  path: string;
  roles: AdminRole[] | null;
}

const SOME_ID = "00000000-0000-4000-8000-000000000000";
let t: TestApp;
let operations: Operation[];
const tokens = {} as Record<AdminRole, string>;

async function signedIn(role: AdminRole): Promise<string> {
  const [row] = await t.db
    .insert(admins)
    .values({ email: `${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@vistaar.example`, name: role, role, passwordHash: "not-used" })
    .returning();
  return (await startSession(t.db, t.config.jwtSecret!, { adminId: row!.id, remember: false })).token;
}

function call(operation: Operation, authorization?: string) {
  return t.app.inject({
    method: operation.method as "GET",
    url: operation.path.replace(/\{[^}]+\}/g, SOME_ID),
    headers: authorization ? { authorization } : {},
    // Empty bodies: the role is checked before the body is, so an allowed role gets a 400 at worst.
    ...(operation.method === "GET" || operation.method === "DELETE" ? {} : { payload: {} }),
  });
}

beforeAll(async () => {
  t = await createTestApp({ formRateLimitPerMinute: 100_000, loginRateLimitPer15Minutes: 100_000 });
  const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      roles: (operation.security?.find((scheme) => "bearerAuth" in scheme)?.bearerAuth as AdminRole[] | undefined) ?? null,
    })),
  );
  for (const role of ADMIN_ROLES) tokens[role] = await signedIn(role);
});
afterAll(() => t.app.close());

describe("the role matrix", () => {
  it("finds the admin routes in the app (staff, activity, account, every section)", () => {
    const protectedPaths = operations.filter((operation) => operation.roles).map((operation) => `${operation.method} ${operation.path}`);
    for (const expected of ["GET /api/admin/users", "GET /api/admin/activity", "GET /api/admin/sessions", "GET /api/contact", "POST /api/blog", "GET /api/newsletter/subscribers"]) {
      expect(protectedPaths).toContain(expected);
    }
  });

  it("every route that refuses a request without a token declares the roles it is open to", async () => {
    const undeclared: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.roles)) {
      const response = await call(operation);
      if (response.statusCode === 401 || response.statusCode === 403) undeclared.push(`${operation.method} ${operation.path}`);
    }
    expect(undeclared).toEqual([]);
  });

  it("each role gets in where its roles say, and 403 { message } everywhere else", async () => {
    const wrong: string[] = [];
    // Signing out ends the caller's session: it goes last.
    const ordered = operations
      .filter((operation) => operation.roles)
      .sort((a, b) => Number(a.path === "/api/admin/logout") - Number(b.path === "/api/admin/logout"));
    for (const operation of ordered) {
      for (const role of ADMIN_ROLES) {
        const response = await call(operation, `Bearer ${tokens[role]}`);
        const allowed = operation.roles!.includes(role);
        const ok = allowed
          ? response.statusCode !== 401 && response.statusCode !== 403 && response.statusCode < 500
          : response.statusCode === 403 && response.json().message === STAFF_MESSAGES.forbidden;
        if (!ok) wrong.push(`${role} ${operation.method} ${operation.path} → ${response.statusCode} (${allowed ? "allowed" : "refused"})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("sections follow issue 14: staff and activity for owners, the inbox for sales, the blog for editors", () => {
    const rolesOf = (method: string, path: string) => operations.find((operation) => operation.method === method && operation.path === path)?.roles;
    expect(rolesOf("GET", "/api/admin/users")).toEqual(["owner"]);
    expect(rolesOf("GET", "/api/admin/activity")).toEqual(["owner"]);
    expect(rolesOf("PATCH", "/api/admin/settings")).toEqual(["owner"]);
    expect(rolesOf("GET", "/api/contact")).toEqual(["owner", "sales"]);
    expect(rolesOf("GET", "/api/newsletter/subscribers")).toEqual(["owner", "sales"]);
    expect(rolesOf("POST", "/api/blog")).toEqual(["owner", "editor"]);
    expect(rolesOf("POST", "/api/portfolio")).toEqual(["owner", "editor"]);
    expect(rolesOf("GET", "/api/admin/account")).toEqual(["owner", "editor", "sales"]);
  });
});
