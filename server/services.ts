import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import { resolveJwtSecret } from "./modules/settings/service.ts";

/**
 * What the HTTP routes and the page loaders share: configuration, the database and the secrets
 * derived at start-up. Built once per app (tests build their own); loaders get it through the
 * load context.
 */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jwtSecret: string;
}

export async function createServices(config: Config, database: DatabaseHandle): Promise<AppServices> {
  const jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret);
  return { config, database, db: database.db, jwtSecret };
}
