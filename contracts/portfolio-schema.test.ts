import { describe, expect, it } from "vitest";
import { portfolioItemFormSchema, portfolioItemInputSchema } from "./portfolio-schema.ts";

const item = { description: "Milk pouch designs for a dairy co-operative", imageUrl: "/images/dairy.webp" };

describe("a portfolio item's title and category", () => {
  it("are asked for by the admin form when left blank", () => {
    const result = portfolioItemFormSchema.safeParse({ ...item, title: " ", category: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "Title is required"],
      ["category", "Category is required"],
    ]);
  });

  it("get SPEC's defaults from the API when left out (SPEC §5)", () => {
    expect(portfolioItemInputSchema.parse({ ...item, title: "", category: " " })).toMatchObject({ title: "Portfolio Item", category: "General", status: "published" });
  });
});
