import { describe, expect, it } from "vitest";
import { caseStudies, caseStudySlug } from "./case-studies.ts";
import { findCaseStudy } from "./case-study-write-ups.ts";

describe("case study slugs", () => {
  it("are the lower-cased title with spaces replaced by hyphens (SPEC §2)", () => {
    expect(caseStudySlug("Doubling Online Orders for a Dairy Brand")).toBe("doubling-online-orders-for-a-dairy-brand");
  });

  it("are clean URL segments for all three studies, and each finds its study", () => {
    expect(caseStudies).toHaveLength(3);
    for (const study of caseStudies) {
      const slug = caseStudySlug(study.title);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const found = findCaseStudy(slug);
      expect(found).toMatchObject(study);
      expect(found!.challenge.length).toBeGreaterThanOrEqual(1);
      expect(found!.approach.length).toBeGreaterThanOrEqual(3);
      expect(found!.results.length).toBeGreaterThanOrEqual(3);
    }
    expect(findCaseStudy("no-such-study")).toBeUndefined();
  });
});
