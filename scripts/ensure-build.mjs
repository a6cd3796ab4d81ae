// Builds the production bundle when it is missing or older than the sources, so that
// `npm start` on a fresh clone builds, and a second `npm start` starts at once.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const output = path.join(root, "build/server/index.js");
const sources = ["app", "server", "contracts", "public", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "scripts/islands-build.ts", "scripts/client-chunks.ts", "scripts/precompress-assets.ts", "scripts/database-template.ts"];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "Building the site (first start)..." : "Sources changed since the last build: rebuilding...");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
