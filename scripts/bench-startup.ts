// Time from starting the built server to its first 200, and its memory once idle (DESIGN: ≤ 5 s,
// ≤ 450 MB RSS on the embedded database). Usage: npm run bench:startup (after npm run build).
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { startScriptNodeFlags } from "#tests/e2e/support/server.ts";

async function startOnce(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, [...startScriptNodeFlags(), "build/server/index.js"], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  let firstOk = 0;
  while (!firstOk) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) firstOk = performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssKb = Number(execSync(`ps -o rss= -p ${child.pid}`).toString().trim());
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  return { firstOk, rssMb: rssKb / 1024 };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-startup-"));
const first = await startOnce(dataDir, 3991);
const second = await startOnce(dataDir, 3991);
rmSync(dataDir, { recursive: true, force: true });
console.log(`first start (creates the database, migrates, seeds): ${(first.firstOk / 1000).toFixed(2)} s to first 200, ${first.rssMb.toFixed(0)} MB RSS idle`);
console.log(`later start (existing database):                    ${(second.firstOk / 1000).toFixed(2)} s to first 200, ${second.rssMb.toFixed(0)} MB RSS idle`);
