import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPrivatePostgres } from "#tests/support/private-postgres.ts";
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

  it("names every bad variable at once, one line each", async () => {
    const { code, output } = await exitOf({ DATA_DIR: tempDataDir(), PORT: "abc", SMTP_URL: "mail.example.com", LOG_LEVEL: "loud" });
    expect(code).not.toBe(0);
    expect(output.split("\n")).toEqual([
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
      "Invalid configuration: SMTP_URL is not a valid URL (expected something like smtp://user:password@mail.example.com:587)",
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent (got "loud")',
    ]);
  });

  it("seeds demo content and prints a generated admin password on the first start only", async () => {
    const dataDir = tempDataDir();
    const first = await startBuiltServer({ DATA_DIR: dataDir, ADMIN_EMAIL: "", ADMIN_PASSWORD: "", STAFF_EMAIL: "" });
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const output = first.output();
    expect(output).toContain("Demo content added");
    expect(output).toMatch(/email: +admin@vistaar\.example/);
    expect(output).toMatch(/password: +\S{16,}/);
    expect(output).toContain("Vistaar is running at http://localhost:");
    // A real site would send every enquiry notification to a placeholder inbox.
    expect(output).toContain("Warning: STAFF_EMAIL is not set, so new-enquiry notifications go to the placeholder address hello@vistaar.example.");
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

describe("readiness and metrics", () => {
  it("is ready once started (no warning with STAFF_EMAIL set), counts page-cache hits, and on SIGTERM fails /api/ready while it still serves, then exits 0", async () => {
    const token = "a-scrape-token-for-the-lifecycle-test";
    const server = await startBuiltServer({
      DATA_DIR: tempDataDir(),
      SHUTDOWN_DELAY_SECONDS: "2",
      METRICS_TOKEN: token,
      STAFF_EMAIL: "team@agency.example",
    });
    // With STAFF_EMAIL set there is nothing to warn about.
    expect(server.output()).not.toContain("STAFF_EMAIL");
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });

    expect((await fetch(`${server.url}/about`)).headers.get("x-page-cache")).toBe("MISS");
    expect((await fetch(`${server.url}/about`)).headers.get("x-page-cache")).toBe("HIT");
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(metrics).toMatch(/^vistaar_page_cache_requests_total\{kind="page",result="hit"\} [1-9]/m);
    expect(metrics).toMatch(/^vistaar_http_requests_total\{method="GET",route="\/\*",status="200"\} [2-9]/m);

    const exited = server.stop("SIGTERM");
    await expect.poll(async () => (await fetch(`${server.url}/api/ready`)).status).toBe(503);
    const draining = await fetch(`${server.url}/api/ready`);
    expect(await draining.json()).toMatchObject({ status: "draining", message: "This instance is shutting down" });
    // Still serving while load balancers move away.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await exited).toBe(0);
  });
});

describe("on PostgreSQL", () => {
  it("stays up while the database server is down, answering 503 with Retry-After, and works again once it is back", async () => {
    const database = await startPrivatePostgres();
    const server = await startBuiltServer({ DATABASE_URL: database.url, SEED_DEMO_CONTENT: "false" });
    try {
      const enquiry = (n: number) => ({ name: `Visitor ${n}`, email: `v${n}@example.com`, subject: "General Inquiry", message: "Hello" });
      const submit = (n: number) =>
        fetch(`${server.url}/api/contact`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(enquiry(n)) });
      expect((await submit(1)).status).toBe(201);

      await database.shutDown();
      const refused = await submit(2);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("10");
      expect(await refused.json()).toEqual({ message: "The site is briefly unavailable. Please try again in a minute." });
      // A page that needs the database (an unknown query parameter skips the page cache).
      const page = await fetch(`${server.url}/blog?from=test`);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("10");
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
      // The operator reads one line about it, with the cause, and no stack.
      const errors = server.output().split("\n").filter((line) => line.includes('"level":50'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain("database: unreachable");

      await database.start();
      await expect.poll(async () => (await submit(3)).status, { timeout: 20_000 }).toBe(201);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await server.stop();
      await database.stop();
    }
  });
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
