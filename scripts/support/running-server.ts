import { takeOption } from "./cli-options.ts";

/**
 * The running server a script measures or photographs: `--base`, else BASE_URL, else
 * http://localhost:3000. When nothing answers there, says so in one line and exits 1 (without a server,
 * Chromium shows its own error page and fetch throws a stack trace, neither of which says what to do).
 */
export async function runningServerBase(args: string[]): Promise<string> {
  const base = takeOption(args, "--base", process.env.BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  try {
    await fetch(new URL("/api/health", base));
  } catch {
    console.error(`Nothing answers at ${base}: start the server first (npm run build && npm start), or pass --base.`);
    process.exit(1);
  }
  return base;
}
