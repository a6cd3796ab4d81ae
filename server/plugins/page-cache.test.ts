import { describe, expect, it } from "vitest";
import { canonicalQueryNames } from "./page-cache.ts";

describe("canonicalQueryNames", () => {
  it("names the parameters of a query written as URLSearchParams writes it, each once", () => {
    expect(canonicalQueryNames("category=Web+Design")).toEqual(["category"]);
    expect(canonicalQueryNames("category=SEO&item=1")).toEqual(["category", "item"]);
    expect(canonicalQueryNames("_routes=routes%2Fsite%2Fhome")).toEqual(["_routes"]);
    expect(canonicalQueryNames("")).toEqual([]);
  });

  it("refuses any other way of writing it", () => {
    for (const query of ["category=Web%20Design", "category=SE%4F", "category", "category=SEO&category=x", "&category=SEO", "_routes=routes/site/home"]) {
      expect(canonicalQueryNames(query), query).toBeNull();
    }
  });
});
