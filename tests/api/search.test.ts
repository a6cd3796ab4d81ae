import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SEARCH_LIMITS } from "#contracts/search-constants.ts";
import { serializeRequestForLog } from "#server/app.ts";
import { seedDemoContentOnce } from "#server/db/seed.ts";
import { blogPosts, searchDocuments, siteServices } from "#server/db/schema.ts";
import { SEARCHES_PER_MINUTE } from "#server/modules/search/routes.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { createSignedInTestApp, type TestApp } from "#tests/support/test-app.ts";

/** The site search (issue 15) over the demo content, as GET /api/search answers it. Runs on PGlite and on PostgreSQL. */

let t: TestApp;
let auth: { authorization: string };
beforeEach(async () => {
  ({ auth, ...t } = await createSignedInTestApp());
  await seedSiteContentOnce(t.db);
  await seedDemoContentOnce(t.db);
});
afterEach(() => t.app.close());

interface Result {
  kind: string;
  title: string;
  url: string;
  snippet: string;
  snippetHtml: string;
  date: string | null;
}

async function search(q: string): Promise<Result[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/search?${new URLSearchParams({ q })}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ query: string; results: Result[] }>();
  expect(body.query).toBe(q.trim());
  return body.results;
}

const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url, payload, headers: auth });

const post = {
  title: "Quarterly Zephyrine Report",
  excerpt: "What we learnt this quarter.",
  content: "Our zephyrine campaigns grew leads for three clients.",
  imageUrl: "/images/blog/local-seo.webp",
  category: "Reports",
  author: "Riya Mehta",
  date: "2026-11-18",
  readTime: "3 min read",
  tags: ["Reports"],
  status: "published",
};

describe("ranking and typo tolerance on the demo content", () => {
  it("'brandng' finds Digital Branding first", async () => {
    const [first] = await search("brandng");
    expect(first).toMatchObject({ kind: "service", title: "Digital Branding", url: "/services/digital-branding", date: null });
  });

  it("'seo' lists the SEO service first, then the posts about SEO, with the word highlighted", async () => {
    const results = await search("seo");
    // The service's title is "Search Engine Optimization": its short name (its address) counts as title.
    expect(results[0]).toMatchObject({ kind: "service", url: "/services/digital-branding/seo" });
    expect(results.map((result) => result.url)).toContain("/blog/how-local-seo-puts-anand-businesses-on-the-map");
    const seoPost = results.find((result) => result.kind === "post")!;
    expect(seoPost).toMatchObject({ title: "How Local SEO Puts Anand Businesses on the Map", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(results.some((result) => /<mark>SEO<\/mark>/i.test(result.snippetHtml))).toBe(true);
  });

  it("stems English words: 'marketers' finds pages and posts that say 'marketing'", async () => {
    const results = await search("marketers");
    expect(results.some((result) => result.kind === "post")).toBe(true);
    expect(results.some((result) => /<mark>marketing<\/mark>/i.test(result.snippetHtml))).toBe(true);
    expect(results.every((result) => !/marketers/i.test(result.snippet))).toBe(true);
  });

  it("finds case studies and portfolio items, each with its own address", async () => {
    const results = await search("dairy");
    expect(results.find((result) => result.kind === "case-study")?.url).toMatch(/^\/case-studies\/[a-z0-9-]+$/);
    const portfolio = await search("Narmada Textiles");
    expect(portfolio[0]).toMatchObject({ kind: "portfolio", title: "Narmada Textiles Brand Identity", url: expect.stringMatching(/^\/portfolio\?item=[0-9a-f-]{36}$/) });
  });

  it("answers an empty list for words nothing has, and for stop words alone", async () => {
    expect(await search("xylophonist quokka")).toEqual([]);
    expect(await search("the")).toEqual([]);
    expect(await search("and for the")).toEqual([]);
  });
});

describe("what search finds follows the content", () => {
  it("never finds a draft; finds a post once published, by its new words after an edit, and not after its deletion", async () => {
    const created = await call("POST", "/api/blog", { ...post, status: "draft" });
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ _id: string }>();
    expect(await search("zephyrine")).toEqual([]);

    await call("PUT", `/api/blog/${id}`, post);
    expect((await search("zephyrine")).map((result) => result.title)).toEqual(["Quarterly Zephyrine Report"]);

    const edited = await call("PUT", `/api/blog/${id}`, { ...post, title: "Quarterly Halcyonic Report", content: "Halcyonic days for our clients." });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search("zephyrine")).toEqual([]);
    expect((await search("halcyonic")).map((result) => result.url)).toEqual(["/blog/quarterly-zephyrine-report"]);

    await call("PUT", `/api/blog/${id}`, { ...post, status: "draft" });
    expect(await search("halcyonic")).toEqual([]);
    await call("PUT", `/api/blog/${id}`, post);
    expect(await call("DELETE", `/api/blog/${id}`)).toMatchObject({ statusCode: 200 });
    expect(await search("zephyrine")).toEqual([]);
    expect(await t.db.select().from(searchDocuments).where(eq(searchDocuments.key, `post:${id}`))).toEqual([]);
  });

  it("lists posts that rank the same newest first", async () => {
    for (const [title, date] of [["Zephyrine in spring", "2026-03-01"], ["Zephyrine in autumn", "2026-10-01"], ["Zephyrine in summer", "2026-06-01"]] as const) {
      expect((await call("POST", "/api/blog", { ...post, title, date, content: "zephyrine" })).statusCode).toBe(201);
    }
    expect((await search("zephyrine")).map((result) => result.date)).toEqual(["2026-10-01", "2026-06-01", "2026-03-01"]);
  });

  it("follows a service page's edit, and finds its shipped copy again once its row is deleted", async () => {
    const [stored] = await t.db.select().from(siteServices).where(eq(siteServices.slug, "digital-branding/seo"));
    const { id, createdAt: _created, updatedAt: _updated, ...page } = stored!;
    const edited = await call("PUT", `/api/site/services/${id}`, { ...page, summary: "Quokkarank audits that lift your shop up the map." });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search("quokkarank")).map((result) => result.url)).toEqual(["/services/digital-branding/seo"]);

    expect((await call("DELETE", `/api/site/services/${id}`)).statusCode).toBe(200);
    expect(await search("quokkarank")).toEqual([]);
    expect((await search("search engine optimization")).map((result) => result.url)).toContain("/services/digital-branding/seo");
  });
});

/** Published posts straight into the table (the triggers index them), for searches that need many. */
async function insertPosts(posts: Array<{ title: string; excerpt?: string; content: string; date: string; tags?: string[] }>) {
  await t.db.insert(blogPosts).values(
    posts.map((row, index) => ({
      slug: `${row.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index}`,
      author: "Riya Mehta",
      imageUrl: "/images/blog/local-seo.webp",
      excerpt: "",
      ...row,
    })),
  );
}

const daysAgo = (days: number) => new Date(Date.UTC(2026, 10, 20) - days * 86_400_000).toISOString().slice(0, 10);

describe("ranking in tiers, the typo fallback and phrases (decision 034)", () => {
  it("lists a page with the words in its title first, then in its summary or tags, then only in its body, each newest first", async () => {
    await insertPosts([
      { title: "Body only, newest", content: "Our zephyrine work this week.", date: daysAgo(1) },
      { title: "Body only, older", content: "More zephyrine notes.", date: daysAgo(5) },
      { title: "Tagged, older still", content: "Nothing here.", tags: ["Zephyrine"], date: daysAgo(9) },
      { title: "Summary says it", excerpt: "A zephyrine summary.", content: "Nothing here.", date: daysAgo(7) },
      { title: "Zephyrine in the title, oldest", content: "Nothing here.", date: daysAgo(30) },
    ]);
    expect((await search("zephyrine")).map((result) => result.title)).toEqual([
      "Zephyrine in the title, oldest",
      "Summary says it",
      "Tagged, older still",
      "Body only, newest",
      "Body only, older",
    ]);
  });

  it("finds the page with the word in its title first even when more than a page of posts has the word", async () => {
    await insertPosts([
      ...Array.from({ length: SEARCH_LIMITS.results + 5 }, (_, index) => ({ title: `Weekly notes ${index}`, content: `Zephyrine again, week ${index}.`, date: daysAgo(index) })),
      { title: "The Zephyrine Handbook", content: "Everything in one place.", date: daysAgo(400) },
    ]);
    const results = await search("zephyrine");
    expect(results).toHaveLength(SEARCH_LIMITS.results);
    expect(results[0]!.title).toBe("The Zephyrine Handbook");
    expect(results.slice(1).map((result) => result.date)).toEqual([...results.slice(1).map((result) => result.date)].sort().reverse());
  });

  it("looks for titles like a typo only when the words found less than a page of results", async () => {
    await insertPosts([{ title: "Zephyrina Playbook", content: "A playbook.", date: daysAgo(2) }]);
    // Few pages have the word: the title like it is found too (and a typo alone finds it).
    await insertPosts([{ title: "Quarterly notes", content: "Zephyrine, twice a year.", date: daysAgo(3) }]);
    expect((await search("zephyrine")).map((result) => result.title)).toEqual(expect.arrayContaining(["Quarterly notes", "Zephyrina Playbook"]));
    expect((await search("zephyrna"))[0]?.title).toBe("Zephyrina Playbook");
    // A typo barely like its title (word similarity 0.6: 'zephyrnia' shares 6 of its 10 trigrams with 'zephyrina').
    expect((await search("zephyrnia")).map((result) => result.title)).toContain("Zephyrina Playbook");
    // A page of results has the word: those are the results, best first.
    await insertPosts(Array.from({ length: SEARCH_LIMITS.results }, (_, index) => ({ title: `Zephyrine notes ${index}`, content: "Notes.", date: daysAgo(10 + index) })));
    const results = await search("zephyrine");
    expect(results).toHaveLength(SEARCH_LIMITS.results);
    expect(results.map((result) => result.title)).not.toContain("Zephyrina Playbook");
  });

  it("finds a phrase only where its words stand together, in the title or deep in the body", async () => {
    const filler = "Plain words about our week. ".repeat(200);
    await insertPosts([
      { title: "Halcyonic quokka tips", content: "Nothing else.", date: daysAgo(3) },
      { title: "Together in the body", content: `${filler}We love halcyonic quokka campaigns.`, date: daysAgo(1) },
      { title: "Apart in the body", content: `Quokka first, then ${filler} halcyonic later.`, date: daysAgo(2) },
    ]);
    const results = await search('"halcyonic quokka"');
    expect(results.map((result) => result.title)).toEqual(["Halcyonic quokka tips", "Together in the body"]);
    // The snippet shows the words found, even 5,000 characters into the post.
    expect(results[1]!.snippetHtml).toContain("<mark>halcyonic</mark> <mark>quokka</mark>");
    expect((await search("halcyonic quokka")).map((result) => result.title)).toHaveLength(3);
  });

  it("leaves out a page that has an excluded word anywhere, also when the words searched for are in its title", async () => {
    await insertPosts([
      { title: "Zephyrine for clinics", content: "Nothing about birds.", date: daysAgo(1) },
      { title: "Zephyrine for shops", content: "A quokka visited the shop.", date: daysAgo(2) },
    ]);
    expect((await search("zephyrine -quokka")).map((result) => result.title)).toEqual(["Zephyrine for clinics"]);
  });

  it("leaves out a page with an excluded word or phrase from the typo fallback too", async () => {
    await insertPosts([
      { title: "Zephyrina Playbook", content: "A quokka wrote it.", date: daysAgo(1) },
      { title: "Zephyrina Handbook", content: "Written by the halcyonic team.", date: daysAgo(2) },
    ]);
    expect((await search("zephyrna")).map((result) => result.title)).toEqual(expect.arrayContaining(["Zephyrina Playbook", "Zephyrina Handbook"]));
    expect((await search("zephyrna -quokka")).map((result) => result.title)).toEqual(["Zephyrina Handbook"]);
    expect((await search('zephyrna -quokka -"halcyonic team"')).map((result) => result.title)).toEqual([]);
    // The excluded word is not a word to find titles like: '-playbook' does not bring the Playbook back.
    expect((await search("zephyrna -playbook")).map((result) => result.title)).toEqual(["Zephyrina Handbook"]);
  });
});

describe("snippets", () => {
  it("escape everything but the highlight: a title with <script> is text, copy with & and < stays text", async () => {
    const created = await call("POST", "/api/blog", {
      ...post,
      title: "<script>alert(1)</script> Zephyrine tips",
      content: 'Revenue & zephyrine growth <3 and "quotes"',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [result] = await search("zephyrine");
    expect(result!.title).toBe("<script>alert(1)</script> Zephyrine tips");
    expect(result!.snippetHtml).toContain("Revenue &amp; <mark>zephyrine</mark> growth &lt;3 and &quot;quotes");
    expect(result!.snippetHtml.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });
});

describe("snippets read like a search engine's (decision 060)", () => {
  /** The one result for `q`, a page the test wrote. */
  async function only(q: string): Promise<Result> {
    const results = await search(q);
    expect(results, q).toHaveLength(1);
    return results[0]!;
  }
  const sentences = (count: number) => Array.from({ length: count }, (_, index) => `Plain sentence number ${index + 1} about the week.`).join(" ");

  it("leave images' alt text out, also a service page's illustration, and do not find a page by it", async () => {
    await insertPosts([
      {
        title: "How we plan",
        content: "![Team at work planning a quokkabird campaign](/images/blog/team.webp)\n\nOur zephyrine approach starts with a call.",
        date: daysAgo(1),
      },
    ]);
    const result = await only("zephyrine");
    expect(result.snippet).toBe("Our zephyrine approach starts with a call.");
    expect(await search("quokkabird")).toEqual([]);
    // The Digital Branding page's hero illustration ("Illustration of a social media post, …") is an image too.
    const branding = (await search("digital branding")).find((page) => page.url === "/services/digital-branding")!;
    expect(branding.snippet).not.toMatch(/Illustration/);
  });

  it("keep headings, list items, table rows and paragraphs apart with punctuation", async () => {
    await insertPosts([
      {
        title: "Zephyrine notes",
        excerpt: "What we learnt",
        content: [
          "## Why it matters",
          "Zephyrine buyers **start** _here_.",
          "### What to do",
          "- Fast pages\n- Clear prices",
          "Say no to:\n\n- jobs\n- courses",
          "| Channel | Share |\n|:--|--:|\n| Search | 60% |",
        ].join("\n\n"),
        date: daysAgo(1),
      },
    ]);
    expect((await only("zephyrine")).snippet).toBe(
      "What we learnt. Why it matters. Zephyrine buyers start here. What to do. Fast pages. Clear prices. Say no to: jobs, courses. Channel — Share. Search — 60%.",
    );
  });

  it("start with … and end with … when they are from the middle of the text, at whole words, from the start of a sentence", async () => {
    await insertPosts([
      { title: "A long post", content: `${sentences(30)} Zephyrine is what our clients ask about most. ${sentences(30)}`, date: daysAgo(1) },
      { title: "A long opening", content: `Zephyrine first. ${sentences(30)}`, date: daysAgo(2) },
      { title: "A short post", content: "Only zephyrine here.", date: daysAgo(3) },
    ]);
    const [middle, opening, short] = await search("zephyrine");
    expect(middle!.snippetHtml).toMatch(/^… <mark>Zephyrine<\/mark> is what our clients ask about most\. Plain sentence number 1 about the week\. .* …$/);
    expect(opening!.snippetHtml).toMatch(/^<mark>Zephyrine<\/mark> first\. Plain sentence .* …$/);
    expect(short!.snippet).toBe("Only zephyrine here.");
    for (const { snippet } of [middle!, opening!]) {
      expect(snippet.length).toBeLessThanOrEqual(220);
      // Whole words only: every word shown is one of the text's words.
      const words = new Set(`Zephyrine is what our clients ask about most. Zephyrine first. ${sentences(30)}`.split(" "));
      for (const word of snippet.replace(/^… | …$/g, "").split(" ")) expect(words, snippet).toContain(word);
    }
  });

  it("show the page's summary when the words are only in its title or tags, never a fragment without them", async () => {
    await insertPosts([
      {
        title: "The Zephyrine Handbook",
        excerpt: "Everything a shop needs to know, in one place.",
        // A word that begins like the one searched for, but is another word: no fragment from here.
        content: `${sentences(12)} Zephyrinelike weather all week. ${sentences(12)}`,
        tags: ["Zephyrine"],
        date: daysAgo(1),
      },
    ]);
    const result = await only("zephyrine");
    expect(result.snippet).toMatch(/^Everything a shop needs to know, in one place\. Plain sentence number 1 about the week\. .* …$/);
    expect(result.snippet).not.toMatch(/Zephyrinelike/);
    // Every page found on the demo content has a snippet.
    for (const q of ["seo", "brandng", "digital", "ad"]) for (const page of await search(q)) expect(page.snippet, `${q}: ${page.url}`).not.toBe("");
  });
});

describe("GET /api/search refuses what is not a search", () => {
  it.each([
    ["no q", "/api/search", "Please type what you are looking for"],
    ["an empty q", "/api/search?q=", "Please type what you are looking for"],
    ["spaces only", "/api/search?q=%20%20", "Please type what you are looking for"],
    ["an overlong q", `/api/search?q=${"a".repeat(SEARCH_LIMITS.query + 1)}`, `Please search for at most ${SEARCH_LIMITS.query} characters`],
  ])("400 for %s, with a clear message", async (_case, url, message) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it("limits searches per client address, with Retry-After", async () => {
    for (let attempt = 0; attempt < SEARCHES_PER_MINUTE; attempt++) {
      expect((await t.app.inject({ method: "GET", url: "/api/search?q=seo", remoteAddress: "203.0.113.9" })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: "GET", url: "/api/search?q=seo", remoteAddress: "203.0.113.9" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: "Too many searches. Please wait a minute and try again." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "GET", url: "/api/search?q=seo", remoteAddress: "203.0.113.10" })).statusCode).toBe(200);
  });

  it("keeps what people search for out of the request log", () => {
    const logged = serializeRequestForLog({ method: "GET", url: "/search?q=jane%40example.com&page=2", ip: "203.0.113.7" });
    expect(logged.url).toBe("/search?q=[redacted]&page=2");
    expect(serializeRequestForLog({ method: "GET", url: "/api/search?q=phone+9876543210" }).url).toBe("/api/search?q=[redacted]");
  });
});
