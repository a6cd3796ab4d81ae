import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { digitalBrandingHub } from "#app/content/services/digital-branding/hub.ts";
import type { SiteContentKind } from "#contracts/site-content.ts";
import { activityLog, appSettings, siteCaseStudies, siteCompany, siteLegalPages, siteTestimonials } from "#server/db/schema.ts";
import { findCaseStudyBySlug } from "#server/modules/site-content/case-studies.ts";
import { loadCompanyDetails } from "#server/modules/site-content/company.ts";
import { defaultCompanyDetails } from "#server/modules/site-content/defaults.ts";
import { listFaq } from "#server/modules/site-content/faq.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { loadDigitalBrandingHub } from "#server/modules/site-content/service-pages.ts";
import { listTestimonials } from "#server/modules/site-content/testimonials.ts";
import { dairyStudy, seoPage, siteContentKindNames, siteContentKinds } from "#tests/support/site-content.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
});
afterEach(() => t.app.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });


describe("every /api/site endpoint needs a signed-in admin", () => {
  it("answers 401 without a token, and stores nothing", async () => {
    const id = randomUUID();
    const routes = [
      ["GET", "/api/site/company"],
      ["PUT", "/api/site/company"],
      ...siteContentKindNames.flatMap((kind) => [
        ["GET", `/api/site/${kind}`],
        ["POST", `/api/site/${kind}`],
        ["PUT", `/api/site/${kind}/order`],
        ["PUT", `/api/site/${kind}/${id}`],
        ["DELETE", `/api/site/${kind}/${id}`],
      ]),
    ] as Array<["GET" | "PUT" | "POST" | "DELETE", string]>;
    for (const [method, url] of routes) {
      const payload = method === "GET" || method === "DELETE" ? undefined : url.endsWith("/company") ? defaultCompanyDetails() : siteContentKinds[url.split("/")[3] as SiteContentKind].valid;
      const response = await t.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please log in to continue" });
    }
    for (const { table } of Object.values(siteContentKinds)) expect(await t.db.select().from(table)).toEqual([]);
    expect(await t.db.select().from(siteCompany)).toEqual([]);
  });
});

describe("company details", () => {
  it("answer the shipped details before any are stored, and a change reaches what pages read", async () => {
    const before = await call("GET", "/api/site/company");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ name: "Vistaar", phone: "+91 98765 43210", responseTime: "24-48 hours", updatedAt: null });

    const changed = { ...defaultCompanyDetails(), phone: "+91 99999 11111", hours: [{ days: "Monday - Saturday", hours: "10:00 AM - 7:00 PM" }] };
    const saved = await call("PUT", "/api/site/company", changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: "+91 99999 11111", updatedAt: expect.any(String) });
    expect((await call("GET", "/api/site/company")).json()).toEqual(saved.json());

    const identity = await loadCompanyDetails(t.db);
    expect(identity.phone).toEqual({ display: "+91 99999 11111", href: "tel:+919999911111" });
    expect(identity.businessHours).toEqual([{ days: "Monday - Saturday", hours: "10:00 AM - 7:00 PM" }]);
  });

  it.each([
    [{ email: "not an email" }, "email", "Please enter a valid email address"],
    [{ phone: "" }, "phone", "Phone is required"],
    [{ phone: "call us" }, "phone", "Phone numbers may contain digits, spaces, brackets, dashes and a leading +"],
    [{ whatsapp: { number: "+91 98765", greeting: "Hi" } }, "whatsapp", "The WhatsApp number is the full international number, digits only (e.g. 919876543210)"],
    [{ social: [{ network: "Facebook", url: "javascript:alert(1)", label: "x" }] }, "social", "Social links must be full https:// addresses"],
    [{ responseTime: " " }, "responseTime", "Response time is required"],
  ])("refuse %j with 400 and the field's message, storing nothing", async (change, field, message) => {
    const response = await call("PUT", "/api/site/company", { ...defaultCompanyDetails(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await t.db.select().from(siteCompany)).toEqual([]);
  });
});

describe.each(siteContentKindNames)("/api/site/%s", (kind) => {
  const { table, valid, blank } = siteContentKinds[kind];

  it("adds, lists, replaces and deletes an entry", async () => {
    const created = await call("POST", `/api/site/${kind}`, valid);
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({ id: expect.any(String), order: 0, updatedAt: expect.any(String) });
    expect((await call("GET", `/api/site/${kind}`)).json()).toEqual([entry]);

    const replaced = await call("PUT", `/api/site/${kind}/${entry.id}`, { ...valid, [blank]: kind === "services" ? "Search Engine Optimisation" : "Changed" });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: entry.id, [blank]: kind === "services" ? "Search Engine Optimisation" : "Changed", order: 0 });

    const deleted = await call("DELETE", `/api/site/${kind}/${entry.id}`);
    expect(deleted.json()).toEqual({ success: true, message: "Deleted" });
    expect(await t.db.select().from(table)).toEqual([]);
  });

  it("answers 404 for an entry that does not exist", async () => {
    for (const [method, payload] of [["PUT", valid], ["DELETE", undefined]] as const) {
      const response = await call(method, `/api/site/${kind}/${randomUUID()}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not found/);
    }
  });

  it("refuses a blank required field with 400 and the field's message, storing nothing", async () => {
    const response = await call("POST", `/api/site/${kind}`, { ...valid, [blank]: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/is required$/), errors: { [blank]: expect.stringMatching(/is required$/) } });
    expect(await t.db.select().from(table)).toEqual([]);
  });

  it("refuses a body that is not an object", async () => {
    const response = await call("POST", `/api/site/${kind}`, [valid]);
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(table)).toEqual([]);
  });
});

describe("the activity log", () => {
  it("records every change to the site's copy: who, what and which entry", async () => {
    const created = (await call("POST", "/api/site/faq", siteContentKinds.faq.valid)).json();
    await call("PUT", "/api/site/faq/order", { ids: [created.id] });
    await call("DELETE", `/api/site/faq/${created.id}`);
    await call("PUT", "/api/site/company", defaultCompanyDetails());
    const entries = (await t.db.select().from(activityLog).orderBy(activityLog.id)).filter((entry) => entry.kind !== "sign-in");
    expect(entries.map(({ kind, action, title, actorEmail }) => ({ kind, action, title, actorEmail }))).toEqual([
      { kind: "site", action: "created", title: "FAQ entry: Do you work on weekends?", actorEmail: "admin@vistaar.example" },
      { kind: "site", action: "reordered", title: "FAQ entry: the order", actorEmail: "admin@vistaar.example" },
      { kind: "site", action: "deleted", title: "FAQ entry: Do you work on weekends?", actorEmail: "admin@vistaar.example" },
      { kind: "site", action: "updated", title: "Company details", actorEmail: "admin@vistaar.example" },
    ]);
  });
});

describe("order", () => {
  const question = (text: string) => ({ question: text, answer: "An answer.", group: "Getting started" });

  it("puts new entries at the end, and PUT /order sets the whole list's order at once", async () => {
    const ids: string[] = [];
    for (const text of ["First?", "Second?", "Third?"]) ids.push((await call("POST", "/api/site/faq", question(text))).json().id);
    const reordered = await call("PUT", "/api/site/faq/order", { ids: [ids[2], ids[0], ids[1]] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().map((entry: { question: string; order: number }) => [entry.question, entry.order])).toEqual([
      ["Third?", 0],
      ["First?", 1],
      ["Second?", 2],
    ]);
    expect((await listFaq(t.db)).groups[0]!.entries.map((entry) => entry.question)).toEqual(["Third?", "First?", "Second?"]);
  });

  it("refuses a list that leaves an entry out or names one twice, changing nothing", async () => {
    const ids: string[] = [];
    for (const text of ["First?", "Second?"]) ids.push((await call("POST", "/api/site/faq", question(text))).json().id);
    for (const list of [[ids[1]], [ids[1], ids[1]], [ids[1], ids[0], randomUUID()]]) {
      const response = await call("PUT", "/api/site/faq/order", { ids: list });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "List every entry of this kind exactly once, in the new order", errors: { ids: "List every entry of this kind exactly once, in the new order" } });
    }
    expect((await call("GET", "/api/site/faq")).json().map((entry: { question: string }) => entry.question)).toEqual(["First?", "Second?"]);
  });
});

describe("FAQ and testimonials as pages read them", () => {
  it("an added FAQ entry is listed under its group, and on the home page when given a place there", async () => {
    await call("POST", "/api/site/faq", { question: "Do you work on weekends?", answer: "On Saturdays.", group: "Working together", homeOrder: 1 });
    const faq = await listFaq(t.db);
    expect(faq.groups).toEqual([{ id: "working-together", heading: "Working together", entries: [{ question: "Do you work on weekends?", answer: "On Saturdays." }] }]);
    expect(faq.home).toEqual([{ question: "Do you work on weekends?", answer: "On Saturdays." }]);
  });

  it("an added testimonial reads 'role, company'; its rating is 1 to 5 stars", async () => {
    await call("POST", "/api/site/testimonials", siteContentKinds.testimonials.valid);
    expect(await listTestimonials(t.db)).toEqual([
      { name: "Meera Iyer", position: "Owner, Iyer Bakes, Anand", image: "/uploads/abc123.webp", imageAlt: "", quote: "Orders doubled by Diwali.", rating: 5 },
    ]);
    const refused = await call("POST", "/api/site/testimonials", { ...siteContentKinds.testimonials.valid, rating: 6 });
    expect(refused.json()).toEqual({ message: "The rating is a whole number of stars from 1 to 5", errors: { rating: "The rating is a whole number of stars from 1 to 5" } });
  });

  it("images are uploads or shipped artwork, never another host or a script", async () => {
    for (const url of ["https://evil.example/a.png", "javascript:alert(1)", "//evil.example/a.png", "/uploads/../../etc/passwd x", "/uploads/../admin/login", "/images/./a.png"]) {
      const response = await call("POST", "/api/site/testimonials", { ...siteContentKinds.testimonials.valid, photo: { url, alt: "" } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual({ photo: "Images must be uploaded (/uploads/…) or shipped with the site (/images/…)" });
    }
    expect(await t.db.select().from(siteTestimonials)).toEqual([]);
  });
});

describe("service pages", () => {
  beforeEach(async () => {
    await seedSiteContentOnce(t.db);
  });
  const stored = async (slug: string) => (await call("GET", "/api/site/services")).json().find((page: { slug: string }) => page.slug === slug);

  it("a renamed sub-page renames its tile on the Digital Branding hub; deleting its row brings the shipped copy back", async () => {
    const page = await stored("digital-branding/seo");
    const response = await call("PUT", `/api/site/services/${page.id}`, { ...page, title: "SEO", summary: "Rank higher on Google." });
    expect(response.statusCode, response.body).toBe(200);
    const tile = (await loadDigitalBrandingHub(t.db)).tiles[1];
    expect(tile).toEqual({ name: "SEO", icon: "search", description: "Rank higher on Google.", link: "/services/digital-branding/seo" });

    await call("DELETE", `/api/site/services/${page.id}`);
    expect(await loadDigitalBrandingHub(t.db)).toEqual(digitalBrandingHub);
  });

  it("checks the body against the page's own contract", async () => {
    const page = await stored("digital-branding/seo");
    const body = { ...page.body, pillars: [] };
    const response = await call("PUT", `/api/site/services/${page.id}`, { ...page, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Pillars needs at least one entry", errors: { body: "Pillars needs at least one entry" } });
    const wrongPage = await call("PUT", `/api/site/services/${page.id}`, { ...page, slug: "research" });
    expect(wrongPage.statusCode).toBe(400);
    expect(await stored("digital-branding/seo")).toEqual(page);
  });

  it("takes only icons the site can draw, on the page's tile and in its cards", async () => {
    const page = await stored("digital-branding/seo");
    for (const change of [{ icon: "flying-saucer" }, { body: { ...page.body, pillars: [{ ...page.body.pillars[0], icon: "Search" }, ...page.body.pillars.slice(1)] } }]) {
      const response = await call("PUT", `/api/site/services/${page.id}`, { ...page, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe("Choose one of the site's icons (lucide names such as map-pinned)");
    }
    expect(await stored("digital-branding/seo")).toEqual(page);
    const changed = await call("PUT", `/api/site/services/${page.id}`, { ...page, icon: "rocket" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await loadDigitalBrandingHub(t.db)).tiles[1]!.icon).toBe("rocket");
  });

  it("refuses a page that does not exist on the site, or a second copy of one (409)", async () => {
    const unknown = await call("POST", "/api/site/services", { ...seoPage, slug: "digital-branding/tiktok" });
    expect(unknown.json()).toEqual({
      message: "This page does not exist on the site: choose one of the service pages",
      errors: { slug: "This page does not exist on the site: choose one of the service pages" },
    });
    const again = await call("POST", "/api/site/services", seoPage);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This service page already has its copy: edit it instead", errors: { slug: "This service page already has its copy: edit it instead" } });
  });
});

describe("case studies", () => {
  it("follow their title's slug; a rename keeps the old slug, which points to the new one", async () => {
    const created = (await call("POST", "/api/site/case-studies", dairyStudy)).json();
    expect(created).toMatchObject({ slug: "doubling-online-orders-for-a-dairy-brand", previousSlugs: [] });

    const renamed = await call("PUT", `/api/site/case-studies/${created.id}`, { ...dairyStudy, title: "Tripling Orders: A Dairy's Story" });
    expect(renamed.json()).toMatchObject({ slug: "tripling-orders-a-dairy-s-story", previousSlugs: ["doubling-online-orders-for-a-dairy-brand"] });
    expect(await findCaseStudyBySlug(t.db, "doubling-online-orders-for-a-dairy-brand")).toEqual({ redirectTo: "/case-studies/tripling-orders-a-dairy-s-story" });
    expect(await findCaseStudyBySlug(t.db, "tripling-orders-a-dairy-s-story")).toMatchObject({ study: { title: "Tripling Orders: A Dairy's Story", client: "Charotar Dairy Fresh" } });
    expect(await findCaseStudyBySlug(t.db, "no-such-study")).toBeNull();

    // Back to the first title: its slug is current again, the second one now redirects.
    const back = await call("PUT", `/api/site/case-studies/${created.id}`, dairyStudy);
    expect(back.json()).toMatchObject({ slug: "doubling-online-orders-for-a-dairy-brand", previousSlugs: ["tripling-orders-a-dairy-s-story"] });
    expect(await findCaseStudyBySlug(t.db, "doubling-online-orders-for-a-dairy-brand")).toMatchObject({ study: { slug: "doubling-online-orders-for-a-dairy-brand" } });
  });

  it("refuses a title whose slug another study has or had", async () => {
    const first = (await call("POST", "/api/site/case-studies", dairyStudy)).json();
    await call("PUT", `/api/site/case-studies/${first.id}`, { ...dairyStudy, title: "A New Name" });
    for (const title of ["A new name", "Doubling Online Orders for a Dairy Brand"]) {
      const response = await call("POST", "/api/site/case-studies", { ...dairyStudy, title });
      expect(response.statusCode, title).toBe(400);
      expect(response.json().errors).toEqual({ title: "Another case study has (or had) a title with this address: choose a different title" });
    }
    expect(await t.db.select().from(siteCaseStudies)).toHaveLength(1);
  });
});

describe("legal pages", () => {
  it("are /privacy and /terms, one each", async () => {
    const page = { slug: "privacy", title: "Privacy Policy", description: "How we handle data.", body: "## What we collect\n\nYour name." };
    expect((await call("POST", "/api/site/legal-pages", page)).statusCode).toBe(201);
    expect((await call("POST", "/api/site/legal-pages", page)).statusCode).toBe(409);
    const other = await call("POST", "/api/site/legal-pages", { ...page, slug: "cookies" });
    expect(other.json()).toEqual({ message: "The page is one of /privacy and /terms", errors: { slug: "The page is one of /privacy and /terms" } });
    expect(await t.db.select().from(siteLegalPages)).toHaveLength(1);
  });
});

describe("seeding and the API", () => {
  it("the seeded rows are what the admin lists show", async () => {
    await seedSiteContentOnce(t.db);
    expect((await call("GET", "/api/site/services")).json()).toHaveLength(16);
    expect((await call("GET", "/api/site/faq")).json()).toHaveLength(14);
    expect((await call("GET", "/api/site/testimonials")).json()).toHaveLength(7);
    expect((await call("GET", "/api/site/case-studies")).json()).toHaveLength(3);
    expect((await call("GET", "/api/site/client-logos")).json()).toHaveLength(8);
    expect((await call("GET", "/api/site/legal-pages")).json().map((page: { slug: string }) => page.slug)).toEqual(["privacy", "terms"]);
    expect((await call("GET", "/api/site/company")).json().updatedAt).toEqual(expect.any(String));
    expect(await t.db.select().from(appSettings)).toEqual(expect.arrayContaining([expect.objectContaining({ key: "site_content_seeded_at" })]));
  });
});
