import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { categoryPages, findCategoryPage } from "./category-pages.ts";
import { digitalBrandingHub } from "./digital-branding/hub.ts";
import { serviceCategories } from "./overview.ts";
import { CATEGORY_SLUGS } from "./types.ts";

const publicFile = (src: string) => path.join(PROJECT_ROOT, "public", src);

describe("services content", () => {
  it("lists the eight categories in SPEC's order", () => {
    expect(serviceCategories.map((category) => category.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(CATEGORY_SLUGS).toEqual([
      "digital-branding",
      "tech-solutions",
      "graphic-design",
      "hr-solutions",
      "academy",
      "ecommerce-support",
      "research",
      "management-solutions",
    ]);
  });

  it("lists on the overview exactly the services each category page presents", () => {
    for (const category of serviceCategories) {
      const offered =
        category.slug === "digital-branding"
          ? digitalBrandingHub.tiles.map((tile) => tile.name)
          : findCategoryPage(category.slug)!.services.cards.map((card) => card.title);
      expect(category.services, category.slug).toEqual(offered);
      if (category.slug !== "digital-branding") expect(findCategoryPage(category.slug)!.name).toBe(category.name);
    }
  });

  it("has SPEC's card counts, names and closing calls to action", () => {
    const counts = Object.fromEntries(Object.values(categoryPages).map((page) => [page.slug, page.services.cards.length]));
    expect(counts).toEqual({
      "management-solutions": 2,
      "graphic-design": 7,
      "hr-solutions": 8,
      research: 2,
      academy: 6,
      "tech-solutions": 2,
      "ecommerce-support": 2,
    });
    const titles = (slug: string) => findCategoryPage(slug)!.services.cards.map((card) => card.title);
    expect(titles("management-solutions")).toEqual(["Business Strategy", "Project Management"]);
    expect(titles("research")).toEqual(["Market Research", "Business Intelligence"]);
    expect(titles("tech-solutions")).toEqual(["Software Development", "IT Infrastructure Management"]);
    expect(titles("ecommerce-support")).toEqual(["E-commerce Development", "E-commerce Management"]);
    for (const page of Object.values(categoryPages)) {
      expect(page.closing.cta, page.slug).toEqual(
        page.slug === "tech-solutions" ? { label: "Contact Us", to: "/contact" } : { label: "Get Started", to: "/contact" },
      );
    }
  });

  it("finds only the seven landing pages", () => {
    expect(findCategoryPage("research")?.name).toBe("Research");
    for (const slug of ["digital-branding", "constructor", "__proto__", "", undefined]) expect(findCategoryPage(slug)).toBeUndefined();
  });

  it("points every card and hero at artwork that exists, icons at the icon set", () => {
    for (const page of Object.values(categoryPages)) {
      expect(existsSync(publicFile(page.hero.art.src)), page.hero.art.src).toBe(true);
      for (const card of page.services.cards) {
        expect(existsSync(publicFile(card.image)), card.image).toBe(true);
        expect(card.image.startsWith(card.imageStyle === "icon" ? "/images/services/icons/" : "/images/services/cards/"), card.image).toBe(true);
        expect(card.benefits.length, card.title).toBeGreaterThanOrEqual(3);
      }
      // A distinct illustration for every card.
      const images = page.services.cards.map((card) => card.image);
      expect(new Set(images).size).toBe(images.length);
    }
    expect(existsSync(publicFile(digitalBrandingHub.hero.art.src))).toBe(true);
  });
});
