import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "#tests/e2e/support/server.ts";

const run = promisify(execFile);

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, local only). */
  url: string;
  /** `pg_ctl restart -m fast`: ends every session, stops, starts again; resolves once it accepts connections. */
  restart(): Promise<void>;
  /** Stops the server (ending every session) and keeps its data, until `start()`. */
  shutDown(): Promise<void>;
  /** Starts it again after `shutDown()`; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes everything. */
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary directory, a free port), from the
 * Debian packages the PostgreSQL suite needs anyway, so a test can restart it without disturbing
 * the shared server in TEST_DATABASE_URL. As root (CI), it runs as the `postgres` system user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const root = mkdtempSync(path.join(os.tmpdir(), "vistaar-pg-"));
  const data = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run("chown", ["-R", "postgres:postgres", root]);
  const pg = (command: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]) : run(path.join(bin, command), args);

  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const serverOptions = ["-o", `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`];
  const logFile = path.join(root, "server.log");
  const start = async () => void (await pg("pg_ctl", ["start", "-w", "-D", data, "-l", logFile, ...serverOptions]));
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pg("pg_ctl", ["restart", "-w", "-m", "fast", "-D", data, "-l", logFile, ...serverOptions]);
    },
    shutDown: async () => void (await pg("pg_ctl", ["stop", "-w", "-m", "fast", "-D", data])),
    start,
    stop: async () => {
      await pg("pg_ctl", ["stop", "-m", "immediate", "-D", data]).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function postgresBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(base, version, "bin")).find((dir) => existsSync(path.join(dir, "initdb")));
  if (!found) throw new Error("PostgreSQL's server programs are not installed (apt-get install postgresql): initdb and pg_ctl are needed");
  return found;
}
