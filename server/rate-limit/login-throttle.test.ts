import { describe, expect, it } from "vitest";
import { createRateLimitStore } from "./attempt-limiter.ts";
import { ACCOUNTS_PER_ADDRESS, accountSlowdownMs, LoginThrottle } from "./login-throttle.ts";

// The embedded database's store (memory); tests/pg/shared-limits.test.ts runs the limits on PostgreSQL across instances.
const memoryStore = () => createRateLimitStore({ kind: "pglite", db: undefined as never });

describe("the sign-in limits", () => {
  it("refuse an account-and-address pair past the limit, not the colleagues at that address, never the account from another address", async () => {
    const throttle = new LoginThrottle(memoryStore(), { limit: 3, slowdownMaxMs: 10_000 });
    for (let attempt = 0; attempt < 3; attempt++) expect((await throttle.attempt("owner@vistaar.example", "203.0.113.66")).retryAfterMs).toBe(0);
    expect((await throttle.attempt("owner@vistaar.example", "203.0.113.66")).retryAfterMs).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs("someone@vistaar.example", "203.0.113.66")).toBe(0);
    expect(await throttle.retryAfterMs("owner@vistaar.example", "198.51.100.7")).toBe(0);
  });

  it(`refuse an address for every account after ${ACCOUNTS_PER_ADDRESS} accounts' worth of failures`, async () => {
    const throttle = new LoginThrottle(memoryStore(), { limit: 3, slowdownMaxMs: 0 });
    for (let account = 0; account < ACCOUNTS_PER_ADDRESS; account++) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await throttle.attempt(`staff${account}@vistaar.example`, "203.0.113.66")).retryAfterMs).toBe(0);
    }
    expect((await throttle.attempt("someone@vistaar.example", "203.0.113.66")).retryAfterMs).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs("someone@vistaar.example", "198.51.100.7")).toBe(0);
  });

  it("slow an account failing from many addresses down instead, up to the maximum, and forget it after a success", async () => {
    const throttle = new LoginThrottle(memoryStore(), { limit: 3, slowdownMaxMs: 2_000 });
    for (let attempt = 0; attempt < 12; attempt++) await throttle.attempt("owner@vistaar.example", `198.51.100.${attempt}`);
    expect(await throttle.retryAfterMs("owner@vistaar.example", "192.0.2.1")).toBe(0);
    expect(await throttle.slowdownMs("owner@vistaar.example")).toBe(2_000);
    const ticket = await throttle.attempt("owner@vistaar.example", "192.0.2.1");
    expect(ticket).toMatchObject({ retryAfterMs: 0, slowdownMs: 2_000 });
    await ticket.succeeded();
    expect(await throttle.slowdownMs("owner@vistaar.example")).toBe(0);
  });

  it("delay 250 ms at the limit, doubling with each further failure, capped", () => {
    expect([2, 3, 4, 5, 9].map((failures) => accountSlowdownMs(failures, 3, 1_500))).toEqual([0, 250, 500, 1_000, 1_500]);
    expect(accountSlowdownMs(50, 3, 0)).toBe(0);
  });
});
