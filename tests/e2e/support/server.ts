import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { PROJECT_ROOT } from "#server/project-root.ts";

/**
 * A port free now and unlikely to be taken before the server binds it: below the kernel's range for
 * outgoing connections. A port from `listen(0)` is in that range, and while a test starts its servers,
 * their connections to PostgreSQL and SMTP take ports from it too: one could take the port an nginx or
 * a server was about to listen on (the multi-instance test's nginx once found its port in use).
 */
export async function freePort(): Promise<number> {
  const lowestEphemeral = ephemeralPortRangeStart();
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (lowestEphemeral - 10_000));
    if (await canListen(port)) return port;
  }
  throw new Error("No free port below the ephemeral range after 100 tries");
}

function ephemeralPortRangeStart(): number {
  try {
    const start = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return start > 11_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The Node.js flags `npm start` runs the server with (package.json "start", e.g. the V8 young-generation
 * size that keeps memory in budget), so tests and benchmarks run it the same way.
 */
export function startScriptNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  const between = /\bnode\s+(.*?)\s*build\/server\/index\.js/.exec(scripts.start)?.[1] ?? "";
  return between.split(/\s+/).filter(Boolean);
}

export interface StartedServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the built server (`node build/server/index.js` with the flags of `npm start`) and waits for /api/health. */
export async function startBuiltServer(env: Record<string, string>, options: { waitForHealth?: boolean } = {}): Promise<StartedServer> {
  const port = env.PORT ?? String(await freePort());
  return startServerProcess([...startScriptNodeFlags(), "build/server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env, PORT: port },
    waitForHealth: options.waitForHealth,
  });
}

/**
 * Runs `node <args>` from the project's root with `env` (its PORT is where it listens), keeps what it
 * prints, and (unless told not to) waits up to `healthWithinMs` for /api/health to answer.
 */
export async function startServerProcess(
  args: string[],
  options: { env: NodeJS.ProcessEnv; waitForHealth?: boolean; healthWithinMs?: number },
): Promise<StartedServer> {
  let output = "";
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = `http://127.0.0.1:${options.env.PORT}`;
  const server: StartedServer = {
    url,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitForHealth === false) return server;

  const within = options.healthWithinMs ?? 60_000;
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop("SIGKILL");
  throw new Error(`The server did not become healthy within ${within / 1000} s:\n${output}`);
}
