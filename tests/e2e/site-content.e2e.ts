import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { CompanyDetailsRecord } from "#contracts/site-company.ts";
import type { FaqEntryRecord } from "#contracts/site-faq.ts";
import type { SiteImagesRecord } from "#contracts/site-images.ts";
import type { TestimonialRecord } from "#contracts/site-testimonials.ts";
import { adminToken, callAdminApi, signedInAdminPage } from "./support/admin.ts";
import { baseUrl, expectNoAxeViolations, launchBrowser, nativeQuestions, newPage, VIEWPORTS, visit, wouldAskBeforeUnload } from "./support/browser.ts";
import { toast } from "./support/toasts.ts";

/**
 * The admin's 'Site content' area (issue 13): staff change the phone number, put the FAQ in a new
 * order from the keyboard, add a testimonial with a photo from the media library and change the home
 * hero's picture, at a phone's width and a laptop's. Everything changed is put back afterwards: other
 * files read the same site.
 * Each change is then checked on the public page that shows it.
 */

let browser: Browser;
let token: string;
const run = Date.now().toString(36);
const api = <T>(apiPath: string, init: { method?: string; json?: unknown } = {}) => callAdminApi<T>(token, apiPath, init);

interface LibraryImage {
  id: string;
  url: string;
  alt: string;
}
let picture: LibraryImage;
let originalCompany: CompanyDetailsRecord;
let originalImages: SiteImagesRecord;
let originalFaqOrder: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  const form = new FormData();
  form.append("alt", `Our studio at dusk ${run}`);
  // A picture of this run's own: the library keeps one file per encoded image, so the bare fixture would be
  // the very file another test file's post uses (staff-accounts), and deleting it afterwards refused.
  const photo = await sharp(readFileSync(path.resolve("tests/fixtures/cafe-photo.jpg")))
    .modulate({ hue: 1 + (Date.now() % 358) })
    .jpeg()
    .toBuffer();
  form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "studio.jpg");
  const added = await fetch(`${baseUrl()}/api/media`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(added.status).toBe(201);
  picture = (await added.json()) as LibraryImage;
  originalCompany = await api<CompanyDetailsRecord>("/api/site/company");
  originalImages = await api<SiteImagesRecord>("/api/site/images");
  originalFaqOrder = (await api<FaqEntryRecord[]>("/api/site/faq")).map((entry) => entry.id);
});

afterAll(async () => {
  await restoreCompany();
  await restoreImages();
  await restoreFaqOrder();
  await deleteOwnTestimonials();
  await api(`/api/media/${picture.id}`, { method: "DELETE" });
  await browser?.close();
});

/**
 * The browser files run two at a time against one server, and others read the shipped company details,
 * FAQ, testimonials and hero pictures: each test puts back what it changed as soon as it ends (the
 * after-all hook does it once more, should a test fail before registering).
 */
const restoreCompany = async () => {
  const { updatedAt: _updatedAt, ...company } = originalCompany;
  await api("/api/site/company", { method: "PUT", json: company });
};
const restoreImages = async () => {
  const { updatedAt: _updatedAt, ...images } = originalImages;
  await api("/api/site/images", { method: "PUT", json: images });
};
const restoreFaqOrder = async () => {
  await api("/api/site/faq/order", { method: "PUT", json: { ids: originalFaqOrder } });
};
const deleteOwnTestimonials = async () => {
  for (const testimonial of await api<TestimonialRecord[]>("/api/site/testimonials")) {
    if (testimonial.name.endsWith(run)) await api(`/api/site/testimonials/${testimonial.id}`, { method: "DELETE" });
  }
};

/** Chooses the test's picture in the media library's picker, opened by `opener`. */
async function pickPicture(page: Page, opener: ReturnType<Page["getByRole"]>) {
  await opener.click();
  const picker = page.getByRole("dialog", { name: "Choose an image" });
  await picker.getByLabel("Search images").fill(`studio at dusk ${run}`);
  await expect.poll(() => picker.getByRole("list", { name: "Images" }).getByRole("button").count(), { timeout: 15_000 }).toBe(1);
  await picker.getByRole("button", { name: picture.alt }).click();
  await picker.getByRole("button", { name: "Use this image" }).click();
  await picker.waitFor({ state: "hidden" });
}

const UNSAVED_CHANGES = "You have unsaved changes. Leave without saving them?";
const SCREENS = ["Company details", "Services", "FAQ", "Testimonials", "Case studies", "Team", "Client logos", "Legal pages", "Images"];

describe("the Site content area", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`opens every screen from its tabs at ${viewport.width} px, without sideways scrolling`, async () => {
      const page = await signedInAdminPage(browser, "/admin/site", { viewport });
      await page.getByRole("heading", { level: 1, name: "Site content" }).waitFor();
      for (const screen of SCREENS) {
        await (screen === SCREENS[0] ? page.getByRole("link", { name: new RegExp(`^${screen}`) }) : page.getByRole("link", { name: screen, exact: true })).click();
        await page.getByRole("heading", { level: 1, name: screen }).waitFor();
        // Lists and forms are on screen once loaded.
        await page.locator(`form, ol[aria-label="${screen}"], ul[aria-label="${screen}"]`).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${screen} at ${name}`).toBe(true);
      }
      await page.context().close();
    });
  }

  it("previews a legal page's Markdown as the page will show it", async () => {
    const page = await signedInAdminPage(browser, "/admin/site/legal-pages");
    await page.getByRole("button", { name: /^Edit Privacy/ }).click();
    const form = page.getByRole("dialog", { name: "Edit legal page" });
    await form.getByText("Preview", { exact: true }).click();
    await form.getByRole("heading", { level: 2, name: "What we collect" }).waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();
    await page.context().close();
  });

  it("shows the open screen's tab at 390 px, however far along the strip it is", async () => {
    const page = await signedInAdminPage(browser, "/admin/site/case-studies", { viewport: VIEWPORTS.mobile });
    const tabs = page.getByRole("navigation", { name: "Site content" });
    /** The open screen's tab lies wholly inside the strip's visible width. */
    const activeTabInView = () =>
      tabs.evaluate((nav) => {
        const active = nav.querySelector("[aria-current=page]")!.getBoundingClientRect();
        const strip = nav.getBoundingClientRect();
        return active.left >= strip.left && active.right <= strip.right;
      });
    expect(await tabs.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    await expect.poll(activeTabInView).toBe(true);
    await tabs.getByRole("link", { name: "Images" }).click();
    await page.waitForURL("**/admin/site/images");
    await expect.poll(activeTabInView).toBe(true);
    await tabs.getByRole("link", { name: "Company details" }).click();
    await page.waitForURL("**/admin/site/company");
    await expect.poll(activeTabInView).toBe(true);
    await page.context().close();
  });

  it("changes the phone number in the company details (390 px)", async () => {
    onTestFinished(restoreCompany);
    const page = await signedInAdminPage(browser, "/admin/site/company", { viewport: VIEWPORTS.mobile });
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("12");
    await page.getByRole("button", { name: "Save company details" }).click();
    await toast(page, "Phone numbers may contain digits, spaces, brackets, dashes and a leading +");
    expect((await api<CompanyDetailsRecord>("/api/site/company")).phone).toBe(originalCompany.phone);

    await phone.fill("+91 99250 12345");
    await page.getByRole("button", { name: "Save company details" }).click();
    await toast(page, "Company details saved");
    expect((await api<CompanyDetailsRecord>("/api/site/company")).phone).toBe("+91 99250 12345");
    await expectNoAxeViolations(page);

    const contact = await newPage(browser);
    await visit(contact, "/contact");
    await contact.getByRole("link", { name: "+91 99250 12345" }).first().waitFor();
    await contact.context().close();
    await page.context().close();
  });

  it("asks before a link leaves unsaved company details, and not once they are saved (1280 px)", async () => {
    onTestFinished(restoreCompany);
    const page = await signedInAdminPage(browser, "/admin/site/company");
    let answer: "accept" | "dismiss" = "dismiss";
    const asked = nativeQuestions(page, () => answer);
    const dashboard = page.getByRole("complementary", { name: "Admin" }).getByRole("link", { name: "Dashboard" });
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("+91 99250 54321");
    expect(await wouldAskBeforeUnload(page)).toBe(true);

    // Answered 'no': still here, with the edit.
    await dashboard.click();
    await expect.poll(() => asked).toEqual([UNSAVED_CHANGES]);
    expect(new URL(page.url()).pathname).toBe("/admin/site/company");
    expect(await phone.inputValue()).toBe("+91 99250 54321");

    // Answered 'yes': gone, the edit thrown away.
    answer = "accept";
    await dashboard.click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(asked).toEqual([UNSAVED_CHANGES, UNSAVED_CHANGES]);
    expect((await api<CompanyDetailsRecord>("/api/site/company")).phone).toBe(originalCompany.phone);

    // Saved: leaving asks nothing.
    await page.goBack();
    await phone.fill("+91 99250 54321");
    await page.getByRole("button", { name: "Save company details" }).click();
    await toast(page, "Company details saved");
    expect(await wouldAskBeforeUnload(page)).toBe(false);
    await dashboard.click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(asked).toHaveLength(2);
    await page.context().close();
  });

  it("asks before Escape or Cancel closes a list entry's form with unsaved edits, and never for one left as it was", { timeout: 60_000 }, async () => {
    const page = await signedInAdminPage(browser, "/admin/site/faq");
    let answer: "accept" | "dismiss" = "dismiss";
    const asked = nativeQuestions(page, () => answer);
    const form = page.getByRole("dialog", { name: "Edit FAQ entry" });
    await page.getByRole("button", { name: /^Edit / }).first().click();
    const question = form.getByLabel("Question", { exact: true });
    const typed = `${await question.inputValue()} (draft)`;
    await question.fill(typed);
    // Answered 'no': the form stays open with the edit.
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual([UNSAVED_CHANGES, UNSAVED_CHANGES]);
    expect(await form.isVisible()).toBe(true);
    expect(await question.inputValue()).toBe(typed);
    answer = "accept";
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "hidden" });

    // Each list's forms, a stored entry's and a new one's, opened and left as they were, close at once.
    let closed = 0;
    for (const screen of SCREENS.filter((name) => !["Company details", "Images"].includes(name))) {
      await page.getByRole("link", { name: screen, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: screen }).waitFor();
      for (const opener of [page.getByRole("button", { name: /^Edit / }).first(), page.getByRole("button", { name: /^Add / })]) {
        if ((await opener.count()) === 0) continue;
        await opener.click();
        const opened = page.getByRole("dialog", { name: /^(Edit|Add) / });
        await opened.locator("form").waitFor();
        await page.keyboard.press("Escape");
        await opened.waitFor({ state: "hidden" });
        closed += 1;
      }
    }
    expect(asked).toHaveLength(3);
    // Most lists have entries and take new ones.
    expect(closed).toBeGreaterThan(7);
    await page.context().close();
  });

  it("puts the FAQ in a new order from the keyboard (1280 px)", async () => {
    onTestFinished(restoreFaqOrder);
    const [first, second] = await api<FaqEntryRecord[]>("/api/site/faq");
    const page = await signedInAdminPage(browser, "/admin/site/faq");
    const list = page.getByRole("list", { name: "FAQ" });
    await list.getByRole("button", { name: `Reorder ${first!.question}` }).focus();
    await page.keyboard.press("ArrowDown");
    await toast(page, "Order saved");
    await expect.poll(async () => (await api<FaqEntryRecord[]>("/api/site/faq")).slice(0, 2).map((entry) => entry.id)).toEqual([second!.id, first!.id]);
    // The moved row keeps the focus, so a second press moves it on.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Reorder ${first!.question}`);
    await expect.poll(() => list.getByRole("listitem").first().textContent()).toContain(second!.question);
    await page.getByRole("status").filter({ hasText: `${first!.question}: position 2 of` }).waitFor({ state: "attached" });

    // The move buttons do the same.
    await list.getByRole("button", { name: `Move ${first!.question} up` }).click();
    await expect.poll(async () => (await api<FaqEntryRecord[]>("/api/site/faq"))[0]!.id).toBe(first!.id);

    await list.getByRole("button", { name: `Reorder ${first!.question}` }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(async () => (await api<FaqEntryRecord[]>("/api/site/faq"))[1]!.id).toBe(first!.id);
    const faq = await newPage(browser);
    await visit(faq, "/faq");
    const questions = await faq.locator("main details summary").allTextContents();
    expect(questions.findIndex((text) => text.includes(second!.question))).toBeLessThan(questions.findIndex((text) => text.includes(first!.question)));
    await faq.context().close();
    await page.context().close();
  });

  it("adds a testimonial with a photo from the media library (390 px)", async () => {
    onTestFinished(deleteOwnTestimonials);
    const name = `Meera Joshi ${run}`;
    const page = await signedInAdminPage(browser, "/admin/site/testimonials", { viewport: VIEWPORTS.mobile });
    await page.getByRole("button", { name: "Add testimonial" }).click();
    const form = page.getByRole("dialog", { name: "Add testimonial" });
    await form.getByRole("button", { name: "Add testimonial" }).click();
    await form.getByText("Name is required").first().waitFor();

    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Role", { exact: true }).fill("Owner");
    await form.getByLabel("Company", { exact: true }).fill("Joshi Sweets, Nadiad");
    await form.getByLabel("Quote", { exact: true }).fill("Our Diwali orders doubled, and we finally understand our numbers.");
    await form.getByLabel("Rating (stars, 1 to 5)").fill("5");
    await pickPicture(page, form.getByRole("group", { name: "Photo" }).getByRole("button", { name: "Choose from library" }));
    expect(await form.getByLabel("Photo: alt text").inputValue()).toBe(picture.alt);
    await form.getByRole("button", { name: "Add testimonial" }).click();
    await form.waitFor({ state: "hidden" });
    await page.getByRole("list", { name: "Testimonials" }).getByText(name).waitFor();

    const stored = (await api<TestimonialRecord[]>("/api/site/testimonials")).find((testimonial) => testimonial.name === name);
    expect(stored).toMatchObject({ role: "Owner", company: "Joshi Sweets, Nadiad", rating: 5, photo: { url: picture.url, alt: picture.alt } });
    const testimonials = await newPage(browser);
    await visit(testimonials, "/testimonials");
    await testimonials.getByText(name).waitFor();
    expect(await testimonials.locator(`img[src^="${picture.url.replace(/\.[a-z]+$/, "")}"]`).count()).toBeGreaterThan(0);
    await testimonials.context().close();
    await page.context().close();
  });

  it("changes the home hero's picture, and the home page shows it (1280 px)", async () => {
    onTestFinished(restoreImages);
    const page = await signedInAdminPage(browser, "/admin/site/images");
    const digitalBranding = page.getByRole("group", { name: "Digital Branding", exact: true });
    await pickPicture(page, digitalBranding.getByRole("button", { name: "Change image" }));
    await digitalBranding.getByLabel("Digital Branding: alt text").fill(`A brand workshop in our studio ${run}`);
    await page.getByRole("button", { name: "Save images" }).click();
    await toast(page, "Images saved");
    expect((await api<SiteImagesRecord>("/api/site/images")).hero["digital-branding"]).toEqual({ url: picture.url, alt: `A brand workshop in our studio ${run}` });
    await expectNoAxeViolations(page);

    // The cached home page was dropped: its hero shows the new picture first.
    const home = await newPage(browser);
    await visit(home, "/");
    const hero = home.locator("section[aria-labelledby=home-hero-heading]");
    expect(await hero.getByRole("img", { name: `A brand workshop in our studio ${run}` }).getAttribute("src")).toBe(picture.url);
    await home.context().close();
    await page.context().close();
  });
});
