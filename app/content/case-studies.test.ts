import { describe, expect, it } from "vitest";
import { caseStudies, caseStudySlug, findCaseStudy } from "./case-studies.ts";

describe("case study slugs", () => {
  it("are the lower-cased title with spaces replaced by hyphens (SPEC §2)", () => {
    expect(caseStudySlug("Doubling Online Orders for a Dairy Brand")).toBe("doubling-online-orders-for-a-dairy-brand");
  });

  it("are clean URL segments for all three studies, and each finds its study", () => {
    expect(caseStudies).toHaveLength(3);
    for (const study of caseStudies) {
      const slug = caseStudySlug(study.title);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findCaseStudy(slug)).toBe(study);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
    }
    expect(findCaseStudy("no-such-study")).toBeUndefined();
  });
});
