import { describe, expect, it } from "vitest";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";

/**
 * What a first visit needs before its first paint comes in the page itself (docs/decisions/035): no
 * web font preload, the logo, the icons and the top picture drawn from the HTML, so a phone on a slow
 * network fetches nothing else to show the first screen.
 */
describe("a page's first screen from the HTML alone", () => {
  const rendered = useRenderedPagesApp();

  const page = async (url: string) => {
    const response = await rendered.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const preloads = (html: string) => [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map((match) => match[0]);

  it("has a symbol for every icon it draws, and asks for no sprite file", async () => {
    for (const url of ["/", "/services", "/about"]) {
      const html = await page(url);
      const used = [...html.matchAll(/<use href="([^"]*)"/g)].map((match) => match[1]!);
      expect(used.length, url).toBeGreaterThan(0);
      for (const href of used) {
        expect(href, url).toMatch(/^#icon-/);
        expect(html, `${url}: ${href}`).toContain(`<symbol id="${href.slice(1)}"`);
      }
    }
  });

  it("draws the logo in the page and does not preload the web font", async () => {
    const html = await page("/");
    expect(html).not.toContain("/brand/logo-");
    expect(html).toMatch(/<a[^>]*aria-label="Vistaar home"[^>]*><svg[^>]*viewBox="0 0 168 48"/);
    expect(preloads(html).filter((link) => link.includes("woff2"))).toEqual([]);
    expect(html).toMatch(/<link[^>]*rel="icon" href="data:image\/svg\+xml,/);
  });

  it("sends the home hero's first picture and a service page's art inside the page, with no preload", async () => {
    const home = await page("/");
    expect(home).toMatch(/<img data-hero-image="true"[^>]* src="data:image\/svg\+xml,[^"]+" alt="A megaphone/);
    expect(preloads(home).filter((link) => link.includes('as="image"'))).toEqual([]);
    const category = await page("/services/graphic-design");
    expect(category).toMatch(/<img[^>]* src="data:image\/svg\+xml,/);
    expect(preloads(category).filter((link) => link.includes('as="image"'))).toEqual([]);
  });

  it("preloads a hero picture staff chose from the media library instead", async () => {
    const current = await rendered.app.inject({ method: "GET", url: "/api/site/images", headers: { authorization: rendered.authorization } });
    const images = current.json();
    const hero = { ...images.hero, "digital-branding": { url: "/images/blog/local-seo.webp", alt: "A map with pins" } };
    const saved = await rendered.app.inject({
      method: "PUT",
      url: "/api/site/images",
      headers: { authorization: rendered.authorization },
      payload: { ...images, hero },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = await page("/");
    expect(home).toMatch(/<img data-hero-image="true"[^>]* src="\/images\/blog\/local-seo\.webp" alt="A map with pins"/);
    expect(preloads(home).some((link) => link.includes('href="/images/blog/local-seo.webp"') && link.includes('fetchPriority="high"'))).toBe(true);
  });
});
