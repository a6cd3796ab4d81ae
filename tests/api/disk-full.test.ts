import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGES } from "#contracts/service-unavailable.ts";
import { buildApp } from "#server/app.ts";
import { type DatabaseHandle, PGLITE_EXTENSIONS } from "#server/db/client.ts";
import { contacts } from "#server/db/schema.ts";
import { capturingLogger } from "#tests/support/log-capture.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { migratedSnapshot, pgliteHandle } from "#tests/support/test-database.ts";

/**
 * The embedded database's disk fills up for real: a 64 MB tmpfs holding the data directory, filled
 * to the last byte. Mounting needs root (CI runs as root); elsewhere readiness.test.ts covers the
 * same answers with writes the database itself refuses.
 */

function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(path.join(os.tmpdir(), "vistaar-mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const enquiry = { name: "Ravi Patel", email: "ravi@patelgroup.example", subject: "General Inquiry", message: "Hello" };

describe.runIf(process.env.TEST_DATABASE_KIND !== "postgres" && canMountTmpfs())("a full disk under the embedded database", () => {
  const mountPoint = mkdtempSync(path.join(os.tmpdir(), "vistaar-full-disk-"));
  const filler = path.join(mountPoint, "filler");
  let client: PGlite;
  let database: DatabaseHandle;

  beforeAll(async () => {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64m", "tmpfs", mountPoint]);
    mkdirSync(path.join(mountPoint, "pglite"));
    // The migrated database every test worker starts from, written to the small disk.
    client = await PGlite.create(path.join(mountPoint, "pglite"), { loadDataDir: migratedSnapshot(), extensions: PGLITE_EXTENSIONS });
    database = pgliteHandle(client);
  }, 60_000);

  afterAll(async () => {
    await client?.close().catch(() => {});
    execFileSync("umount", ["--lazy", mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  function fillTheDisk() {
    const fd = openSync(filler, "w");
    const chunk = Buffer.alloc(64 * 1024);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
    } finally {
      closeSync(fd);
    }
  }

  it("answers 503 'cannot take messages', stores nothing, logs once, fails /api/ready, and recovers once there is room", async () => {
    const log = capturingLogger();
    const app = await buildApp({ config: testConfig({ dataDir: mountPoint, formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000 }), database, logger: log.logger });
    try {
      app.readiness.markReady();
      expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      fillTheDisk();

      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await app.inject({ method: "POST", url: "/api/contact", payload: enquiry });
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("60");
        expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGES.cannotWrite });
      }
      // Reads still work; nothing refused was stored.
      expect(await database.db.select().from(contacts)).toEqual([]);
      expect(log.errors()).toEqual([
        expect.objectContaining({
          msg: expect.stringContaining("database: cannot store anything"),
          cause: { code: "53100", message: expect.stringContaining("No space left on device") },
        }),
      ]);
      const notReady = await app.inject({ method: "GET", url: "/api/ready" });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().message).toMatch(/^database: cannot store anything \(.*no space left on device/i);

      rmSync(filler);
      expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      expect((await app.inject({ method: "POST", url: "/api/contact", payload: enquiry })).statusCode).toBe(201);
      expect(await database.db.select().from(contacts)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
