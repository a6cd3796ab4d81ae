// Runs wrk (Debian package `wrk`) and reads its summary. Shared by the load benchmarks.
import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export interface WrkOptions {
  url: string;
  threads: number;
  connections: number;
  durationSeconds: number;
  /** A Lua script (wrk -s) that shapes the requests. */
  script?: string;
  /** Seconds before wrk counts a request as timed out (its default is 2). */
  timeoutSeconds?: number;
}

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx/3xx answers plus connect, read, write and timeout errors. */
  errors: number;
  /** Everything wrk printed, for scripts whose done() reports more. */
  output: string;
}

export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

/** "4.52ms" → 4.52; wrk prints us, ms, s or m. */
export function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return { us: amount / 1000, ms: amount, s: amount * 1000, m: amount * 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
}

function args(options: WrkOptions, durationSeconds: number): string[] {
  return [
    `-t${options.threads}`,
    `-c${options.connections}`,
    `-d${durationSeconds}s`,
    "--latency",
    ...(options.timeoutSeconds ? ["--timeout", `${options.timeoutSeconds}s`] : []),
    ...(options.script ? ["-s", options.script] : []),
    options.url,
  ];
}

/** Warms up for `warmupSeconds` (JIT, caches), then measures. */
export async function runWrk(options: WrkOptions, warmupSeconds = 2): Promise<WrkResult> {
  if (warmupSeconds > 0) await execFileAsync("wrk", args(options, warmupSeconds));
  const { stdout: output } = await execFileAsync("wrk", args(options, options.durationSeconds), { maxBuffer: 16 * 1024 * 1024 });
  const latency = (percent: string) => toMs(new RegExp(`^\\s*${percent}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    errors: non2xx + socketErrors,
    output,
  };
}

/** A Lua string literal. */
export const luaString = (value: string) => JSON.stringify(value);
