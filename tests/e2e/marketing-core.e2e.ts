import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeHero } from "#app/content/home.ts";
import { WEB_FONT_COOKIE } from "#contracts/theme.ts";
import { baseUrl, expectNoAxeViolations, holdReact, launchBrowser, newPage, VIEWPORTS, visit, hydrate } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** SPEC §3: the hero's eight service offerings, in order, and the routes of SPEC §2 they lead to. */
const HERO_SERVICES = [
  ["Digital Branding", "/services/digital-branding"],
  ["Tech Solutions", "/services/tech-solutions"],
  ["Graphics Design", "/services/graphic-design"],
  ["HR Solutions", "/services/hr-solutions"],
  ["Academy", "/services/academy"],
  ["Ecommerce Support", "/services/ecommerce-support"],
  ["Research", "/services/research"],
  ["Management Solutions", "/services/management-solutions"],
] as const;

const CASE_STUDY_TITLES = [
  "Doubling Online Orders for a Dairy Brand",
  "Rebuilding Hiring for a Textile Manufacturer",
  "Local SEO Growth for a Multispecialty Clinic Chain",
];
/** SPEC §2: the slug is the lower-cased title with spaces replaced by hyphens. */
const slugOf = (title: string) => title.toLowerCase().replaceAll(" ", "-");

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents().then((all) => all.map((text) => text.trim()));
const h1Texts = (page: Page) => page.getByRole("heading", { level: 1 }).allTextContents();
/** The page's JSON-LD nodes (a block's @graph, or the block). */
const jsonLdBlocks = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((script) => [JSON.parse(script.textContent ?? "null")].flatMap((block) => block["@graph"] ?? [block])));

/** Fakes the page's clock and stops it: timers fire only when the test moves time on with runFor(). */
async function stopClock(page: Page) {
  const start = new Date("2025-01-06T10:00:00+05:30").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Opens `path` under the stopped clock and waits for React, so timers start at the stopped time and no earlier. */
async function visitWithStoppedClock(page: Page, path: string) {
  await page.goto(path);
  await hydrate(page);
}

/**
 * Opens the home page under the stopped clock without React: the hero's slideshow is the inline
 * script's (docs/decisions/027), and nothing in the first view loads the framework.
 */
async function visitHomeBeforeReact(page: Page) {
  await page.goto("/");
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

const activeHeroTitle = (page: Page) => page.locator('[data-hero-slide][data-active="true"] h2').textContent();
const activeExploreHref = (page: Page) =>
  page.locator('[data-hero-slide][data-active="true"]').getByRole("link", { name: "Explore Service" }).getAttribute("href");
const currentDot = (page: Page, label: string) =>
  page.getByRole("region", { name: label }).locator('button[aria-current="true"]').getAttribute("aria-label");

async function checkHome(page: Page) {
  expect(await page.title()).toBe("Digital Marketing Solutions for Growing Businesses | Vistaar");
  expect(await h1Texts(page)).toEqual([homeHero.headline]);

  // Hero: eight services in SPEC's order, each with 'Explore Service' to its route and 'Get Started' to /contact.
  expect(await texts(page, "[data-hero-slide] h2")).toEqual(HERO_SERVICES.map(([title]) => title));
  const slides = page.locator("[data-hero-slide]");
  for (const [index, [, route]] of HERO_SERVICES.entries()) {
    expect(await slides.nth(index).locator("a", { hasText: "Explore Service" }).getAttribute("href")).toBe(route);
    expect(await slides.nth(index).locator("a", { hasText: "Get Started" }).getAttribute("href")).toBe("/contact");
  }
  expect(await page.getByRole("region", { name: "Our services" }).getByRole("button", { name: /^Show / }).count()).toBe(8);
  expect(await page.getByRole("link", { name: "SCROLL DOWN" }).isVisible()).toBe(true);

  // 'Why Choose Us': '10+ Years Experience' and the four points.
  expect(await page.getByRole("heading", { name: "Why Choose Us", level: 2 }).count()).toBe(1);
  expect((await page.locator("[data-experience]").textContent())?.replace(/\s+/g, " ")).toBe("10+ Years Experience");
  expect(await texts(page, "[data-why-point] h3")).toEqual(["Expert Team", "Proven Results", "Customized Solutions", "Transparent Communication"]);

  // 'What We Offer': four cards and 'Explore All Services' to /services.
  expect(await texts(page, "[data-offer-card] h3")).toEqual(["Digital Marketing", "Web Development", "SEO Optimization", "Social Media Management"]);
  expect(await page.getByRole("link", { name: "Explore All Services" }).getAttribute("href")).toBe("/services");

  // The image carousel has seven slides; the brand carousel its logos.
  expect(await page.locator("[data-carousel-slide]").count()).toBe(7);
  expect(await page.locator("[data-carousel-slide] img").count()).toBe(7);
  expect(await page.getByRole("heading", { name: "Brands We've Worked With" }).count()).toBe(1);
  expect(await page.locator("[data-brand-slide] img").count()).toBeGreaterThanOrEqual(6);

  // 'Drive Your Business Growth': three statistics, the badge and 'Start Growing Today'.
  expect(await page.getByRole("heading", { name: "Drive Your Business Growth" }).count()).toBe(1);
  const stats = await texts(page, "[data-stat]");
  expect(stats).toHaveLength(3);
  expect(stats[0]).toContain("150%");
  expect(stats[0]).toMatch(/average revenue growth/i);
  expect(stats[1]).toContain("300+");
  expect(stats[1]).toMatch(/successful projects/i);
  expect(stats[2]).toContain("95%");
  expect(stats[2]).toMatch(/client satisfaction/i);
  const main = (await page.locator("main").textContent()) ?? "";
  expect(main).toContain("Proven Results");
  expect(main).toContain("Trusted by 500+ businesses");
  expect(await page.getByRole("link", { name: "Start Growing Today" }).getAttribute("href")).toBe("/contact");

  // Three case studies linking to /case-studies/{slug}; three testimonials rated 5.
  const caseStudyLinks = page.locator("[data-case-study] h3 a");
  expect(await caseStudyLinks.allTextContents()).toEqual(CASE_STUDY_TITLES);
  for (const [index, title] of CASE_STUDY_TITLES.entries()) {
    expect(await caseStudyLinks.nth(index).getAttribute("href")).toBe(`/case-studies/${slugOf(title)}`);
  }
  expect(await page.locator("[data-testimonial]").count()).toBe(3);
  expect(await page.locator("[data-testimonial]").getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(3);
  expect(await page.getByRole("link", { name: "Read More Testimonials" }).getAttribute("href")).toBe("/testimonials");

  // The call-to-action band embeds the contact form; the FAQ has five questions.
  expect(await page.locator('section[aria-labelledby="cta-heading"] form').count()).toBe(1);
  expect(await page.locator("[data-faq-item]").count()).toBe(5);

  const organization = (await jsonLdBlocks(page)).find((block) => [block["@type"]].flat().includes("Organization"));
  expect(organization.address.addressLocality).toBe("Anand");
  expect(organization.telephone).toBe("+91 98765 43210");
  expect(organization.email).toBe("hello@vistaar.example");
  expect(organization.sameAs).toHaveLength(3);
  expect(organization.openingHoursSpecification).toHaveLength(2);
}

async function checkAbout(page: Page) {
  expect(await page.title()).toBe("About Us | Vistaar");
  expect(await h1Texts(page)).toEqual(["About Us"]);
  expect(await page.getByRole("heading", { name: "Our Evolution" }).count()).toBe(1);
  expect(await page.locator("section[aria-labelledby='evolution'] ol > li").count()).toBeGreaterThanOrEqual(4);
  expect(await texts(page, "[data-vertical] h3")).toEqual(["Digital", "Tech", "Graphics", "HR", "Academy", "Foundation"]);
  expect(await page.locator("[data-mission] li").count()).toBeGreaterThanOrEqual(3);
  expect(await page.getByRole("heading", { name: "The Meaning of Our Name" }).count()).toBe(1);
  expect(await page.locator("main").textContent()).toContain("Vistaar (विस्तार)");
  expect((await page.locator("[data-vision]").textContent())?.length).toBeGreaterThan(40);
  const video = page.locator("video");
  expect(await video.getAttribute("src")).toBe("/video/vistaar-story.mp4");
  expect(await video.getAttribute("preload")).toBe("none");
  expect(await video.getAttribute("poster")).toBe("/video/vistaar-story-poster.webp");
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(true);
}

async function checkThankYou(page: Page) {
  expect(await page.title()).toBe("Thank You - Vistaar");
  expect(await h1Texts(page)).toEqual(["Thank You!"]);
  const main = (await page.locator("main").textContent()) ?? "";
  expect(main).toContain("Your message has been successfully sent. We'll get back to you as soon as possible.");
  expect(await page.getByRole("heading", { name: "What's Next?" }).count()).toBe(1);
  const steps = await texts(page, "[data-next-steps] li");
  expect(steps).toHaveLength(3);
  expect(steps[0]).toMatch(/confirmation email shortly/);
  expect(steps[1]).toMatch(/team will review your message/);
  expect(steps[2]).toMatch(/24-48 hours/);
  expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  expect(await page.getByRole("link", { name: "Send Another Message" }).getAttribute("href")).toBe("/contact");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
}

async function checkFaq(page: Page) {
  expect(await page.title()).toBe("Frequently Asked Questions | Vistaar");
  expect(await h1Texts(page)).toEqual(["Frequently Asked Questions"]);
  const entries = await page.locator("[data-faq-item]").count();
  expect(entries).toBeGreaterThanOrEqual(12);
  expect(await page.locator("section[id] > h2").count()).toBeGreaterThanOrEqual(3);
  const faqPage = (await jsonLdBlocks(page)).find((block) => block["@type"] === "FAQPage");
  expect(faqPage.mainEntity).toHaveLength(entries);
  expect(faqPage.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
}

async function checkTestimonials(page: Page) {
  expect(await page.title()).toBe("Client Testimonials | Vistaar");
  expect(await h1Texts(page)).toEqual(["Client Testimonials"]);
  const cards = page.locator("[data-testimonial]");
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  expect(await cards.getByRole("img", { name: /^Rated [1-5] out of 5$/ }).count()).toBe(await cards.count());
  for (let index = 0; index < 3; index += 1) {
    expect(await cards.nth(index).getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(1);
  }
}

async function checkCaseStudies(page: Page) {
  expect(await page.title()).toBe("Case Studies | Vistaar");
  expect(await h1Texts(page)).toEqual(["Case Studies"]);
  expect(await page.locator("[data-case-study] h2 a").allTextContents()).toEqual(CASE_STUDY_TITLES);
}

function checkCaseStudy(title: string) {
  return async (page: Page) => {
    expect(await page.title()).toBe(`${title} | Vistaar`);
    expect(await h1Texts(page)).toEqual([title]);
    for (const heading of ["The challenge", "Our approach", "The results"]) {
      expect(await page.getByRole("heading", { name: heading, level: 2 }).count()).toBe(1);
    }
    expect(await page.locator("[data-result]").count()).toBeGreaterThanOrEqual(3);
  };
}

const PAGES: Array<[string, (page: Page) => Promise<void>]> = [
  ["/", checkHome],
  ["/about", checkAbout],
  ["/thank-you", checkThankYou],
  ["/faq", checkFaq],
  ["/testimonials", checkTestimonials],
  ["/case-studies", checkCaseStudies],
  ...CASE_STUDY_TITLES.map((title): [string, (page: Page) => Promise<void>] => [`/case-studies/${slugOf(title)}`, checkCaseStudy(title)]),
];

describe("the marketing pages, in both themes, on a phone and a desktop", () => {
  for (const [path, check] of PAGES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ["light", "dark"] as const) {
        it(`${path} at ${name} width in ${colorScheme} theme: title, h1, contents and no axe violations`, async () => {
          const page = await newPage(browser, { viewport, colorScheme });
          const response = await visit(page, path);
          expect(response?.status()).toBe(200);
          await check(page);
          await expectNoAxeViolations(page);
          await page.context().close();
        });
      }
    }
  }
});

describe("the home hero", () => {
  it("features the next service every 5 seconds and wraps around after the eighth", async () => {
    const page = await newPage(browser);
    await stopClock(page);
    await visitHomeBeforeReact(page);
    expect(await activeHeroTitle(page)).toBe("Digital Branding");
    const picture = page.locator("img[data-hero-image]");
    const firstPicture = await picture.getAttribute("src");
    expect(firstPicture).toMatch(/^data:image\/svg\+xml,/);
    for (let step = 1; step <= HERO_SERVICES.length; step += 1) {
      const [title, route] = HERO_SERVICES[step % HERO_SERVICES.length]!;
      await page.clock.runFor(4900);
      expect(await activeHeroTitle(page)).toBe(HERO_SERVICES[step - 1]![0]);
      await page.clock.runFor(100);
      await expect.poll(() => activeHeroTitle(page)).toBe(title);
      expect(await activeExploreHref(page)).toBe(route);
      if (step === 1) expect(await picture.getAttribute("src")).toBe("/images/home/hero-tech-solutions.svg");
    }
    expect(await activeHeroTitle(page)).toBe("Digital Branding");
    // The first picture again: sent once, in the image's own src (app/features/home/hero-rotation.ts).
    expect(await picture.getAttribute("src")).toBe(firstPicture);
    expect(await picture.getAttribute("alt")).toMatch(/^A megaphone/);
    await page.context().close();
  });

  it("shows a service on request and can be paused and played again", async () => {
    const page = await newPage(browser);
    await stopClock(page);
    await visitHomeBeforeReact(page);
    await page.getByRole("button", { name: "Show Research" }).click();
    await expect.poll(() => activeHeroTitle(page)).toBe("Research");
    expect(await page.getByRole("button", { name: "Show Research" }).getAttribute("aria-current")).toBe("true");
    // The pointer rests on the carousel: it waits.
    await page.clock.runFor(10_000);
    expect(await activeHeroTitle(page)).toBe("Research");

    await page.getByRole("button", { name: "Pause the service slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(15_000);
    expect(await activeHeroTitle(page)).toBe("Research");
    await page.getByRole("button", { name: "Play the service slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroTitle(page)).toBe("Management Solutions");
    await page.context().close();
  });

  it("waits while the tab is hidden", async () => {
    const page = await newPage(browser);
    await stopClock(page);
    await visitHomeBeforeReact(page);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (value ? "hidden" : "visible") });
        document.dispatchEvent(new Event("visibilitychange"));
      }, hidden);
    await setHidden(true);
    await page.clock.runFor(15_000);
    expect(await activeHeroTitle(page)).toBe("Digital Branding");
    await setHidden(false);
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroTitle(page)).toBe("Tech Solutions");
    await page.context().close();
  });

  it("stays still for visitors who prefer reduced motion, until they press play", async () => {
    const page = await newPage(browser, { reducedMotion: "reduce" });
    await stopClock(page);
    await visitHomeBeforeReact(page);
    await page.clock.runFor(20_000);
    expect(await activeHeroTitle(page)).toBe("Digital Branding");
    await page.getByRole("button", { name: "Play the service slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroTitle(page)).toBe("Tech Solutions");
    await page.context().close();
  });

  it("keeps its place when the islands take over, and rotates again when the visitor comes back to the home page", async () => {
    const page = await newPage(browser);
    await stopClock(page);
    await visitHomeBeforeReact(page);
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroTitle(page)).toBe("Tech Solutions");
    await hydrate(page);
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroTitle(page)).toBe(HERO_SERVICES[2]![0]);
    expect(await page.locator("html[data-hydrated]").count()).toBe(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "About Us", exact: true }).click();
    await page.waitForURL("**/about");
    await page.getByRole("banner").getByRole("link", { name: "Vistaar home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await activeHeroTitle(page)).toBe("Digital Branding");
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroTitle(page)).toBe("Tech Solutions");
    await page.context().close();
  });

  it("stays still while the page arrives slowly: nothing in it or in the footer jumps as more of the HTML comes in", async () => {
    const slowServer = await serveHtmlSlowly(baseUrl());
    try {
      // The home page's hero, and a page shorter than a phone's screen, whose footer arrives in view.
      for (const path of ["/", "/leads-generation"]) {
        for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
          const page = await newPage(browser, { viewport, baseURL: slowServer.url });
          await page.addInitScript(recordLayoutShiftsInContent);
          await page.goto(path, { waitUntil: "load" });
          expect(await page.getByRole("contentinfo").count()).toBe(1);
          const shifts = (await page.evaluate("window.__layoutShiftsInContent")) as { score: number; moved: string[] };
          // The home page's glows scored 0.107 at 390 px and 0.023 at 1280 px (docs/decisions/069); the
          // footer of /leads-generation, rising as it filled in below a stretched <main>, 0.023 at 390 px.
          expect(shifts.score, `${path} at ${viewport.width} px: ${shifts.moved.join("; ")}`).toBeLessThan(0.001);
          await page.context().close();
        }
      }
    } finally {
      await slowServer.close();
    }
  });
});

/**
 * A front for the test server that sends each HTML page in 4 KB pieces 40 ms apart, as a slow
 * connection does: the browser paints what it has parsed between the pieces.
 */
async function serveHtmlSlowly(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", target), { headers: { accept: request.headers.accept ?? "*/*" } });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    response.writeHead(upstream.status, { "content-type": type });
    if (!type.startsWith("text/html")) return void response.end(body);
    for (let offset = 0; offset < body.length; offset += 4096) {
      response.write(body.subarray(offset, offset + 4096));
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Page script: the layout shifts that moved something inside <main> or the footer, in
 * `window.__layoutShiftsInContent`: their score added up (as CLS counts it) and what moved (the
 * element's classes, from where to where). The header's buttons are left out: they widen as their
 * markup arrives, 0.001-0.004 a page (docs/decisions/069).
 */
const recordLayoutShiftsInContent = `
  window.__layoutShiftsInContent = { score: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const inContent = entry.sources.filter((source) => source.node instanceof Element && source.node.closest("main, footer"));
      if (inContent.length === 0) continue;
      window.__layoutShiftsInContent.score += entry.value;
      for (const source of inContent) window.__layoutShiftsInContent.moved.push(source.node.className + ": " + source.previousRect.y + " -> " + source.currentRect.y);
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

describe("the web font (docs/decisions/035)", () => {
  const WOFF2 = /\.woff2$/;
  const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

  it("is not waited for on a first visit: fetched after the page has loaded, and used from the next page on", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const fontRequests: number[] = [];
    page.on("request", (request) => WOFF2.test(request.url()) && fontRequests.push(Date.now()));
    await page.goto("/", { waitUntil: "load" });
    const loadedAt = Date.now();
    expect(fontRequests).toEqual([]);
    expect(await bodyFont(page)).toMatch(/^"Plus Jakarta Sans Fallback"/);
    await expect.poll(() => fontRequests.length, { timeout: 5_000 }).toBe(1);
    expect(fontRequests[0]!).toBeGreaterThan(loadedAt);
    // This page keeps the fallback: nothing on it moves.
    expect(await bodyFont(page)).toMatch(/^"Plus Jakarta Sans Fallback"/);
    // Once the font has arrived (the page script notes it; requested is not yet arrived, which on a busy
    // machine made the next page still use the fallback), the next page uses it.
    const webFontCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === WEB_FONT_COOKIE)?.value;
    await expect.poll(webFontCookie, { timeout: 10_000 }).toBe("1");

    await page.goto("/services");
    expect(await page.evaluate(() => document.documentElement.classList.contains("web-font"))).toBe(true);
    expect(await bodyFont(page)).toMatch(/^"Plus Jakarta Sans Variable"/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('1em "Plus Jakarta Sans Variable"'))).toBe(true);
    await page.context().close();
  });
});

describe("the home image carousel", () => {
  const label = "Studio gallery";
  // It runs once it comes near the screen (app/lib/islands/client.tsx): a visitor scrolls to it.
  const ready = async (page: Page) => {
    await page.getByRole("region", { name: label }).scrollIntoViewIfNeeded();
    await page.locator(`[aria-label="${label}"][data-ready="true"]`).waitFor();
  };

  it("autoplays every 3 seconds on a desktop and moves with the previous and next buttons", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.desktop });
    await stopClock(page);
    await visitWithStoppedClock(page, "/");
    await ready(page);
    const region = page.getByRole("region", { name: label });
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 1 of 7");
    await page.clock.runFor(3000);
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 2 of 7");

    await region.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 3 of 7");
    await region.getByRole("button", { name: "Previous slide" }).click();
    await region.getByRole("button", { name: "Previous slide" }).click();
    await region.getByRole("button", { name: "Previous slide" }).click();
    // It loops: before the first slide comes the seventh.
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 7 of 7");
    await region.getByRole("button", { name: "Go to slide 4 of 7" }).click();
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 4 of 7");

    await region.getByRole("button", { name: "Pause automatic slide rotation" }).click();
    await page.clock.runFor(9000);
    expect(await currentDot(page, label)).toBe("Go to slide 4 of 7");
    await page.context().close();
  });

  it("autoplays every 4 seconds on a phone", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile });
    await stopClock(page);
    await visitWithStoppedClock(page, "/");
    await ready(page);
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 1 of 7");
    await page.clock.runFor(3000);
    expect(await currentDot(page, label)).toBe("Go to slide 1 of 7");
    await page.clock.runFor(1000);
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 2 of 7");
    await page.context().close();
  });

  it("carries on from the slide a visitor swiped to before React arrived", async () => {
    const page = await newPage(browser, { viewport: VIEWPORTS.mobile, reducedMotion: "reduce" });
    const release = await holdReact(page);
    await page.goto("/");
    const region = page.getByRole("region", { name: label });
    await region.scrollIntoViewIfNeeded();
    // Before React the slides are a natively scrolled strip: a swipe lands on the third one.
    const strip = region.locator("[tabindex='0']");
    await strip.evaluate((element) => {
      const slides = element.querySelectorAll<HTMLElement>("[data-carousel-slide]");
      element.scrollTo({ left: slides[2]!.offsetLeft - slides[0]!.offsetLeft, behavior: "instant" });
    });
    release();
    await hydrate(page);
    await ready(page);
    // The slide whose left edge is nearest the strip's: the one a visitor sees first.
    const firstShown = () =>
      strip.evaluate((element) => {
        const left = element.getBoundingClientRect().left;
        const slides = [...element.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
        const distance = (slide: HTMLElement) => Math.abs(slide.getBoundingClientRect().left - left);
        return slides.reduce((nearest, slide) => (distance(slide) < distance(nearest) ? slide : nearest)).getAttribute("aria-label");
      });
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 3 of 7");
    expect(await firstShown()).toBe("3 of 7");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => currentDot(page, label)).toBe("Go to slide 4 of 7");
    await expect.poll(firstShown).toBe("4 of 7");
    await page.context().close();
  });

  it("moves with the arrow keys", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    await ready(page);
    const region = page.getByRole("region", { name: label });
    await region.getByRole("button", { name: "Pause automatic slide rotation" }).click();
    const before = await currentDot(page, label);
    const index = Number(before!.match(/slide (\d)/)![1]);
    await region.locator("[tabindex='0']").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentDot(page, label)).toBe(`Go to slide ${(index % 7) + 1} of 7`);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => currentDot(page, label)).toBe(before);
    await page.context().close();
  });
});

describe("the FAQ accordion", () => {
  const openQuestions = (page: Page) => page.locator("details[data-faq-item][open] summary").allTextContents();

  it("keeps at most one question open on the home page; clicking the open one closes it", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    const summaries = page.locator("[data-faq-item] summary");
    const [first, second] = (await summaries.allTextContents()).slice(0, 2);
    expect(await openQuestions(page)).toEqual([]);
    await summaries.nth(0).click();
    await expect.poll(() => openQuestions(page)).toEqual([first]);
    await summaries.nth(1).click();
    await expect.poll(() => openQuestions(page)).toEqual([second]);
    expect(await page.locator("[data-faq-item]").nth(1).locator("p").isVisible()).toBe(true);
    await summaries.nth(1).click();
    await expect.poll(() => openQuestions(page)).toEqual([]);
    await page.context().close();
  });

  it("keeps at most one open across the groups of /faq", async () => {
    const page = await newPage(browser);
    await visit(page, "/faq");
    const summaries = page.locator("[data-faq-item] summary");
    const all = await summaries.allTextContents();
    await summaries.nth(0).click();
    await summaries.nth(all.length - 1).click();
    await expect.poll(() => openQuestions(page)).toEqual([all[all.length - 1]]);
    await page.context().close();
  });

  it("opens and closes without JavaScript", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const summary = page.locator("[data-faq-item] summary").first();
    await summary.click();
    expect(await openQuestions(page)).toHaveLength(1);
    await summary.click();
    expect(await openQuestions(page)).toHaveLength(0);
    // The rest of the page reads without JavaScript too: the first service and all seven slides are there.
    expect(await activeHeroTitle(page)).toBe("Digital Branding");
    expect(await page.locator("[data-carousel-slide]").count()).toBe(7);
    await context.close();
  });
});

describe("case studies", () => {
  it("are reached from the home page's cards at /case-studies/{slug}", async () => {
    const page = await newPage(browser);
    await visit(page, "/");
    await page.locator("[data-case-study] h3 a").nth(1).click();
    await page.waitForURL(`**/case-studies/${slugOf(CASE_STUDY_TITLES[1]!)}`);
    await expect.poll(() => h1Texts(page)).toEqual([CASE_STUDY_TITLES[1]]);
    await page.context().close();
  });

  it("answers an unknown slug with the 404 page and status 404", async () => {
    expect((await fetch(`${baseUrl()}/case-studies/no-such-study`)).status).toBe(404);
    const page = await newPage(browser);
    const response = await visit(page, "/case-studies/no-such-study");
    expect(response?.status()).toBe(404);
    expect(await h1Texts(page)).toEqual(["Page not found"]);
    expect(await page.title()).toBe("Page not found | Vistaar");
    await page.context().close();
  });
});

describe("cards that are one link", () => {
  it("show where keyboard focus is: a ring round the whole card", async () => {
    const page = await newPage(browser);
    for (const pagePath of ["/", "/about", "/case-studies", "/portfolio"]) {
      await page.goto(pagePath);
      // The link's own outline is turned off: its ::after covers the card, which draws the ring instead.
      const links = page.locator("a.after\\:inset-0");
      expect(await links.count(), pagePath).toBeGreaterThan(0);
      const link = links.first();
      await link.focus();
      // The card's shadow transitions: the ring grows to its 2 px.
      await expect.poll(() => link.evaluate((element) => getComputedStyle(element.closest(".group")!).boxShadow), { message: pagePath }).toMatch(/0px 0px 0px 2px/);
    }
    await page.context().close();
  });
});

describe("the story video", () => {
  it("is a local H.264 mp4 of at most 1.5 MB with a WebP poster", async () => {
    const video = await fetch(`${baseUrl()}/video/vistaar-story.mp4`);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toContain("video/mp4");
    expect((await video.arrayBuffer()).byteLength).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    const poster = await fetch(`${baseUrl()}/video/vistaar-story-poster.webp`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toContain("image/webp");
  });

  it("is replaced by SPEC's message when it cannot be loaded", async () => {
    const page = await newPage(browser);
    await page.route("**/video/vistaar-story.mp4", (route) => route.abort());
    await visit(page, "/about");
    await page.locator("video").evaluate((video: HTMLVideoElement) => video.play().catch(() => {}));
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load video. Please try refreshing the page." });
    await alert.waitFor();
    expect(await page.locator("video").count()).toBe(0);
    await page.context().close();
  });
});

describe("sitemap.xml", () => {
  it("lists every public page and the published blog posts with absolute URLs", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
    const paths = locs.map((url) => url.pathname);
    const expected = [
      "/",
      "/about",
      "/services",
      ...HERO_SERVICES.map(([, route]) => route),
      ...[
        "social-media-marketing",
        "seo",
        "web-development",
        "ui-ux-design",
        "google-ads-ppc",
        "leads-generation",
        "influencer-marketing",
        "social-media-advertising",
      ].map((slug) => `/services/digital-branding/${slug}`),
      "/portfolio",
      "/blog",
      "/contact",
      "/faq",
      "/case-studies",
      ...CASE_STUDY_TITLES.map((title) => `/case-studies/${slugOf(title)}`),
      "/testimonials",
    ];
    for (const path of expected) expect(paths).toContain(path);
    // The demo content's published posts, each with the date it last changed.
    const posts = [...xml.matchAll(/<loc>[^<]+\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const [, , lastmod] of posts) expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
    expect(paths.filter((path) => path.startsWith("/admin") || path === "/thank-you")).toEqual([]);
    for (const url of locs) expect(url.protocol).toMatch(/^https?:$/);
  });
});
