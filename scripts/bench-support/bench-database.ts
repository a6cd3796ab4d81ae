import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";

/**
 * A throw-away database for a benchmark: the embedded one in memory, or, with BENCH_DATABASE_URL set,
 * a temporary database named `vistaar_bench_<pid>_<suffix>` on that PostgreSQL server, dropped again
 * (or, when options are given, on the server `postgresUrl` names, and without one the embedded database).
 */
export async function openBenchDatabase(
  suffix: string,
  { postgresUrl }: { postgresUrl?: string } = { postgresUrl: process.env.BENCH_DATABASE_URL },
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!postgresUrl) {
    const handle = await openDatabase({ dataDir: "memory://" });
    return { handle, drop: () => handle.close() };
  }
  const name = `vistaar_bench_${process.pid}_${suffix}`;
  const dropDatabase = async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return admin;
  };
  const admin = await dropDatabase();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await (await dropDatabase()).end();
    },
  };
}
