import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { blogPosts } from "#server/db/schema.ts";
import { seedSiteContentOnce } from "#server/modules/site-content/seed.ts";
import { signInAsAdmin } from "#tests/support/admin.ts";
import { testWorker } from "#tests/support/outbox.ts";
import { jsonLdNode } from "#tests/support/json-ld.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { testConfig } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase } from "#tests/support/test-database.ts";

/**
 * The public pages show the site's copy as stored (issue 13): an edit through /api/site reaches every
 * page that shows it, cached or not, and the next email. Pages rendered for real from the sources, in
 * production mode (cached), on a database seeded as every start seeds it.
 */
describe("the public pages after a site-content edit", () => {
  let closeBuild: (() => Promise<void>) | undefined;
  let build: ServerBuild;
  let sink: SmtpSink;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Database;
  let config: ReturnType<typeof testConfig>;
  let headers: { authorization: string };

  beforeAll(async () => {
    ({ build, close: closeBuild } = await loadServerBuild());
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(async () => {
    await closeBuild?.();
    await sink.close();
  });

  beforeEach(async () => {
    sink.received.length = 0;
    db = await resetDatabase();
    await seedSiteContentOnce(db);
    config = testConfig({ smtpUrl: sink.url, staffEmail: "staff@vistaar.example", formRateLimitPerMinute: 1000, formAddressRateLimitPerMinute: 1000 });
    app = await buildApp({ config, database: await getTestDatabase(), logger: false, pages: { build, mode: "production" } });
    await app.ready();
    headers = await signInAsAdmin(app, db);
  });
  afterEach(() => app.close());

  const page = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  /** The visible text of an element's markup: tags dropped, entities of the usual characters decoded. */
  const text = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
  const between = (html: string, start: RegExp, end: string) => {
    const from = html.search(start);
    expect(from, String(start)).toBeGreaterThanOrEqual(0);
    return html.slice(from, html.indexOf(end, from));
  };
  const infoPanel = (html: string) => text(between(html, /<dialog[^>]*id="company-info"/, "</dialog>"));
  const footer = (html: string) => text(between(html, /<footer/, "</footer>"));
  const put = async (url: string, payload: object) => {
    const response = await app.inject({ method: "PUT", url, headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const post = async (url: string, payload: object) => {
    const response = await app.inject({ method: "POST", url, headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("a new phone number and new hours show on the info panel, the footer, the contact page, the JSON-LD and in the next email", async () => {
    // Cached first, as visitors would have them.
    for (const url of ["/", "/contact", "/faq"]) await page(url);
    expect(infoPanel(await page("/"))).toContain("+91 98765 43210");

    const company = (await app.inject({ method: "GET", url: "/api/site/company", headers })).json();
    const { updatedAt: _updatedAt, ...details } = company;
    const hours = [{ days: "Monday - Saturday", hours: "10:00 AM - 7:00 PM" }, { days: "Sunday", hours: "Closed" }];
    await put("/api/site/company", { ...details, phone: "+91 99887 76655", responseTime: "two working days", hours });

    const home = await page("/");
    for (const part of [infoPanel(home), footer(home)]) {
      expect(part).toContain("+91 99887 76655");
      expect(part).not.toContain("98765 43210");
    }
    expect(home).toContain('href="tel:+919988776655"');
    expect(jsonLdNode(home, "Organization")).toMatchObject({
      "@type": ["Organization", "ProfessionalService"],
      telephone: "+91 99887 76655",
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "10:00", closes: "19:00" },
      ],
    });
    expect(infoPanel(home)).toContain("10:00 AM - 7:00 PM");
    expect(text(home)).toContain("We will reply within two working days with ideas");

    const contact = await page("/contact");
    const details_ = text(between(contact, /<main/, "</main>"));
    expect(details_).toContain("+91 99887 76655");
    expect(details_).toContain("We reply to every message within two working days.");
    expect(text(await page("/faq"))).toMatch(/call \+91 99887 76655 ?\. We reply within two working days ?\./);

    // The next email: its footer (written at send time) and the confirmation's own words.
    const sent = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ravi Patel", email: "ravi@patelgroup.example", phone: "", subject: "Website", message: "Please call me." },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await testWorker(db, config).runOnce()).toMatchObject({ sent: 2 });
    for (const mail of sink.received) {
      expect(mail.text).toContain("+91 99887 76655");
      expect(mail.text).not.toContain("98765 43210");
      expect(mail.html).toContain("+91 99887 76655");
      expect(mail.html).toContain('href="tel:+919988776655"');
    }
    const confirmation = sink.received.find((mail) => mail.to.includes("ravi@patelgroup.example"))!;
    expect(confirmation.text).toContain("reply within two working days");
  });

  it("a new company name is what page titles, Open Graph, JSON-LD, the feed, the next emails and the authenticator app call the company", async () => {
    await db.insert(blogPosts).values({
      title: "Local SEO for clinics",
      slug: "local-seo-for-clinics",
      excerpt: "How clinics in Anand reach the map pack.",
      content: "Start with your profile.",
      category: "SEO",
      author: "Riya Mehta",
      date: "2026-11-20",
      readTime: "3 min read",
      imageUrl: "/images/blog/local-seo.webp",
      status: "published",
    });
    // Cached first, as visitors would have them.
    for (const url of ["/", "/about", "/blog", "/blog/local-seo-for-clinics", "/blog/rss.xml"]) await page(url);

    const { updatedAt: _updatedAt, ...details } = (await app.inject({ method: "GET", url: "/api/site/company", headers })).json();
    await put("/api/site/company", { ...details, name: "Vistaar Digital", tagline: "Marketing that grows with you" });

    const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
    const siteName = (html: string) => html.match(/<meta property="og:site_name" content="([^"]*)"/)?.[1];
    const home = await page("/");
    expect(title(home)).toBe("Digital Marketing Solutions for Growing Businesses | Vistaar Digital");
    expect(siteName(home)).toBe("Vistaar Digital");
    expect(jsonLdNode(home, "Organization")).toMatchObject({ name: "Vistaar Digital" });
    const about = await page("/about");
    expect(title(about)).toBe("About Us | Vistaar Digital");
    expect(siteName(about)).toBe("Vistaar Digital");
    // The name's meaning quotes Hindi: marked as such, for screen readers (WCAG 3.1.2).
    expect(about).toContain('Vistaar (<span lang="hi">विस्तार</span>)');
    const blog = await page("/blog");
    expect(blog).toContain('<link rel="alternate" type="application/rss+xml" title="Vistaar Digital Blog" href="/blog/rss.xml"/>');
    const post = await page("/blog/local-seo-for-clinics");
    expect(title(post)).toBe("Local SEO for clinics | Vistaar Digital");
    expect(jsonLdNode(post, "BlogPosting")).toMatchObject({ publisher: { "@type": "Organization", name: "Vistaar Digital" } });
    expect(await page("/blog/rss.xml")).toContain("<title>Vistaar Digital Blog</title>");
    expect(title(await page("/thank-you"))).toBe("Thank You - Vistaar Digital");
    const missing = await app.inject({ method: "GET", url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(title(missing.body)).toBe("Page not found | Vistaar Digital");

    // The next emails: their own words (written when queued) and the header (written when sent).
    const sent = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ravi Patel", email: "ravi@patelgroup.example", phone: "", subject: "Website", message: "Please call me." },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const subscribed = await app.inject({ method: "POST", url: "/api/newsletter", payload: { email: "meera@iyerbakes.example" } });
    expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
    expect(await testWorker(db, config).runOnce()).toMatchObject({ sent: 3 });
    const confirmation = sink.received.find((mail) => mail.to.includes("ravi@patelgroup.example"))!;
    expect(confirmation.subject).toBe("We have received your message | Vistaar Digital");
    expect(confirmation.text).toContain("Thank you for contacting Vistaar Digital.");
    expect(confirmation.text).toContain("Team Vistaar Digital");
    const newsletter = sink.received.find((mail) => mail.to.includes("meera@iyerbakes.example"))!;
    expect(newsletter.subject).toBe("Please confirm your subscription to the Vistaar Digital newsletter");
    for (const mail of sink.received) {
      expect(mail.html).toContain(">Vistaar Digital</span>");
      expect(mail.html).toContain(">Marketing that grows with you</span>");
    }

    const setup = await app.inject({ method: "POST", url: "/api/admin/2fa/setup", headers, payload: {} });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(new URL(setup.json().otpauthUrl).searchParams.get("issuer")).toBe("Vistaar Digital");
  });

  it("a new FAQ entry and a new testimonial show on /faq, /testimonials and the home page", async () => {
    for (const url of ["/", "/faq", "/testimonials"]) await page(url);

    await post("/api/site/faq", { question: "Do you work on Sundays?", answer: "No, but we read every message on Monday.", group: "Working with us", homeOrder: 1 });
    await post("/api/site/testimonials", { name: "Meera Iyer", role: "Owner", company: "Iyer Bakes, Anand", quote: "Orders doubled by Diwali.", rating: 5, photo: null, order: 0 });

    const faq = await page("/faq");
    expect(text(faq)).toContain("Do you work on Sundays?");
    expect(faq).toContain('id="working-with-us"');
    const questions = (jsonLdNode(faq, "FAQPage").mainEntity as Array<{ name: string }>).map((entry) => entry.name);
    expect(questions).toContain("Do you work on Sundays?");

    const testimonials = text(await page("/testimonials"));
    expect(testimonials).toContain("Orders doubled by Diwali.");
    expect(testimonials).toContain("Owner, Iyer Bakes, Anand");

    const home = text(await page("/"));
    expect(home).toContain("Do you work on Sundays?");
    // The home page shows the first three testimonials: the new one comes first.
    expect(home).toContain("Orders doubled by Diwali.");
  });

  it("a renamed case study moves to its new address; the old one answers 301 there, an unknown one 404", async () => {
    const [study] = (await app.inject({ method: "GET", url: "/api/site/case-studies", headers })).json() as Array<Record<string, unknown>>;
    const oldPath = `/case-studies/${study!.slug as string}`;
    expect(text(await page(oldPath))).toContain(study!.title as string);

    const { id, slug: _slug, previousSlugs: _previous, updatedAt: _updatedAt, ...fields } = study!;
    const renamed = await put(`/api/site/case-studies/${id as string}`, { ...fields, title: "Tripling Dairy Orders Online" });
    expect(renamed.slug).toBe("tripling-dairy-orders-online");

    const moved = await app.inject({ method: "GET", url: oldPath });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/case-studies/tripling-dairy-orders-online");
    const html = await page("/case-studies/tripling-dairy-orders-online");
    expect(html).toContain("<h1");
    expect(text(html)).toContain("Tripling Dairy Orders Online");
    expect(text(await page("/case-studies"))).toContain("Tripling Dairy Orders Online");
    expect(await page("/sitemap.xml")).toContain("/case-studies/tripling-dairy-orders-online</loc>");
    expect(await page("/sitemap.xml")).not.toContain(`${oldPath}</loc>`);

    expect((await app.inject({ method: "GET", url: "/case-studies/no-such-study" })).statusCode).toBe(404);
  });

  it("/privacy and /terms render their Markdown, sanitised, are in the sitemap and linked from the footer and under every form", async () => {
    const privacy = await page("/privacy");
    expect(privacy).toContain("<title>Privacy Policy | Vistaar</title>");
    expect(privacy).toMatch(/<h2[^>]*>What we collect<\/h2>/);
    const terms = await page("/terms");
    expect(terms).toContain("<title>Terms of Use | Vistaar</title>");

    const [legal] = (await app.inject({ method: "GET", url: "/api/site/legal-pages", headers })).json() as Array<Record<string, unknown>>;
    const { id, updatedAt: _updatedAt, ...fields } = legal!;
    await put(`/api/site/legal-pages/${id as string}`, { ...fields, body: "## Changed\n\n<script>alert(1)</script> [x](javascript:alert(1))" });
    const edited = await page(`/${legal!.slug as string}`);
    expect(edited).toMatch(/<h2[^>]*>Changed<\/h2>/);
    expect(edited).not.toContain("<script>alert(1)</script>");
    expect(edited).not.toContain('href="javascript:');

    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toMatch(/\/privacy<\/loc>/);
    expect(sitemap).toMatch(/\/terms<\/loc>/);

    const home = await page("/");
    const footerLinks = between(home, /<footer/, "</footer>");
    expect(footerLinks).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    expect(footerLinks).toMatch(/<a[^>]*href="\/terms"[^>]*>Terms of Use<\/a>/);

    // Under every form that takes personal data: the home and contact forms, the newsletter (footer, blog,
    // its own page) and the proposal dialogs.
    const notes = (html: string) => html.replace(/<!-- -->/g, "").match(/We use your details only for this request\. <a href="\/privacy"/g)?.length ?? 0;
    expect(notes(home)).toBe(2); // the home contact form and the footer newsletter
    expect(notes(await page("/contact"))).toBe(2);
    expect(notes(await page("/blog"))).toBe(2);
    expect(notes(await page("/newsletter/subscribe"))).toBe(2);
    expect(notes(await page("/services/digital-branding/seo"))).toBe(2); // the proposal dialog and the footer
    expect(notes(await page("/services/digital-branding/leads-generation"))).toBeGreaterThanOrEqual(2);
  });
});
