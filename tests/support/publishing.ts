import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { admins, adminSessions } from "#server/db/schema.ts";
import type { Database } from "#server/db/client.ts";
import { signAdminToken } from "#server/modules/auth/tokens.ts";
import type { Config } from "#server/config.ts";
import { TEST_ADMIN } from "./admin.ts";

/** Authorization headers that must be refused: none, expired, forged (signed with another secret), garbage. */
export async function refusedAuthorizations(db: Database, config: Config): Promise<Array<[string, Record<string, string>]>> {
  const [admin] = await db.select().from(admins).where(eq(admins.email, TEST_ADMIN.email));
  const [session] = await db.select().from(adminSessions).where(eq(adminSessions.adminId, admin!.id)).limit(1);
  const claims = { adminId: admin!.id, sessionId: session?.id ?? randomUUID() };
  const expired = await signAdminToken(config.jwtSecret!, claims, new Date(Date.now() - 60_000));
  const forged = await signAdminToken("an-attacker-secret-of-sufficient-length-000", claims, new Date(Date.now() + 3_600_000));
  return [
    ["no token", {}],
    ["an expired token", { authorization: `Bearer ${expired}` }],
    ["a forged token", { authorization: `Bearer ${forged}` }],
    ["a malformed token", { authorization: "Bearer garbage" }],
  ];
}

/** A multipart/form-data body with one file part (what a browser's FormData sends). */
export function multipartBody(
  file: { field?: string; filename: string; contentType: string; data: Buffer },
  extraFields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vistaar-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "image"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

