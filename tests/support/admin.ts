import type { FastifyInstance } from "fastify";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import type { Database } from "#server/db/client.ts";

export const TEST_ADMIN = { email: "admin@vistaar.example", password: "correct horse battery staple" };

/** Creates the test admin and signs in through the API; returns the Authorization header. */
export async function signInAsAdmin(app: FastifyInstance, db: Database): Promise<{ authorization: string }> {
  await createOrResetAdmin(db, TEST_ADMIN);
  const response = await app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json().token}` };
}
