import { type Config, ConfigError, configWarnings, loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";

/**
 * Start-up's first steps, the configuration and the database with its migrations, in a module of their
 * own and light to load: the production entry (main.ts) begins them before it loads the rest of the
 * server, so the embedded database's worker starts PGlite while the other modules load.
 * Any failure prints one clear line and exits non-zero.
 */
export function loadConfigOrExit(): Config {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  for (const warning of configWarnings(config)) console.warn(warning);
  return config;
}

export async function openDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax });
    await database.migrate();
    return database;
  } catch (error) {
    const where = config.databaseUrl ? "the PostgreSQL server in DATABASE_URL" : `the embedded database in ${config.dataDir}`;
    fail(`Could not open ${where}: ${(error as Error).message}`);
  }
}

export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}
