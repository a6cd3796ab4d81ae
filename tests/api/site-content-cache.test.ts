import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CacheTag } from "#server/cache/cache-tags.ts";
import { buildApp } from "#server/app.ts";
import { siteCompany } from "#server/db/schema.ts";
import { defaultCompanyDetails } from "#server/modules/site-content/defaults.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { siteContentKindNames, siteContentKinds } from "#tests/support/site-content.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase } from "#tests/support/test-database.ts";

/**
 * Every write under /api/site drops the cached pages that show its kind (its cache tag), and no other.
 * The pages here stand in for the public pages, which declare the same tags once they read this
 * content: each is cached like a rendered page and shows how many entries of its kind are stored.
 */
describe("cached pages after a site-content write", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let authorization: string;
  const pageTags = ["company", ...siteContentKindNames] as const satisfies readonly CacheTag[];

  beforeEach(async () => {
    const db = await resetDatabase();
    app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: false });
    for (const tag of pageTags) {
      const table = tag === "company" ? siteCompany : siteContentKinds[tag].table;
      app.get(`/shows/${tag}`, { config: { publicCache: { tags: [] } } }, async (request, reply) => {
        request.dependsOn(tag);
        const rows = await db.select().from(table);
        return reply.type("text/html").send(`<p>${tag}: ${rows.length}</p>`);
      });
    }
    await app.ready();
    ({ authorization } = await signInAsAdmin(app, db));
  });
  afterEach(() => app.close());

  const visit = (tag: (typeof pageTags)[number]) => app.inject({ method: "GET", url: `/shows/${tag}` });
  /** Visits every page twice, so each is cached; answers which are no longer cached after `write`. */
  const droppedBy = async (write: () => Promise<{ statusCode: number; body: string }>) => {
    for (const tag of pageTags) await visit(tag);
    for (const tag of pageTags) expect((await visit(tag)).headers["x-page-cache"], tag).toBe("HIT");
    const response = await write();
    expect(response.statusCode, response.body).toBeLessThan(300);
    const dropped: string[] = [];
    for (const tag of pageTags) if ((await visit(tag)).headers["x-page-cache"] !== "HIT") dropped.push(tag);
    return dropped;
  };

  it("saving the company details refreshes exactly the pages that show them", async () => {
    expect(await droppedBy(() => app.inject({ method: "PUT", url: "/api/site/company", headers: { authorization }, payload: defaultCompanyDetails() }))).toEqual(["company"]);
    expect((await visit("company")).body).toBe("<p>company: 1</p>");
  });

  it.each(siteContentKindNames)("adding, reordering, replacing and deleting %s refreshes exactly its pages", async (kind) => {
    const headers = { authorization };
    const url = `/api/site/${kind}`;
    let id = "";
    expect(
      await droppedBy(async () => {
        const response = await app.inject({ method: "POST", url, headers, payload: siteContentKinds[kind].valid });
        id = response.json().id;
        return response;
      }),
    ).toEqual([kind]);
    expect((await visit(kind)).body).toBe(`<p>${kind}: 1</p>`);
    expect(await droppedBy(() => app.inject({ method: "PUT", url: `${url}/order`, headers, payload: { ids: [id] } }))).toEqual([kind]);
    expect(await droppedBy(() => app.inject({ method: "PUT", url: `${url}/${id}`, headers, payload: siteContentKinds[kind].valid }))).toEqual([kind]);
    expect(await droppedBy(() => app.inject({ method: "DELETE", url: `${url}/${id}`, headers }))).toEqual([kind]);
    expect((await visit(kind)).body).toBe(`<p>${kind}: 0</p>`);
  });
});
