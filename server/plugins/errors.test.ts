import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { SERVER_BUSY_MESSAGE } from "#contracts/api-error.ts";
import { DatabaseBusyError } from "../db/embedded.ts";
import { serializeErrorForLog } from "../log-errors.ts";
import { registerErrorHandler } from "./errors.ts";

describe("the error handler", () => {
  it("answers a full embedded database with 503, Retry-After and the one error shape", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post("/api/contact", async () => {
      // How drizzle reports it: its own error, with the database's as the cause.
      throw Object.assign(new Error("Failed query: begin"), { cause: new DatabaseBusyError() });
    });
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: SERVER_BUSY_MESSAGE });
    await app.close();
  });
});

describe("error logs", () => {
  it("never print the values a failed SQL statement was sent with", async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "contacts_pkey"'), {
      code: "23505",
      detail: "Key (email)=(priya@example.com) already exists.",
    });
    const error = new DrizzleQueryError('insert into "contacts" ("name", "email", "message") values ($1, $2, $3)', ["Priya Shah", "priya@example.com", "My secret plans"], cause);
    const logged = JSON.stringify(serializeErrorForLog(error));
    expect(logged).toContain('insert into \\"contacts\\"');
    expect(logged).toContain("23505");
    for (const secret of ["Priya Shah", "priya@example.com", "My secret plans"]) expect(logged).not.toContain(secret);
  });
});
