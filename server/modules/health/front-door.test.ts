import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { HealthFrontDoor } from "./front-door.ts";

/**
 * The health check answered in front of Fastify (the built server's answers with a working database:
 * tests/e2e/site-chrome.e2e.ts). Here a database nobody answers: a PostgreSQL address nobody listens on.
 */
describe("the health check in front of Fastify", () => {
  let database: DatabaseHandle;
  let door: HealthFrontDoor;
  let server: http.Server;
  let base: string;
  let draining = false;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: "postgres://nobody:nothing@127.0.0.1:9/none", dataDir: "" });
    door = new HealthFrontDoor(database, () => draining);
    server = http.createServer((request, response) => {
      if (!door.answer(request, response)) response.writeHead(404).end("handed to Fastify");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it("leaves every request to Fastify until Fastify has answered one", async () => {
    const response = await fetch(`${base}/api/health`);
    expect(await response.text()).toBe("handed to Fastify");
  });

  it("then answers 503 with the reason while the database does not answer, with the headers it was given", async () => {
    door.remember(["content-type", "application/json; charset=utf-8", "cache-control", "no-store", "x-frame-options", "DENY"]);
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", message: "The database is not answering" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const head = await fetch(`${base}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(503);
    expect(await head.text()).toBe("");
  });

  it("keeps the first headers it was given, and closes connections while the server drains", async () => {
    door.remember(["content-type", "text/plain"]);
    draining = true;
    const response = await fetch(`${base}/api/health`);
    draining = false;
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("connection")).toBe("close");
  });

  it("leaves other methods, query strings and other paths to Fastify", async () => {
    for (const [url, method] of [
      ["/api/health", "POST"],
      ["/api/health?verbose=1", "GET"],
      ["/api/health/", "GET"],
      ["/api/ready", "GET"],
    ] as const) {
      const response = await fetch(`${base}${url}`, { method });
      expect(await response.text(), `${method} ${url}`).toBe("handed to Fastify");
    }
  });
});
