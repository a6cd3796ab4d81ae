import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatCalendarDay, formatPostDate } from "./dates.ts";

describe("formatPostDate", () => {
  it("writes the date in long US format, whatever the time zone", () => {
    expect(formatPostDate("2026-11-18")).toBe("November 18, 2026");
    expect(formatPostDate("2026-01-01")).toBe("January 1, 2026");
  });
  it("leaves something that is not a date alone", () => {
    expect(formatPostDate("soon")).toBe("soon");
  });
});

describe("admin calendar dates", () => {
  it("are written in Indian English, the day first", () => {
    expect(formatCalendarDate("2026-11-18")).toBe("18 Nov 2026");
    expect(formatCalendarDay("2026-01-05")).toBe("5 Jan");
  });
});
