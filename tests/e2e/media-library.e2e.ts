import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { adminToken, callAdminApi, signedInAdminPage } from "./support/admin.ts";
import { baseUrl, expectNoAxeViolations, launchBrowser, VIEWPORTS } from "./support/browser.ts";
import { toast } from "./support/toasts.ts";

let browser: Browser;
let token: string;
let fixtures: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  fixtures = mkdtempSync(path.join(os.tmpdir(), "vistaar-media-e2e-"));
});
afterAll(async () => {
  await browser?.close();
  rmSync(fixtures, { recursive: true, force: true });
});

/** Where the journey leaves its screenshots for people to look at (both themes, both widths). */
const SCREENSHOTS = path.join(PROJECT_ROOT, "test-results/media");
/** Names and pictures per attempt: a retried journey must not meet the files its first attempt stored. */
const newAttempt = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const adminApi = <T>(apiPath: string, init?: { method?: string; json?: unknown }) => callAdminApi<T>(token, apiPath, init);

interface LibraryImage {
  id: string;
  url: string;
  alt: string;
  originalName: string;
}

/** A picture of its own (its colour differs per call, so the content hash is new). */
async function newPicture(name: string, hue: number): Promise<string> {
  const file = path.join(fixtures, name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="100%" height="100%" fill="hsl(${hue} 70% 50%)"/><circle cx="480" cy="320" r="180" fill="#fff"/><text x="40" y="80" font-size="48">${name}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

describe("the media library at /admin/media", () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`uploads two images, edits an alt text, searches, is told where one is used instead of deleting it, and deletes the other (${viewport.width} px)`, async () => {
      const attempt = newAttempt();
      const first = `harbour-${size}-${attempt}.png`;
      const second = `spice-market-${size}-${attempt}.png`;
      const files = [await newPicture(first, size === "mobile" ? 20 : 200), await newPicture(second, size === "mobile" ? 110 : 300)];

      const page = await signedInAdminPage(browser, "/admin/media", { viewport });
      await page.getByRole("heading", { level: 1, name: "Media Library" }).waitFor();

      // Two at once, each with its own progress bar, then both in the grid, newest first.
      await page.locator('input[type="file"][multiple]').setInputFiles(files);
      const uploads = page.getByRole("list", { name: "Uploads" });
      await uploads.getByText(first).waitFor();
      await uploads.getByText(second).waitFor();
      await toast(page, "2 images uploaded");
      expect(await uploads.getByText("Uploaded").count()).toBe(2);
      const grid = page.getByRole("list", { name: "Images" });
      const card = (name: string) => grid.getByRole("listitem", { name, exact: true });
      await card(first).waitFor();
      await card(second).waitFor();
      expect(await card(first).getByText(/960 × 640 px/).count()).toBe(1);
      expect(await card(first).getByText("Not used yet").count()).toBe(1);

      // Alt text, edited in place.
      const alt = `Fishing boats moored at dawn ${attempt} ${size}`;
      await card(first).getByRole("textbox", { name: "Alt text" }).fill(alt);
      await card(first).getByRole("button", { name: `Save alt text of ${first}` }).click();
      await toast(page, "Image details saved");
      const library = await adminApi<LibraryImage[]>(`/api/media?q=${encodeURIComponent(first)}`);
      expect(library).toEqual([expect.objectContaining({ originalName: first, alt })]);
      const [used] = library;

      // Search by the alt text: only that image, and the search is in the address.
      await page.getByLabel("Search images").fill(`boats moored at dawn ${attempt} ${size}`);
      await page.waitForURL((url) => url.searchParams.get("q") === `boats moored at dawn ${attempt} ${size}`);
      await expect.poll(() => grid.getByRole("listitem").count(), { timeout: 15_000 }).toBe(1);
      expect(await card(first).getByRole("textbox", { name: "Alt text" }).inputValue()).toBe(alt);
      await page.getByLabel("Search images").fill(`nothing-like-this-${attempt}`);
      await page.getByText("No images match your search.").waitFor();
      await page.getByLabel("Search images").fill(attempt);
      await card(second).waitFor();

      // The same file again: the library says it has it, and keeps its alt text.
      await page.locator('input[type="file"][multiple]').setInputFiles(files[0]!);
      await toast(page, "This image was already in the library: nothing was added");
      await uploads.getByText("Already in library").waitFor();
      await uploads.getByText(`This image is already in the library as "${first}". Nothing was added, and its alt text was kept.`).waitFor();
      expect(await adminApi<LibraryImage[]>(`/api/media?q=${encodeURIComponent(first)}`)).toEqual([expect.objectContaining({ alt })]);

      // Used by a portfolio item and a testimonial: Delete says where instead of asking, and deletes nothing.
      const itemTitle = `Harbour Cafe Rebrand ${attempt} ${size}`;
      const item = await adminApi<{ _id: string }>("/api/portfolio", {
        method: "POST",
        json: { title: itemTitle, description: "New menu boards and signage.", category: "Branding", imageUrl: used!.url, status: "draft" },
      });
      const quoteBy = `Meera Iyer ${attempt} ${size}`;
      const testimonial = await adminApi<{ id: string }>("/api/site/testimonials", {
        method: "POST",
        json: { name: quoteBy, role: "Owner", company: "Iyer Bakes", quote: "Orders doubled by Diwali.", rating: 5, photo: { url: used!.url, alt: "Meera at her counter" } },
      });
      await page.reload();
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await card(first).getByRole("link", { name: `Portfolio item: ${itemTitle}` }).waitFor();
      expect(await card(first).getByRole("link", { name: `Testimonial: ${quoteBy}` }).getAttribute("href")).toBe(`/admin/site/testimonials?edit=${testimonial.id}`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `media-${viewport.width}-light.png`), fullPage: true });

      await card(first).getByRole("button", { name: `Delete ${first}` }).click();
      const inUse = page.getByRole("dialog", { name: "Image in use" });
      await inUse.getByText(`"${first}" cannot be deleted while it is used. Remove it from the 2 places below first`).waitFor();
      expect(await inUse.getByRole("link").allTextContents()).toEqual([`Portfolio item: ${itemTitle}`, `Testimonial: ${quoteBy}`]);
      expect(await inUse.getByRole("button", { name: "Delete" }).count()).toBe(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `media-${viewport.width}-in-use.png`) });
      await inUse.getByRole("button", { name: "OK" }).click();
      await inUse.waitFor({ state: "hidden" });
      await card(first).waitFor();
      expect((await fetch(`${baseUrl()}${used!.url}`)).status).toBe(200);

      // Not used: gone, with every stored size.
      const [unused] = await adminApi<LibraryImage[]>(`/api/media?q=${encodeURIComponent(second)}`);
      await card(second).getByRole("button", { name: `Delete ${second}` }).click();
      await page.getByRole("dialog", { name: "Delete image" }).getByRole("button", { name: "Delete" }).click();
      await toast(page, "Image deleted");
      await card(second).waitFor({ state: "detached" });
      expect((await fetch(`${baseUrl()}${unused!.url}`)).status).toBe(404);
      expect((await fetch(`${baseUrl()}${unused!.url.replace(".webp", "-480.webp")}`)).status).toBe(404);

      // The other theme, for people to look at, and for axe.
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await page.waitForSelector("html.dark[data-hydrated]", { state: "attached" });
      await card(first).waitFor();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: path.join(SCREENSHOTS, `media-${viewport.width}-dark.png`), fullPage: true });

      // Each place is a link to the form that edits it: the item opens in the portfolio's editor, the
      // testimonial in its own; the address forgets the request, so a reload does not open it again.
      await card(first).getByRole("link", { name: `Portfolio item: ${itemTitle}` }).click();
      const itemForm = page.getByRole("dialog", { name: "Edit Portfolio Item" });
      await itemForm.getByLabel("Title*").waitFor();
      expect(await itemForm.getByLabel("Title*").inputValue()).toBe(itemTitle);
      await page.waitForURL((url) => url.pathname === "/admin/portfolio" && !url.searchParams.has("edit"));
      await itemForm.getByRole("button", { name: "Cancel" }).click();
      await page.goBack();
      await card(first).getByRole("link", { name: `Testimonial: ${quoteBy}` }).click();
      const testimonialForm = page.getByRole("dialog", { name: "Edit testimonial" });
      await testimonialForm.getByLabel("Name", { exact: true }).waitFor();
      expect(await testimonialForm.getByLabel("Name", { exact: true }).inputValue()).toBe(quoteBy);
      await testimonialForm.getByRole("button", { name: "Cancel" }).click();

      await adminApi(`/api/portfolio/${item._id}`, { method: "DELETE" });
      await adminApi(`/api/site/testimonials/${testimonial.id}`, { method: "DELETE" });
      await adminApi(`/api/media/${used!.id}`, { method: "DELETE" });
      await page.context().close();
    });
  }
});

/** Puts a picture in the library through the API, as the Media page's upload does. */
async function uploadToLibrary(file: string): Promise<LibraryImage> {
  const form = new FormData();
  form.append("image", new Blob([readFileSync(file)], { type: "image/png" }), path.basename(file));
  const response = await fetch(`${baseUrl()}/api/media`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json() as Promise<LibraryImage>;
}

describe("a post's pictures beyond its live text (decision 051)", () => {
  it("lists a published post's unpublished changes as a use and refuses to delete; History names a revision's deleted picture before and after Restore", async () => {
    const attempt = newAttempt();
    const coverName = `diwali-cover-${attempt}.png`;
    const oldName = `old-banner-${attempt}.png`;
    const cover = await uploadToLibrary(await newPicture(coverName, 40));
    const old = await uploadToLibrary(await newPicture(oldName, 160));
    const post = {
      title: `Diwali Offers ${attempt}`,
      excerpt: "Three campaigns that filled shops in Anand.",
      content: "Live text.",
      imageUrl: "/images/blog/local-seo.webp",
      category: "Marketing",
      author: "Riya Mehta",
      readTime: "3 min read",
      status: "published",
    };
    // An editor puts a new cover on a published post; autosave keeps it as pending edits.
    const live = await adminApi<{ _id: string }>("/api/blog", { method: "POST", json: post });
    await adminApi(`/api/blog/${live._id}/autosave`, { method: "POST", json: { ...post, imageUrl: cover.url } });

    const page = await signedInAdminPage(browser, `/admin/media?q=${encodeURIComponent(coverName)}`);
    const card = page.getByRole("list", { name: "Images" }).getByRole("listitem", { name: coverName, exact: true });
    const use = card.getByRole("link", { name: `Blog post (unpublished changes): ${post.title}` });
    await use.waitFor();
    // It opens the post in the editor, where the pending edits are.
    expect(await use.getAttribute("href")).toBe(`/admin/blog?edit=${live._id}`);
    await card.getByRole("button", { name: `Delete ${coverName}` }).click();
    const inUse = page.getByRole("dialog", { name: "Image in use" });
    await inUse.getByText(`"${coverName}" cannot be deleted while it is used.`, { exact: false }).waitFor();
    expect(await inUse.getByRole("link").allTextContents()).toEqual([`Blog post (unpublished changes): ${post.title}`]);
    await inUse.getByRole("button", { name: "OK" }).click();
    await inUse.waitFor({ state: "hidden" });
    expect((await fetch(`${baseUrl()}${cover.url}`)).status).toBe(200);

    // A draft whose first revision had a picture deleted from the library since.
    const draftTitle = `Old Banner Story ${attempt}`;
    const draft = await adminApi<{ _id: string }>("/api/blog", { method: "POST", json: { ...post, title: draftTitle, status: "draft", imageUrl: old.url, content: `Our old banner:\n\n![Old banner](${old.url})` } });
    await adminApi(`/api/blog/${draft._id}`, { method: "PUT", json: { ...post, title: draftTitle, status: "draft" } });
    await adminApi(`/api/media/${old.id}`, { method: "DELETE" });
    const file = old.url.slice(old.url.lastIndexOf("/") + 1);

    await page.goto(`${baseUrl()}/admin/blog?search=${encodeURIComponent(draftTitle)}`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("button", { name: `Edit ${draftTitle}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Blog Post" });
    await editor.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    const revisions = history.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
    await revisions.nth(1).waitFor();
    await revisions.last().getByRole("button").click();
    const before = history.getByRole("note", { name: "Images no longer in the library" });
    await before.waitFor();
    expect(await before.textContent()).toBe(
      `This revision's images are no longer in the library: ${file} (the post's image, in the text). Restoring brings them back as missing pictures: pick new ones before publishing.`,
    );
    await expectNoAxeViolations(page);
    await history.getByRole("button", { name: "Restore" }).click();
    await toast(page, "Revision restored");
    const after = page.getByRole("dialog", { name: "Edit Blog Post" }).getByRole("note", { name: "Images no longer in the library" });
    await after.waitFor();
    expect(await after.textContent()).toBe(`This revision's images are no longer in the library: ${file} (the post's image, in the text). Pick new ones before publishing.`);
    await expectNoAxeViolations(page);
    // Taken out of the text, the picture is named only where it is left.
    const restoredEditor = page.getByRole("dialog", { name: "Edit Blog Post" });
    await restoredEditor.getByRole("button", { name: "Markdown" }).click();
    await restoredEditor.getByLabel("Content*").fill("Our new banner is coming.");
    await after.getByText(`${file} (the post's image). Pick new ones before publishing.`, { exact: false }).waitFor();

    await adminApi(`/api/blog/${draft._id}`, { method: "DELETE" });
    await adminApi(`/api/blog/${live._id}`, { method: "DELETE" });
    await adminApi(`/api/media/${cover.id}`, { method: "DELETE" });
    await page.context().close();
  });
});

describe("the media picker", () => {
  it("fills a portfolio item's image from the library: search, choose, use", async () => {
    const attempt = newAttempt();
    const file = await newPicture(`picker-${attempt}.png`, 45);
    const alt = `Terracotta lamps on a shelf ${attempt}`;
    const form = new FormData();
    form.append("alt", alt);
    form.append("image", new Blob([readFileSync(file)], { type: "image/png" }), path.basename(file));
    const added = await fetch(`${baseUrl()}/api/media`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(added.status).toBe(201);
    const image = (await added.json()) as LibraryImage;

    const page = await signedInAdminPage(browser, "/admin/portfolio");
    await page.getByRole("button", { name: "New Item" }).click();
    const itemForm = page.getByRole("dialog", { name: "New Portfolio Item" });
    await itemForm.getByRole("button", { name: "Choose from library" }).click();
    const picker = page.getByRole("dialog", { name: "Choose an image" });
    await picker.waitFor();
    await picker.getByLabel("Search images").fill(`lamps on a shelf ${attempt}`);
    await expect.poll(() => picker.getByRole("list", { name: "Images" }).getByRole("button").count(), { timeout: 15_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await picker.getByRole("button", { name: alt }).click();
    await picker.getByRole("button", { name: "Use this image" }).click();
    await picker.waitFor({ state: "hidden" });
    expect(await itemForm.getByRole("img", { name: "Preview of the chosen image" }).getAttribute("src")).toBe(image.url);

    await itemForm.getByRole("button", { name: "Cancel" }).click();
    await adminApi(`/api/media/${image.id}`, { method: "DELETE" });
    await page.context().close();
  });
});
