import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startBuiltServer } from "./support/server.ts";

const tempDirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vistaar-lifecycle-"));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function exitOf(env: Record<string, string>) {
  const server = await startBuiltServer(env, { waitForHealth: false });
  const code = await new Promise<number | null>((resolve) => server.process.once("exit", resolve));
  return { code, output: server.output().trim() };
}

describe("start-up", () => {
  it.each<[Record<string, string>, string]>([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ DATABASE_URL: "mysql://localhost/vistaar" }, "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://"],
    [{ SMTP_URL: "mail.example.com" }, "Invalid configuration: SMTP_URL is not a valid URL"],
  ])("stops with one clear line and a non-zero exit for %o", async (env, line) => {
    const { code, output } = await exitOf({ DATA_DIR: tempDataDir(), ...env, PORT: env.PORT ?? "0" });
    expect(code).not.toBe(0);
    expect(output.split("\n")).toHaveLength(1);
    expect(output).toContain(line);
  });

  it("seeds demo content and prints a generated admin password on the first start only", async () => {
    const dataDir = tempDataDir();
    const first = await startBuiltServer({ DATA_DIR: dataDir, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const output = first.output();
    expect(output).toContain("Demo content added");
    expect(output).toMatch(/email: +admin@vistaar\.example/);
    expect(output).toMatch(/password: +\S{16,}/);
    expect(output).toContain("Vistaar is running at http://localhost:");
    expect(await first.stop("SIGTERM")).toBe(0);

    const second = await startBuiltServer({ DATA_DIR: dataDir, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(second.output()).not.toContain("Demo content added");
    expect(second.output()).not.toContain("password:");
    // Migrations already applied, data kept across restarts.
    const sitemapOrHome = await fetch(`${second.url}/`);
    expect(sitemapOrHome.status).toBe(200);
    expect(await second.stop("SIGINT")).toBe(0);
  });

  it("refuses a second server on the same embedded database", async () => {
    const dataDir = tempDataDir();
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    const { code, output } = await exitOf({ DATA_DIR: dataDir, PORT: "0" });
    expect(code).toBe(1);
    expect(output).toContain("is in use by another process");
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    await first.stop();
  });

  it("lets exactly one of two servers started at once on the same embedded database run", async () => {
    const dataDir = tempDataDir();
    // Both go through the same start-up at the same moment; a read-then-write lock would let both in.
    const servers = await Promise.all([startBuiltServer({ DATA_DIR: dataDir }, { waitForHealth: false }), startBuiltServer({ DATA_DIR: dataDir }, { waitForHealth: false })]);
    const refused = await Promise.race(
      servers.map((server, index) => new Promise<number>((resolve) => server.process.once("exit", () => resolve(index)))),
    );
    const running = servers[1 - refused]!;
    expect(servers[refused]!.output()).toContain("is in use by another process");
    await expect.poll(async () => (await fetch(`${running.url}/api/health`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
    await running.stop();
    // Two first starts on one machine, and the refused one waits out the lock's retries first.
  }, 120_000);

  it("starts again at once after being killed (kill -9), with the same data", async () => {
    const dataDir = tempDataDir();
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    expect(await first.stop("SIGKILL")).toBe(null);
    const second = await startBuiltServer({ DATA_DIR: dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(second.output()).not.toContain("Demo content added");
    expect(await second.stop()).toBe(0);
    // A first start, then a second that may wait up to 5 s for the dead process's lock to go stale.
  }, 120_000);
});

describe("shutdown", () => {
  it("finishes the request in flight, then exits 0 on SIGTERM", async () => {
    const server = await startBuiltServer({ DATA_DIR: tempDataDir(), LOG_LEVEL: "info" });
    // A form post whose body arrives slowly: the server is mid-request when the signal comes.
    const request = http.request(`${server.url}/no-such-page`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
    });
    request.write("name=first-half");
    await expect.poll(() => server.output()).toContain('"url":"/no-such-page"');

    const exited = server.stop("SIGTERM");
    await expect.poll(() => server.output()).toContain("shutting down");
    request.end("&rest=second-half");

    const { status, body } = await answer;
    expect(status).toBe(405);
    expect(body).toContain("</html>");
    expect(await exited).toBe(0);
  });
});
