import type { FastifyInstance } from "fastify";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { handleContactPost } from "#app/routes/site/contact.server.ts";
import { handleSubscribePost } from "#app/routes/site/newsletter/newsletter.server.ts";
import { SERVICE_UNAVAILABLE_MESSAGES } from "#contracts/service-unavailable.ts";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { startHousekeeping } from "#server/db/maintenance.ts";
import { startOutboxWorker } from "#server/email/worker.ts";
import { startScheduledPublishing } from "#server/modules/blog/scheduled-publishing.ts";
import { capturingLogger } from "#tests/support/log-capture.ts";
import { testConfig } from "#tests/support/test-app.ts";

/**
 * A database server that is down (restarting, failing over, unreachable): every request that needs
 * it is answered 503 with Retry-After and a sentence, the operator reads one line about it, and the
 * process stays up. (Killing sessions and restarting a real server under load: tests/pg/.)
 */

const enquiry = { name: "Ravi Patel", email: "ravi@patelgroup.example", subject: "General Inquiry", message: "Hello" };

describe("while the database server is unreachable", () => {
  let app: FastifyInstance | undefined;
  let close = async () => {};
  afterEach(async () => {
    await app?.close();
    await close();
  });

  async function appWithoutDatabase() {
    // A PostgreSQL address nobody listens on: the app starts, every query fails.
    const database = await openDatabase({ databaseUrl: "postgres://nobody:nothing@127.0.0.1:9/none", dataDir: "" });
    const log = capturingLogger();
    app = await buildApp({
      config: testConfig({ jwtSecret: "a-configured-secret-so-startup-needs-no-database", formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000 }),
      database,
      logger: log.logger,
    });
    await app.ready();
    close = () => database.close();
    return { app, log };
  }

  it("answers form submissions 503 with Retry-After and a plain sentence, logging the episode once", async () => {
    const { app, log } = await appWithoutDatabase();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await app.inject({ method: "POST", url: "/api/contact", payload: enquiry });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("10");
      expect(response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGES.unreachable });
    }
    const list = await app.inject({ method: "GET", url: "/api/blog/status/published" });
    expect(list.statusCode).toBe(503);

    const errors = log.errors();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: expect.stringContaining("database: unreachable"), cause: { code: "ECONNREFUSED" } });
    // No stack trace and nothing the visitor typed in the log.
    expect(JSON.stringify(log.lines)).not.toContain("ravi@patelgroup.example");
    expect(JSON.stringify(log.lines)).not.toMatch(/"stack"/);
  });

  it("keeps the outage to one log line while the outbox, scheduled publishing and housekeeping meet it too", async () => {
    const { app, log } = await appWithoutDatabase();
    const outbox = startOutboxWorker({ db: app.services.db, config: app.services.config, log: app.log, databaseAvailability: app.services.databaseAvailability, pollIntervalMs: 20 });
    const scheduled = startScheduledPublishing(app, app.services.db, { maxSleepMs: 20 });
    const stopHousekeeping = startHousekeeping(app.services.db, app.log, app.services.databaseAvailability);
    try {
      // Several rounds of each background loop fail, before and after a request does.
      await scheduled.firstRound;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await app.inject({ method: "POST", url: "/api/contact", payload: enquiry })).statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      stopHousekeeping();
      await Promise.all([outbox.stop(), scheduled.stop()]);
    }
    const errors = log.errors();
    expect(errors.map((line) => line.msg)).toEqual([expect.stringContaining("database: unreachable")]);
  });

  it("answers the forms posted without JavaScript with the same sentence and a 503", async () => {
    const { app } = await appWithoutDatabase();
    const context = { services: app.services, cspNonce: "", clientIp: "198.51.100.7" } as AppLoadContext;
    const post = (url: string, fields: Record<string, string>) =>
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });

    type Refusal = { data: { message: string }; init: { status: number; headers: Record<string, string> } };
    const contact = (await handleContactPost(post("http://localhost/contact", enquiry), context)) as unknown as Refusal;
    expect(contact.init.status).toBe(503);
    expect(contact.init.headers).toEqual({ "Retry-After": "10" });
    expect(contact.data).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGES.unreachable, values: { email: enquiry.email } });

    const newsletter = (await handleSubscribePost(
      post("http://localhost/newsletter/subscribe", { email: "asha@example.com", source: "Footer" }),
      context,
    )) as unknown as Refusal;
    expect(newsletter.init.status).toBe(503);
    expect(newsletter.data.message).toBe(SERVICE_UNAVAILABLE_MESSAGES.unreachable);
  });

  it("fails /api/ready while /api/health, the liveness answer, stays as cheap as before", async () => {
    const { app } = await appWithoutDatabase();
    app.readiness.markReady();
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "unavailable", message: expect.stringMatching(/^database: not answering/) });
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
  });
});
