import { describe, expect, it } from "vitest";
import { blogPostFormSchema, blogPostInputSchema } from "./blog-schema.ts";

const post = { title: "Diwali campaign checklist", content: "Start early.", author: "Kabir Desai", imageUrl: "/images/diwali.webp" };

describe("a blog post's category and read time", () => {
  it("are asked for by the admin form when cleared", () => {
    const result = blogPostFormSchema.safeParse({ ...post, category: "", readTime: " " });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["category", "Category is required"],
      ["readTime", "Read time is required"],
    ]);
  });

  it("keep the API's other rules in the form: a post that goes live needs its image", () => {
    const result = blogPostFormSchema.safeParse({ ...post, imageUrl: "", category: "SEO", readTime: "3 min read" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Image is required"]);
  });

  it("get SPEC's defaults from the API when left out (SPEC §3)", () => {
    expect(blogPostInputSchema.parse({ ...post, category: "", readTime: "" })).toMatchObject({ category: "Digital Marketing", readTime: "5 min read" });
  });
});
