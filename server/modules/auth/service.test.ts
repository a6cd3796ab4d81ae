import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { admins } from "#server/db/schema.ts";
import { resetDatabase } from "#tests/support/test-database.ts";
import { verifyPassword } from "./password.ts";
import { createOrResetAdmin, ensureFirstAdmin } from "./service.ts";
import { signAdminToken, verifyAdminToken } from "./tokens.ts";

describe("the first admin", () => {
  let db: Database;
  beforeEach(async () => {
    db = await resetDatabase();
  });

  it("is created with a generated password when nothing is configured", async () => {
    const result = await ensureFirstAdmin(db, {});
    expect(result.kind).toBe("generated");
    if (result.kind !== "generated") return;
    expect(result.password.length).toBeGreaterThanOrEqual(16);
    const [row] = await db.select().from(admins);
    expect(row!.email).toBe("admin@vistaar.example");
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, result.password)).toBe(true);
    // The password is printed once: a second start creates nothing and prints nothing.
    expect(await ensureFirstAdmin(db, {})).toEqual({ kind: "existing" });
  });

  it("comes from ADMIN_EMAIL and ADMIN_PASSWORD when they are set", async () => {
    const result = await ensureFirstAdmin(db, { email: "Owner@Vistaar.Example", password: "correct horse battery" });
    expect(result).toEqual({ kind: "from-environment", email: "owner@vistaar.example", created: true });
    const [row] = await db.select().from(admins);
    expect(await verifyPassword(row!.passwordHash, "correct horse battery")).toBe(true);
    const again = await ensureFirstAdmin(db, { email: "owner@vistaar.example", password: "another password" });
    expect(again).toMatchObject({ created: false });
    expect(await db.select().from(admins)).toHaveLength(1);
  });

  it("can be reset from the shell (admin:create)", async () => {
    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "first password" });
    const { created } = await createOrResetAdmin(db, { email: "A@vistaar.example", password: "second password" });
    expect(created).toBe(false);
    const rows = await db.select().from(admins);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]!.passwordHash, "second password")).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, "first password")).toBe(false);
  });

  it("has a unique, lower-case email in the database itself", async () => {
    await createOrResetAdmin(db, { email: "a@vistaar.example", password: "first password" });
    await expect(db.insert(admins).values({ email: "a@vistaar.example", passwordHash: "x" })).rejects.toThrow();
    await expect(db.insert(admins).values({ email: "B@vistaar.example", passwordHash: "x" })).rejects.toThrow();
  });
});

describe("admin tokens", () => {
  const secret = "s".repeat(48);
  const claims = { adminId: "6f1c1f2e-2a55-4d4b-9a3e-7c2b8f1e0d11", email: "a@vistaar.example", passwordVersion: 1_795_000_000_000 };

  it("round-trip while valid", async () => {
    const token = await signAdminToken(secret, claims, 60);
    expect(await verifyAdminToken(secret, token)).toEqual(claims);
  });

  it("are refused when expired, forged or malformed", async () => {
    expect(await verifyAdminToken(secret, await signAdminToken(secret, claims, -10))).toBeNull();
    expect(await verifyAdminToken(secret, await signAdminToken("f".repeat(48), claims, 60))).toBeNull();
    expect(await verifyAdminToken(secret, "not.a.token")).toBeNull();
  });
});
