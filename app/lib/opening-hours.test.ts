import { describe, expect, it } from "vitest";
import { site } from "#contracts/site.ts";
import { openingHoursSpecification, parseDays, parseTime } from "./opening-hours.ts";

describe("business hours in the JSON-LD", () => {
  it("reads the shipped hours as schema.org opening hours, leaving the closed day out", () => {
    expect(openingHoursSpecification(site.businessHours)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);
  });

  it("reads the ways staff write days and times", () => {
    expect(parseDays("Mon – Thu")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday"]);
    expect(parseDays("Sat, Sun")).toEqual(["Saturday", "Sunday"]);
    expect(parseDays("Friday to Monday")).toEqual(["Monday", "Friday", "Saturday", "Sunday"]);
    expect(parseDays("Weekdays")).toBeNull();
    expect(parseTime("9 am")).toBe("09:00");
    expect(parseTime("12:30 PM")).toBe("12:30");
    expect(parseTime("12 a.m.")).toBe("00:00");
    expect(parseTime("18:00")).toBe("18:00");
    expect(parseTime("6.45pm")).toBe("18:45");
    expect(parseTime("13 pm")).toBeNull();
  });

  it("leaves out what it cannot read, so the JSON-LD never states wrong hours", () => {
    expect(openingHoursSpecification([{ days: "Public holidays", hours: "10 AM - 2 PM" }, { days: "Sunday", hours: "By appointment" }])).toEqual([]);
  });
});
