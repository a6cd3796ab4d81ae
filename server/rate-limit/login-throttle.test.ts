import { describe, expect, it } from "vitest";
import { accountSlowdownMs, LoginThrottle } from "./login-throttle.ts";

describe("the sign-in limits", () => {
  it("refuse an address and an account-and-address pair past the limit, never the account from another address", () => {
    const throttle = new LoginThrottle({ limit: 3, slowdownMaxMs: 10_000 });
    for (let attempt = 0; attempt < 3; attempt++) throttle.attempt("owner@vistaar.example", "203.0.113.66");
    expect(throttle.retryAfterMs("owner@vistaar.example", "203.0.113.66")).toBeGreaterThan(0);
    expect(throttle.retryAfterMs("someone@vistaar.example", "203.0.113.66")).toBeGreaterThan(0);
    expect(throttle.retryAfterMs("owner@vistaar.example", "198.51.100.7")).toBe(0);
  });

  it("slow an account failing from many addresses down instead, up to the maximum, and forget it after a success", () => {
    const throttle = new LoginThrottle({ limit: 3, slowdownMaxMs: 2_000 });
    for (let attempt = 0; attempt < 12; attempt++) throttle.attempt("owner@vistaar.example", `198.51.100.${attempt}`);
    expect(throttle.retryAfterMs("owner@vistaar.example", "192.0.2.1")).toBe(0);
    expect(throttle.slowdownMs("owner@vistaar.example")).toBe(2_000);
    throttle.attempt("owner@vistaar.example", "192.0.2.1").succeeded();
    expect(throttle.slowdownMs("owner@vistaar.example")).toBe(0);
  });

  it("delay 250 ms at the limit, doubling with each further failure, capped", () => {
    expect([2, 3, 4, 5, 9].map((failures) => accountSlowdownMs(failures, 3, 1_500))).toEqual([0, 250, 500, 1_000, 1_500]);
    expect(accountSlowdownMs(50, 3, 0)).toBe(0);
  });
});
