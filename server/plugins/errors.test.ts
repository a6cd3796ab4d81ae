import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { SERVER_BUSY_MESSAGE } from "#contracts/api-error.ts";
import { DatabaseBusyError } from "../db/embedded.ts";
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
