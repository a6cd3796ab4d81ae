import { describe, expect, it } from "vitest";
import { minutesToWait, tooManySignInAttempts } from "./auth-constants.ts";

describe("the wait a 429 names", () => {
  it.each([
    [1, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [312, "6 minutes"],
    [900, "15 minutes"],
  ])("%i seconds: %s", (seconds, words) => {
    expect(minutesToWait(seconds)).toBe(words);
  });

  it("says it in the sign-in limit's sentence", () => {
    expect(tooManySignInAttempts(312)).toBe("Too many sign-in attempts. Please wait 6 minutes and try again.");
  });
});
