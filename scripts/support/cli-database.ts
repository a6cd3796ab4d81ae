import { DrizzleQueryError } from "drizzle-orm/errors";
import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";

/** What the command-line tools share: the server's configuration and its database, or one clear line and exit 1. */

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * What went wrong, in the database's words: drizzle's error for a failed query carries the statement
 * and its parameters (the site's rows: emails, addresses) in its message, which a terminal or a log
 * must not show (server/log-errors.ts keeps them out of the server's logs); the database's own error
 * is its cause, and its message names no value.
 */
export function failureReason(error: unknown): string {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** The configured database (DATABASE_URL, or the embedded one in DATA_DIR: refused while a server has it open), migrated. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const where = config.databaseUrl ? "the PostgreSQL server in DATABASE_URL" : `the embedded database in ${config.dataDir}`;
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    return database;
  } catch (error) {
    fail(`Could not open ${where}: ${(error as Error).message}`);
  }
}
