import { beforeEach, describe, expect, it } from "vitest";
import { CONTENT_LOCATIONS } from "#contracts/content.ts";
import { findPublishedContent } from "#server/modules/content/service.ts";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";

/**
 * The Content screen's list of places (CONTENT_LOCATIONS) is the list of what pages read: each place's
 * page shows a published item stored there, on the page the list names. (The other way round, a page
 * reading a place the list does not name, does not compile: findPublishedContent takes only these.)
 * Pages rendered for real, in production mode (cached), the item saved through the admin API.
 */
describe("the places a content item can show", () => {
  const pages = useRenderedPagesApp();
  beforeEach(() => seedSiteContentOnce(pages.db));

  it.each(CONTENT_LOCATIONS.map((entry) => [entry.location, entry.path, entry.label] as const))(
    "%s shows on %s (%s) once published, and not while a draft",
    async (location, path) => {
      const text = `Written for ${location} in the admin`;
      const headers = { authorization: pages.authorization };
      const visible = async () => {
        const response = await pages.app.inject({ method: "GET", url: path });
        expect(response.statusCode, path).toBe(200);
        return response.body.includes(text);
      };

      const created = await pages.app.inject({ method: "POST", url: "/api/content", headers, payload: { title: "Check", content: text, location, status: "draft" } });
      expect(created.statusCode).toBe(201);
      expect(await visible()).toBe(false);

      const { data } = created.json<{ data: { id: string } }>();
      const published = await pages.app.inject({
        method: "PUT",
        url: `/api/content/${data.id}`,
        headers,
        payload: { title: "Check", content: text, location, status: "published" },
      });
      expect(published.statusCode).toBe(200);
      expect(await visible()).toBe(true);
    },
  );

  it("pages read no other place: findPublishedContent takes only the listed ones", async () => {
    // @ts-expect-error: "privacy" is no place a page reads (the legal pages are Site content → Legal pages).
    expect(await findPublishedContent(pages.db, ["privacy"])).toEqual({});
  });
});
