// Creates an owner account, or gives an existing account back to its owner (new password, enabled,
// an owner again, every session ended; with --reset-2fa also without two-factor sign-in, for a lost phone):
//   npm run admin:create -- --email owner@example.com --password 'a long password' [--name 'Owner'] [--reset-2fa]
// Uses the same configuration as the server (DATABASE_URL, or the embedded database in DATA_DIR).
// With the embedded database, stop the server first: only one process may open it.
import { parseArgs } from "node:util";
import { z } from "zod";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { isStrongPassword } from "#server/modules/auth/password-strength.ts";
import { createOrResetAdmin } from "#server/modules/auth/service.ts";
import { PASSWORD_MIN_LENGTH } from "#contracts/staff-constants.ts";

const usage = "Usage: npm run admin:create -- --email <email> --password <password> [--name <name>] [--reset-2fa]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; password?: string; name?: string; "reset-2fa"?: boolean };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, "reset-2fa": { type: "boolean" } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}

const input = z
  .object({
    email: z.email({ error: "--email must be an email address" }),
    password: z.string({ error: "--password is required" }).min(PASSWORD_MIN_LENGTH, { error: `--password must be at least ${PASSWORD_MIN_LENGTH} characters long` }),
    name: z.string().trim().min(1).max(100).optional(),
    "reset-2fa": z.boolean().optional(),
  })
  .safeParse(values);
if (!input.success) fail(`${input.error.issues[0]!.message}\n${usage}`);
// The rule the sign-in pages apply to every new password: an owner's most of all.
if (!(await isStrongPassword(input.data.password, [input.data.email, input.data.name ?? ""]))) {
  fail(`--password is too common or easy to guess: try a longer phrase of unrelated words. Nothing was changed.\n${usage}`);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
} catch (error) {
  fail(`Could not open the database: ${(error as Error).message}`);
}
try {
  const { "reset-2fa": resetTwoFactor, ...account } = input.data;
  const { admin, created } = await createOrResetAdmin(database.db, { ...account, resetTwoFactor }, { publicUrl: config.publicUrl });
  console.log(
    created
      ? `Owner ${admin.email} created.`
      : `Password of ${admin.email} reset; the account is an enabled owner and signed out everywhere${resetTwoFactor ? ", without two-factor sign-in" : ""}. ` +
          "A notice to that address is queued: the server sends it (with the embedded database, once it is started again).",
  );
} finally {
  await database.close();
}
