import path from "node:path";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { jsonLdNode } from "#tests/support/json-ld.ts";
import { adminToken, callAdminApi, signedInAdminPage } from "./support/admin.ts";
import { baseUrl, expectNoAxeViolations, hydrate, isOnScreen, launchBrowser, nativeQuestions, newPage, VIEWPORTS, visit, wouldAskBeforeUnload } from "./support/browser.ts";
import { toast } from "./support/toasts.ts";

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

const FIXTURES = path.join(PROJECT_ROOT, "tests/fixtures");
const run = Date.now().toString(36);

const adminApi = <T>(apiPath: string, init?: { method?: string; json?: unknown }) => callAdminApi<T>(token, apiPath, init);

interface Row {
  _id: string;
  slug: string;
  date: string;
  title: string;
  status: string;
  imageUrl: string;
  tags?: string[];
}

const UNSAVED_CHANGES = "You have unsaved changes. Leave without saving them?";

const findPost = async (title: string) => (await adminApi<Row[]>("/api/blog")).find((post) => post.title === title);
const findItem = async (title: string) => (await adminApi<Row[]>("/api/portfolio")).find((item) => item.title === title);
const pageText = async (pagePath: string) => {
  const response = await fetch(`${baseUrl()}${pagePath}`);
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
};

async function publishedPost(title: string): Promise<Row> {
  const posts = await (await fetch(`${baseUrl()}/api/blog/status/published`)).json();
  return posts.find((post: Row) => post.title === title);
}

describe("blog publishing", () => {
  it("creates a draft with an uploaded image and tags, publishes it, edits it and deletes it", async () => {
    // Named per attempt: a retried journey must not find the post its first attempt left behind.
    const attempt = Date.now().toString(36);
    const title = `Festive Season Ads Checklist ${attempt}`;
    const category = `Seasonal ${attempt}`;
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    await form.waitFor();

    // SPEC §3 defaults are filled in for a new post.
    expect(await form.getByLabel("Category*").inputValue()).toBe("Digital Marketing");
    expect(await form.getByLabel("Read time*").inputValue()).toBe("5 min read");
    expect(await form.getByLabel("Status").inputValue()).toBe("published");
    expect(await form.getByLabel("Date*").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The author starts as whoever is signed in.
    const signedInName = await page.evaluate(() => (JSON.parse(localStorage.getItem("adminData")!) as { name: string }).name);
    expect(signedInName).not.toBe("");
    expect(await form.getByLabel("Author*").inputValue()).toBe(signedInName);
    for (const label of ["Title*", "Category*", "Author*", "Date*", "Read time*"]) {
      expect(await form.getByLabel(label).getAttribute("required"), label).not.toBeNull();
    }
    // The body is a rich-text editor: a textbox that says it is required.
    expect(await form.getByRole("textbox", { name: "Content*" }).getAttribute("aria-required")).toBe("true");
    // Cleared, the category and read time are asked for (the API alone fills in SPEC's defaults).
    await form.getByLabel("Category*").fill("");
    await form.getByLabel("Read time*").fill(" ");
    await form.getByRole("button", { name: "Create Post" }).click();
    for (const message of ["Title is required", "Category is required", "Read time is required"]) {
      await form.locator("p").filter({ hasText: message }).first().waitFor();
    }

    await form.getByLabel("Title*").fill(title);
    await form.getByLabel("Excerpt").fill("Ten things to check before Diwali campaigns go live.");
    // Typed in the editor's Markdown view: the body is stored as Markdown, raw HTML stays text.
    await form.getByRole("button", { name: "Markdown" }).click();
    await form.getByLabel("Content*").fill("Start early.\nBook budgets a month ahead.\n\nCheck your landing pages <b>twice</b>.");
    await form.getByLabel("Category*").fill(category);
    await form.getByLabel("Author*").fill("Kabir Desai");
    await form.getByLabel("Read time*").fill("4 min read");
    await form.getByLabel("Status").selectOption("draft");

    const tagInput = form.getByRole("textbox", { name: "Tags" });
    await tagInput.fill("  Google Ads ");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await tagInput.fill("Diwali");
    await tagInput.press("Enter");
    await tagInput.fill("Remove me");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByRole("button", { name: "Remove Remove me" }).click();
    expect(await form.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual(["Google Ads", "Diwali"]);

    await form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "cafe-photo.jpg"));
    await toast(page, "Image uploaded successfully");
    await expect
      .poll(() => form.getByRole("img", { name: "Preview of the chosen image" }).getAttribute("src"))
      .toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    await form.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Blog post created successfully");
    await form.waitFor({ state: "hidden" });
    // The new post is at the top of the list, as a draft.
    const firstRow = page.getByRole("row").nth(1);
    expect(await firstRow.textContent()).toContain(title);
    expect(await firstRow.textContent()).toContain("draft");
    // Its date as every admin screen writes one ("1 Dec 2026"), not as the public pages do ("December 1, 2026").
    const [year, month, day] = (await findPost(title))!.date.split("-").map(Number);
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    expect(await firstRow.textContent()).toContain(`Kabir Desai · ${day} ${months[month! - 1]} ${year}`);

    const draft = (await findPost(title))!;
    expect(draft).toMatchObject({ status: "draft", tags: ["Google Ads", "Diwali"] });
    const image = await fetch(`${baseUrl()}${draft.imageUrl}`);
    expect(image.headers.get("content-type")).toBe("image/webp");

    // A draft is nowhere on the public site.
    expect((await pageText("/blog")).text).not.toContain(title);
    expect((await pageText("/blog/rss.xml")).text).not.toContain(title);
    const hidden = await pageText(`/blog/${draft._id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.text).toContain("Blog post not found");

    // Publish it.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
    await edit.getByLabel("Status").selectOption("published");
    await edit.getByRole("button", { name: "Update Post" }).click();
    await toast(page, "Blog post updated successfully");
    expect(await page.getByRole("row").filter({ hasText: title }).textContent()).toContain("published");

    const list = await pageText("/blog");
    expect(list.text).toContain(title);
    const rss = await pageText("/blog/rss.xml");
    expect(rss.type).toContain("application/rss+xml");
    expect(rss.text).toContain(`<title>${title}</title>`);
    expect(rss.text).toContain(`/blog/${draft.slug}</link>`);
    expect(draft.slug).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    expect((await pageText("/sitemap.xml")).text).toContain(`/blog/${draft.slug}</loc>`);

    // Its page, as a visitor sees it.
    const visitor = await newPage(browser);
    await visit(visitor, "/blog");
    await visitor.getByRole("link", { name: /^Read Article/ }).filter({ hasText: title }).click();
    await visitor.waitForURL(`**/blog/${draft.slug}`);
    await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
    const article = visitor.getByRole("article").first();
    const text = await article.textContent();
    expect(text).toContain("Kabir Desai");
    expect(text).toContain("4 min read");
    const longMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
    expect(text).toContain(`${longMonths[month! - 1]} ${day}, ${year}`);
    expect(text).toContain(category);
    expect(text).toContain("#Google Ads");
    expect(text).toContain("Check your landing pages <b>twice</b>.");
    expect(await visitor.locator("article b").count()).toBe(0);
    const firstParagraph = visitor.getByText("Start early.");
    expect(await firstParagraph.innerText()).toBe("Start early.\nBook budgets a month ahead.");
    await visitor.context().close();

    // Edit the title and the tags.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    await edit.getByLabel("Title*").fill(`${title} (updated)`);
    await edit.getByRole("button", { name: "Remove Diwali" }).click();
    await edit.getByRole("button", { name: "Update Post" }).click();
    await toast(page, "Blog post updated successfully");
    // The publish's toast may still be up (the page waited behind the visitor's): the dialog closes once this save is done.
    await edit.waitFor({ state: "hidden" });
    expect((await findPost(`${title} (updated)`))!.tags).toEqual(["Google Ads"]);
    expect((await pageText(`/blog/${draft._id}`)).text).toContain(`${title} (updated)`);

    // Take it off the site: back to a draft.
    await page.getByRole("button", { name: `Edit ${title} (updated)` }).click();
    await edit.getByLabel("Status").selectOption("draft");
    await edit.getByRole("button", { name: "Update Post" }).click();
    await toast(page, "Blog post updated successfully");
    await edit.waitFor({ state: "hidden" });
    expect((await pageText(`/blog/${draft._id}`)).status).toBe(404);

    // Delete it, after confirming.
    await page.getByRole("button", { name: `Delete ${title} (updated)` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete post" });
    await confirm.getByText("Are you sure you want to delete this post?").waitFor();
    await confirm.getByText(`${title} (updated)`, { exact: true }).waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Blog post deleted successfully");
    await page.getByRole("row").filter({ hasText: title }).waitFor({ state: "detached" });
    // Its delete button went with it: the keyboard carries on from the page's heading, not the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    expect(await findPost(`${title} (updated)`)).toBeUndefined();
    expect((await pageText(`/blog/${draft._id}`)).status).toBe(404);

    // The activity log says what happened to it, in words: published and unpublished, not just "updated".
    await visit(page, "/admin/activity?kind=post");
    const entries = page.getByRole("row").filter({ hasText: title });
    await entries.first().waitFor();
    // Each as a sentence about the post (activityText, contracts/activity.ts).
    const actions = (await entries.locator("td:nth-child(3) > span:not([class])").allTextContents()).map((action) => action.trim());
    expect(actions.filter((action) => action !== "Blog post updated")).toEqual([
      "Blog post deleted",
      "Blog post unpublished (moved to draft)",
      "Blog post published",
      "Blog post created",
    ]);
    expect(actions.indexOf("Blog post updated")).toBeGreaterThan(actions.indexOf("Blog post unpublished (moved to draft)"));
    await page.context().close();
  });

  it("explains what is missing instead of saving an incomplete post", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    await form.getByLabel("Title*").fill("   ");
    // The author starts as whoever is signed in: emptied, it is asked for like the rest.
    await form.getByLabel("Author*").fill("");
    await form.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Title is required");
    for (const message of ["Title is required", "Content is required", "Author is required", "Image is required"]) {
      await form.locator("p").filter({ hasText: message }).first().waitFor();
    }
    expect(await form.getByLabel("Title*").getAttribute("aria-invalid")).toBe("true");
    await page.context().close();
  });

  it("says a tag is over 40 characters as it is typed, and never cuts it short: left to shorten, or refused at Create", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    const tagInput = form.getByRole("textbox", { name: "Tags" });
    const tags = form.getByRole("list", { name: "Tags" }).getByRole("listitem");
    const message = form.getByText("Each of the tags must be at most 40 characters");
    const forty = "Performance marketing for dental clinics";
    expect(forty).toHaveLength(40);

    await tagInput.fill(`${forty}s`);
    await message.waitFor();
    expect(await tagInput.getAttribute("aria-invalid")).toBe("true");
    // Enter does not add it cut short: it stays in the input, whole, to be shortened.
    await tagInput.press("Enter");
    expect(await tagInput.inputValue()).toBe(`${forty}s`);
    expect(await tags.count()).toBe(0);
    await tagInput.fill(forty);
    await message.waitFor({ state: "detached" });
    await tagInput.press("Enter");
    expect(await tags.allTextContents()).toEqual([forty]);

    // Left in the input when Create is pressed, it is added whole, marked, and the save is refused at the field.
    await tagInput.fill(`Local SEO, ${forty} too`);
    await form.getByRole("button", { name: "Create Post" }).click();
    await message.waitFor();
    expect(await tags.allTextContents()).toEqual([forty, "Local SEO", `${forty} too (too long)`]);
    await form.getByRole("button", { name: `Remove ${forty} too` }).click();
    await message.waitFor({ state: "detached" });
    expect(await tagInput.getAttribute("aria-invalid")).toBeNull();
    await page.context().close();
  });

  it("checks an image in the browser before sending it (size and type)", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const input = page.getByRole("dialog").locator('input[type="file"]');
    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().includes("/upload")) uploads++;
    });
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await toast(page, "File size should be less than 5MB");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await toast(page, "Only image files are allowed");
    expect(uploads).toBe(0);
    await page.context().close();
  });

  it("shows the server's refusal of a file that only pretends to be an image", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    await page
      .getByRole("dialog")
      .locator('input[type="file"]')
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("definitely text, not a PNG") });
    await toast(page, "Only image files are allowed");
    await page.context().close();
  });

  it("reports a failed list load with 'Error fetching blog posts'", async () => {
    const page = await signedInAdminPage(browser, "/admin");
    await page.route("**/api/blog", (route) => route.abort("connectionfailed"));
    await page.getByRole("complementary", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
    await toast(page, "Error fetching blog posts");
    await page.getByText("No blog posts found").waitFor();
    await page.context().close();
  });

  it("asks a staff member whose session ended mid-edit to sign in again over the editor, and keeps the post (decision 071)", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    // The token stops being valid (expired, or the secret changed) while the form is open.
    await page.evaluate(() => localStorage.setItem("adminToken", "expired.token.value"));
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    const title = `Kept across a sign-in ${run}`;
    await form.getByLabel("Title*").fill(title);
    await form.getByLabel("Content*").fill("Typed before the session ended.");
    await form.getByLabel("Author*").fill("Someone");
    // The next call to the server (here: the image upload) is refused with 401: SPEC §4's keys are
    // cleared, but the page stays, and the password is asked over it.
    await form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "speed-chart.png"));
    const signInAgain = page.getByRole("dialog", { name: "Your session has ended" });
    await signInAgain.waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/blog");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    expect(await signInAgain.getByLabel("Email").inputValue()).toBe(inject("adminEmail"));
    expect(await signInAgain.getByRole("link", { name: "Forgot your password?" }).count()).toBe(0);
    await expect.poll(() => signInAgain.getByLabel("Password", { exact: true }).evaluate((control) => control === document.activeElement)).toBe(true);

    await signInAgain.getByLabel("Password", { exact: true }).fill("not the password");
    await signInAgain.getByRole("button", { name: "Sign in" }).click();
    await signInAgain.getByText("Invalid email or password").first().waitFor();
    await signInAgain.getByLabel("Password", { exact: true }).fill(inject("adminPassword"));
    await signInAgain.getByRole("button", { name: "Sign in" }).click();
    await signInAgain.waitFor({ state: "hidden" });
    await toast(page, "Signed in again. Your work is still here: save it when you are ready.");
    expect(await form.getByLabel("Title*").inputValue()).toBe(title);

    // Carrying on where it stopped: the upload, then the post.
    await form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "speed-chart.png"));
    await toast(page, "Image uploaded successfully");
    await form.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Blog post created successfully");
    const posts = await callAdminApi<{ title: string; content: string }[]>(token, "/api/blog");
    expect(posts.find((post) => post.title === title)?.content).toBe("Typed before the session ended.");
    await page.context().close();
  });
});

describe("writing a rich post in the editor", () => {
  const title = `Why Page Speed Wins Leads ${run}`;

  it("writes a heading, a list, a link and an inline image from the library, publishes, and reads it on a phone", async () => {
    const chartName = `speed-chart-${run}.png`;
    const upload = new FormData();
    // A picture of this run's own (uploads are stored by content: a shared fixture may be in the library already).
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="100%" height="100%" fill="#0f766e"/><text x="40" y="90" font-size="56" fill="#fff">${chartName}</text></svg>`;
    upload.append("image", new Blob([new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer())], { type: "image/png" }), chartName);
    const added = await fetch(`${baseUrl()}/api/media`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: upload });
    expect(added.status).toBe(201);
    const chart = (await added.json()) as { id: string; url: string };

    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    await form.getByLabel("Title*").fill(title);
    await form.getByLabel("Author*").fill("Riya Mehta");
    await form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "cafe-photo.jpg"));
    await toast(page, "Image uploaded successfully");

    // Markdown shortcuts as staff type them: "## " makes a sub-heading, "- " a list, Ctrl+B bold.
    const body = form.getByRole("textbox", { name: "Content*" });
    await body.click();
    await page.keyboard.type("## Every second costs enquiries\nA slow page loses ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("half its visitors");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" before it shows.\n- Compress images\nCache pages\n\nAsk for our ");

    // The link dialog: a page of this site.
    await form.getByRole("button", { name: "Link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Add link" });
    await linkDialog.getByLabel("Address*").fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await linkDialog.getByText("Enter a web address").waitFor();
    await linkDialog.getByLabel("Address*").fill("/services/seo");
    await linkDialog.getByLabel("Text").fill("SEO audit");
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await linkDialog.waitFor({ state: "hidden" });
    await page.keyboard.type(" today.\n");

    // From the keyboard: a selected word, Ctrl+K, the address typed straight away (the cursor starts
    // there), and a full stop typed after the link stays outside it.
    await page.keyboard.type("Read the guide");
    await page.keyboard.press("Control+Shift+ArrowLeft");
    await page.keyboard.press("Control+k");
    await linkDialog.waitFor();
    await expect.poll(() => linkDialog.getByLabel("Address*").evaluate((control) => control === document.activeElement)).toBe(true);
    await page.keyboard.type("/blog");
    await page.keyboard.press("Enter");
    await linkDialog.waitFor({ state: "hidden" });
    await page.keyboard.press("End");
    await page.keyboard.type(".\n");

    // An inline image from the media library (uploaded earlier without alt text): the picker asks for
    // one (required unless marked decorative), and the library keeps it for next time.
    await form.getByRole("button", { name: "Image", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Insert image" });
    await picker.getByLabel("Search images").fill(chartName);
    await expect.poll(() => picker.getByRole("list", { name: "Images" }).getByRole("button").count(), { timeout: 15_000 }).toBe(1);
    await picker.getByRole("button", { name: chartName }).click();
    await picker.getByRole("button", { name: "Insert image" }).click();
    await picker.getByText("Describe the image for people who cannot see it").waitFor();
    await picker.getByLabel("Alt text*").fill("Chart of load time against enquiries");
    await picker.getByRole("button", { name: "Insert image" }).click();
    await picker.waitFor({ state: "hidden" });
    await form.locator('.post-editor-surface img[alt="Chart of load time against enquiries"]').waitFor();
    // Text typed under the picture is a paragraph of its own.
    await body.focus();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Numbers from our own clients.");

    // Word count and the reading time it proposes.
    await form.getByText(/^\d+ words/).waitFor();
    await form.getByRole("button", { name: "Use “1 min read” as the read time" }).click();
    expect(await form.getByLabel("Read time*").inputValue()).toBe("1 min read");

    // The Markdown view shows what is stored.
    await form.getByRole("button", { name: "Markdown" }).click();
    const markdown = await form.getByLabel("Content*").inputValue();
    expect(markdown).toContain("## Every second costs enquiries");
    expect(markdown).toContain("A slow page loses **half its visitors** before it shows.");
    expect(markdown).toMatch(/- Compress images\n- Cache pages/);
    expect(markdown).toContain("[SEO audit](/services/seo)");
    expect(markdown).toContain("Read the [guide](/blog).");
    expect(markdown).toContain(`![Chart of load time against enquiries](${chart.url})\n\nNumbers from our own clients.`);
    await form.getByRole("button", { name: "Markdown" }).click();

    // Search and social fields, with previews that follow the typing.
    await form.getByText("Search and social").click();
    expect(await form.getByLabel("Slug").inputValue()).toBe(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
    await form.getByLabel("Slug").fill(`page-speed-${run}`);
    const description = "Slow pages lose half their visitors. Five fixes that bring enquiries back, from images to caching.";
    await form.getByLabel("Meta description").fill(description);
    const searchPreview = form.getByRole("region", { name: "Search result preview" });
    expect(await searchPreview.textContent()).toContain(description);
    expect(await searchPreview.textContent()).toContain(`blog › page-speed-${run}`);
    // No search title: the post's title and the company's name as stored (this server's: the shipped one).
    expect(await searchPreview.textContent()).toContain(`${title} | Vistaar`);
    await form.getByText(`${description.length} characters, a good length`).waitFor();
    // The social image from the library too.
    await form.getByRole("button", { name: "Choose social image" }).click();
    const socialPicker = page.getByRole("dialog", { name: "Choose the social image" });
    await socialPicker.getByLabel("Search images").fill(chartName);
    await expect.poll(() => socialPicker.getByRole("list", { name: "Images" }).getByRole("button").count(), { timeout: 15_000 }).toBe(1);
    await socialPicker.getByRole("list", { name: "Images" }).getByRole("button").click();
    await socialPicker.getByRole("button", { name: "Use this image" }).click();
    await socialPicker.waitFor({ state: "hidden" });
    expect(await form.getByRole("textbox", { name: "Social image" }).inputValue()).toBe(chart.url);

    await form.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Blog post created successfully");
    await form.waitFor({ state: "hidden" });
    const stored = (await findPost(title))!;
    expect(stored.slug).toBe(`page-speed-${run}`);
    await page.context().close();

    // A visitor on a phone.
    const visitor = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const response = await visit(visitor, `/blog/${stored._id}`);
    expect(response!.status()).toBe(200);
    expect(new URL(visitor.url()).pathname).toBe(`/blog/page-speed-${run}`);
    const article = visitor.locator(".post-body");
    const heading = article.getByRole("heading", { level: 2, name: "Every second costs enquiries" });
    expect(await heading.getAttribute("id")).toBe("every-second-costs-enquiries");
    expect(await article.locator("strong").textContent()).toBe("half its visitors");
    expect(await article.getByRole("listitem").allTextContents()).toEqual(["Compress images", "Cache pages"]);
    expect(await article.getByRole("link", { name: "SEO audit" }).getAttribute("href")).toBe("/services/seo");
    const image = article.getByRole("img", { name: "Chart of load time against enquiries" });
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect(await image.getAttribute("src")).toBe(chart.url);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    // Nothing in the post is wider than the phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toBe(description);
    expect(await visitor.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/blog/page-speed-${run}$`));
    expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`${chart.url}$`));
    await expectNoAxeViolations(visitor);
    await visitor.context().close();
    await adminApi(`/api/blog/${stored._id}`, { method: "DELETE" });
    // The library learned the alt text written in the picker.
    expect((await adminApi<Array<{ id: string; alt: string }>>(`/api/media?q=${encodeURIComponent(chartName)}`)).find((item) => item.id === chart.id)?.alt).toBe(
      "Chart of load time against enquiries",
    );
  });

  it("opens a post written elsewhere, in Markdown the editor would write differently, as no edit: nothing asked on leaving, nothing saved", async () => {
    // `_a_`, `* item`, `1)`, two trailing spaces and `***` are Markdown the editor writes as `*a*`, `- item`, `1.`, `\` and `---`.
    const content = "Intro with _underscore emphasis_ and __strong__ text.\n\n* star bullet\n* another\n\n1) paren list\n\nA line  \nbreak.\n\n***";
    const post = await adminApi<Row>("/api/blog", {
      method: "POST",
      json: { title: `Written elsewhere ${run}`, content, excerpt: "Markdown from an API client.", category: "Notes", author: "QA", imageUrl: "/images/blog/local-seo.webp", status: "draft" },
    });
    const page = await signedInAdminPage(browser, `/admin/blog?edit=${post._id}`);
    try {
      const asked = nativeQuestions(page, "dismiss");
      const form = page.getByRole("dialog", { name: "Edit Blog Post" });
      await form.getByRole("textbox", { name: "Content*" }).waitFor();
      // Past the autosave's delay: an edit would have been saved into the draft by now.
      await page.waitForTimeout(4000);
      expect(await wouldAskBeforeUnload(page)).toBe(false);
      await form.getByRole("button", { name: "Markdown", exact: true }).click();
      expect(await form.getByRole("textbox", { name: "Content*" }).inputValue()).toBe(content);
      await form.getByRole("button", { name: "Cancel" }).click();
      await form.waitFor({ state: "hidden" });
      expect(asked).toEqual([]);
      const stored = (await adminApi<(Row & { content: string })[]>("/api/blog")).find((row) => row._id === post._id);
      expect(stored?.content).toBe(content);
    } finally {
      await page.context().close();
      await adminApi(`/api/blog/${post._id}`, { method: "DELETE" });
    }
  });

  it("keeps the headings, lists and links of text pasted from Google Docs", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const form = page.getByRole("dialog", { name: "New Blog Post" });
    const body = form.getByRole("textbox", { name: "Content*" });
    await body.click();
    // What Google Docs puts on the clipboard: everything inside a <b style="font-weight:normal">, its title an h1.
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h1 dir="ltr"><span>Launch plan</span></h1>' +
      '<p dir="ltr"><span>Three steps:</span></p><ul><li dir="ltr"><p dir="ltr"><span>Audit</span></p></li><li dir="ltr"><p dir="ltr"><span>Fix</span></p></li></ul>' +
      '<ol><li><p><span>Measure</span></p></li></ol><p dir="ltr"><a href="https://example.com/guide"><span>the guide</span></a></p></b>';
    await body.evaluate((element, pasted) => {
      const data = new DataTransfer();
      data.setData("text/html", pasted);
      data.setData("text/plain", "Launch plan");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, html);
    await form.getByRole("button", { name: "Markdown" }).click();
    const markdown = await form.getByLabel("Content*").inputValue();
    // The document's title becomes a sub-heading (the post's title is the page's only h1); nothing turns bold.
    expect(markdown).toMatch(/^## Launch plan\n\nThree steps:\n\n- Audit\n+- Fix\n\n1\. Measure\n\n\[the guide\]\(https:\/\/example\.com\/guide\)$/);
    await page.context().close();
  });
});

describe("a post's page", () => {
  const seededTitle = "How Local SEO Puts Anand Businesses on the Map";

  it("remembers likes and bookmarks in this browser, with a toast for each change", async () => {
    const { slug } = await publishedPost(seededTitle);
    const page = await newPage(browser);
    await visit(page, `/blog/${slug}`);
    const like = page.getByRole("button", { name: "Like" });
    const bookmark = page.getByRole("button", { name: "Bookmark" });
    expect(await like.getAttribute("aria-pressed")).toBe("false");

    await like.click();
    await toast(page, "Added to likes");
    await bookmark.click();
    await toast(page, "Added to bookmarks");

    await page.reload();
    await hydrate(page);
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(await bookmark.getAttribute("aria-pressed")).toBe("true");

    await like.click();
    await toast(page, "Removed from likes");
    await bookmark.click();
    await toast(page, "Removed from bookmarks");
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    await page.context().close();
  });

  it("a Like clicked before the islands have loaded is not lost: it counts once they have", async () => {
    const { slug } = await publishedPost(seededTitle);
    const page = await newPage(browser);
    await page.goto(`/blog/${slug}`);
    const like = page.getByRole("button", { name: "Like" });
    // The first thing the visitor does: the click reaches the button while it still waits (drawn inactive).
    expect(await like.getAttribute("aria-disabled")).toBe("true");
    // `force`: Playwright would wait for an aria-disabled button to be enabled; a visitor's finger does not.
    await like.click({ force: true });
    await toast(page, "Added to likes");
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    expect(await like.getAttribute("aria-disabled")).toBeNull();
    await page.context().close();
  });

  it("offers Copy Link, Twitter and LinkedIn when the device cannot share", async () => {
    const { slug } = await publishedPost(seededTitle);
    const page = await newPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no share sheet; make sure of it.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await visit(page, `/blog/${slug}`);
    const share = page.getByRole("button", { name: "Share" });
    await share.click();
    await expect.poll(() => share.getAttribute("aria-expanded")).toBe("true");

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const twitter = new URL((await page.getByRole("link", { name: "Share on Twitter" }).getAttribute("href"))!);
    expect(twitter.origin + twitter.pathname).toBe("https://twitter.com/intent/tweet");
    expect(twitter.searchParams.get("text")).toBe(seededTitle);
    expect(twitter.searchParams.get("url")).toBe(canonical);
    const linkedIn = new URL((await page.getByRole("link", { name: "Share on LinkedIn" }).getAttribute("href"))!);
    expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(linkedIn.searchParams.get("url")).toBe(canonical);
    expect(await page.getByRole("link", { name: "Share on LinkedIn" }).getAttribute("target")).toBe("_blank");

    await page.getByRole("button", { name: "Copy Link" }).click();
    await toast(page, "Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect.poll(() => share.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "Share on Twitter" }).isVisible()).toBe(false);

    // Escape closes the menu too, and so does a click beside it.
    await share.click();
    await expect.poll(() => share.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => share.getAttribute("aria-expanded")).toBe("false");
    await share.click();
    await page.getByRole("link", { name: "Share on Twitter" }).waitFor({ state: "visible" });
    await page.mouse.click(5, 300);
    await page.getByRole("link", { name: "Share on Twitter" }).waitFor({ state: "hidden" });
    await expect.poll(() => share.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("uses the device's share sheet when there is one", async () => {
    const { slug } = await publishedPost(seededTitle);
    const page = await newPage(browser);
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: unknown) => (window as unknown as { shared: unknown[] }).shared.push(data),
      });
    });
    await visit(page, `/blog/${slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: seededTitle, url: expect.stringMatching(new RegExp(`/blog/${slug}$`)) },
    ]);
    expect(await page.getByRole("button", { name: "Copy Link" }).isVisible()).toBe(false);
    await page.context().close();
  });

  it("has the post's own title, description, canonical, Open Graph article tags and BlogPosting data", async () => {
    const { _id: id, slug } = await publishedPost(seededTitle);
    // SPEC's /blog/{id} links still work: they move for good to the slug address.
    const moved = await fetch(`${baseUrl()}/blog/${id}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/blog/${slug}`);
    const { text } = await pageText(`/blog/${slug}`);
    expect(text).toContain(`<title>${seededTitle} | Vistaar</title>`);
    expect(text).toMatch(/<meta name="description" content="When someone nearby searches/);
    expect(text).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/blog/${slug}"`));
    expect(text).toContain('<meta property="og:type" content="article"');
    expect(text).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/blog\/local-seo\.webp"/);
    expect(jsonLdNode(text, "BlogPosting")).toMatchObject({ headline: seededTitle, datePublished: "2026-10-28", author: { name: "Riya Mehta" } });
    expect(text).toContain("October 28, 2026");
  });

  it("answers 404 'Blog post not found' with 'Back to Blog' for a draft or an unknown post", async () => {
    const draft = (await adminApi<Row[]>("/api/blog")).find((post) => post.status === "draft")!;
    for (const id of [draft._id, "not-a-post"]) {
      const page = await newPage(browser);
      const response = await visit(page, `/blog/${id}`);
      expect(response!.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Blog post not found" }).waitFor();
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await page.waitForURL((url) => url.pathname === "/blog");
      await page.context().close();
    }
  });

  it("shows a grey 'Image Error' placeholder when the post's image is broken", async () => {
    const post = await adminApi<Row>("/api/blog", {
      method: "POST",
      json: { title: `Broken image ${run}`, content: "Text", author: "Riya", imageUrl: "/uploads/ffffffffffffffffffffffffffffffff.webp" },
    });
    const page = await newPage(browser);
    await visit(page, `/blog/${post._id}`);
    await page.getByText("Image Error").first().waitFor();

    const admin = await signedInAdminPage(browser, "/admin/blog");
    await admin.getByRole("button", { name: `Edit Broken image ${run}` }).click();
    await admin.getByRole("dialog").getByText("Failed to load image preview").waitFor();
    await adminApi(`/api/blog/${post._id}`, { method: "DELETE" });
    await page.context().close();
    await admin.context().close();
  });
});

describe("the blog list", () => {
  it("filters by category with linkable chips, and says when a category is empty", async () => {
    const page = await newPage(browser);
    await visit(page, "/blog");
    expect(await page.getByRole("link", { name: "All Posts" }).getAttribute("aria-current")).toBe("page");
    // Each filter is a page of its own (loaded in full: docs/decisions/052).
    await page.getByRole("navigation", { name: "Filter posts by category" }).getByRole("link", { name: "SEO", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("category") === "SEO");
    await expect.poll(() => page.getByRole("link", { name: "SEO", exact: true }).getAttribute("aria-current")).toBe("page");
    const headings = await page.locator("#main article h2").allTextContents();
    expect(headings).toEqual(["How Local SEO Puts Anand Businesses on the Map"]);

    await page.getByRole("link", { name: "All Posts" }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => page.locator("#main article h2").count()).toBeGreaterThan(3);

    const empty = await pageText("/blog?category=Astrology");
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("No blog posts found in this category.");
    await page.context().close();
  });

  it("links its RSS feed and has the newsletter form", async () => {
    const { text } = await pageText("/blog");
    expect(text).toMatch(/<link [^>]*rel="alternate" type="application\/rss\+xml"[^>]*href="\/blog\/rss.xml"/);
    expect(text).toContain("Our Recent Blog");
    expect(text).toMatch(/name="source" value="Blog Page"/);
  });
});

describe("portfolio publishing", () => {
  const title = `Gopi Dairy Packaging ${run}`;
  const category = `Packaging ${run}`;

  it("creates an item with an image, shows it in the public modal, edits it and deletes it", async () => {
    const page = await signedInAdminPage(browser, "/admin/portfolio");
    await page.getByRole("heading", { level: 1, name: "Portfolio Management" }).waitFor();
    await page.getByRole("button", { name: "New Item" }).click();
    const form = page.getByRole("dialog", { name: "New Portfolio Item" });
    for (const label of ["Title*", "Description*", "Category*"]) {
      expect(await form.getByLabel(label).getAttribute("required"), label).not.toBeNull();
    }

    // The rules first: the form asks for every field it marks required (the API alone fills in SPEC's defaults).
    await form.getByRole("button", { name: "Create Item" }).click();
    await toast(page, "Title is required");
    for (const message of ["Title is required", "Description is required", "Category is required", "Image is required"]) {
      await form.locator("p").filter({ hasText: message }).first().waitFor();
    }
    expect(await findItem("Portfolio Item")).toBeUndefined();

    await form.getByLabel("Title*").fill(title);
    await form.getByLabel("Description*").fill("Milk pouch and carton designs for a dairy co-operative near Anand.");
    await form.getByLabel("Category*").fill(category);
    const technologies = form.getByRole("textbox", { name: "Technologies" });
    await technologies.fill("Illustrator");
    await technologies.press("Enter");
    await technologies.fill("Figma");
    await technologies.press("Enter");
    await form.locator('input[type="file"]').setInputFiles(path.join(FIXTURES, "speed-chart.png"));
    await toast(page, "Image uploaded successfully");
    await form.getByRole("button", { name: "Create Item" }).click();
    await toast(page, "Portfolio item created successfully!");
    expect(await page.getByRole("row").nth(1).textContent()).toContain(title);
    const created = (await findItem(title))!;
    expect(created.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    // The public page: filter to its category, open the modal, close it three ways.
    const visitor = await newPage(browser);
    await visit(visitor, "/portfolio");
    await visitor.getByRole("navigation", { name: "Filter projects by category" }).getByRole("link", { name: category }).click();
    await visitor.waitForURL((url) => url.searchParams.get("category") === category);
    await expect.poll(() => visitor.locator("#main article").count()).toBe(1);
    // Each project has its own address (`?item=`), kept with the category.
    const open = visitor.getByRole("link", { name: title });
    await open.click();
    await visitor.waitForURL((url) => url.searchParams.get("category") === category && url.searchParams.has("item"));
    const modal = visitor.getByRole("dialog", { name: title });
    await modal.getByText("Milk pouch and carton designs").waitFor();
    // Its picture, named by the media library's alt text (another journey may have described it) or the title.
    expect(await modal.locator(`img[src="${created.imageUrl}"]`).getAttribute("alt")).toBeTruthy();
    expect(await modal.getByRole("listitem").allTextContents()).toEqual(["Illustrator", "Figma"]);

    await modal.getByRole("link", { name: "Close" }).last().click();
    await modal.waitFor({ state: "hidden" });
    await visitor.waitForURL((url) => url.searchParams.get("category") === category && !url.searchParams.has("item"));
    expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe(title);

    await open.click();
    await modal.waitFor();
    await visitor.keyboard.press("Escape");
    await modal.waitFor({ state: "hidden" });

    await open.click();
    await modal.waitFor();
    // A modal once the page script has made it one (the server sends it open): only then is a click beside it on its backdrop.
    await expect.poll(() => modal.evaluate((element) => element.matches(":modal"))).toBe(true);
    await visitor.mouse.click(5, 400);
    await modal.waitFor({ state: "hidden" });
    await visitor.context().close();

    // Edit: an emptied category is asked for, not replaced by 'General'; once fixed, its message goes.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Portfolio Item" });
    await edit.getByLabel("Category*").fill("");
    await edit.getByLabel("Status").selectOption("draft");
    await edit.getByRole("button", { name: "Update Item" }).click();
    await toast(page, "Category is required");
    const categoryMessage = edit.locator("p").filter({ hasText: "Category is required" });
    await categoryMessage.waitFor();
    expect((await findItem(title))!.status).toBe("published");
    await edit.getByLabel("Category*").fill(`Dairy ${run}`);
    await categoryMessage.waitFor({ state: "detached" });
    await edit.getByRole("button", { name: "Update Item" }).click();
    await toast(page, "Portfolio item updated successfully!");
    const row = page.getByRole("row").filter({ hasText: title });
    expect(await row.textContent()).toContain(`Dairy ${run}`);
    expect(await row.textContent()).toContain("draft");
    expect((await pageText("/portfolio")).text).not.toContain(title);

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete item" });
    await confirm.getByText("Are you sure you want to delete this item?").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Portfolio item deleted successfully");
    expect(await findItem(title)).toBeUndefined();
    await page.context().close();
  });

  it("asks before Escape, Close or Cancel throws away what was typed in an item; one left as it was closes at once", async () => {
    const page = await signedInAdminPage(browser, "/admin/portfolio");
    let answer: "accept" | "dismiss" = "dismiss";
    const asked = nativeQuestions(page, () => answer);
    const form = page.getByRole("dialog", { name: "New Portfolio Item" });
    const description = form.getByLabel("Description*");

    // Nothing typed, a new item or a stored one: Escape closes without asking.
    await page.getByRole("button", { name: "New Item" }).click();
    await description.waitFor();
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: /^Edit / }).first().click();
    const edit = page.getByRole("dialog", { name: "Edit Portfolio Item" });
    await edit.getByLabel("Description*").waitFor();
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "hidden" });
    expect(asked).toEqual([]);

    // Typed: each way of closing asks; answered 'no', the text stays.
    await page.getByRole("button", { name: "New Item" }).click();
    await description.fill("Labels and cartons for a mango pickle brand in Navsari.");
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Close" }).click();
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => asked).toEqual([UNSAVED_CHANGES, UNSAVED_CHANGES, UNSAVED_CHANGES]);
    expect(await form.isVisible()).toBe(true);
    expect(await description.inputValue()).toBe("Labels and cartons for a mango pickle brand in Navsari.");

    // Answered 'yes': closed, and the next New Item starts empty.
    answer = "accept";
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "New Item" }).click();
    expect(await description.inputValue()).toBe("");
    await page.context().close();
  });

  it("a refused New Item at 390 px puts the focus on the first field to fix, in view", async () => {
    const page = await signedInAdminPage(browser, "/admin/portfolio", { viewport: VIEWPORTS.mobile });
    await page.getByRole("button", { name: "New Item" }).click();
    const form = page.getByRole("dialog", { name: "New Portfolio Item" });
    // Reaching the button scrolls the dialog down to its end, past Title.
    await form.getByRole("button", { name: "Create Item" }).click();
    await toast(page, "Title is required");
    const titleField = form.getByLabel("Title*");
    await expect.poll(() => titleField.evaluate((control) => control === document.activeElement)).toBe(true);
    // On screen: what is at its middle is the field itself, not the dialog's buttons or the page behind.
    expect(await titleField.evaluate(isOnScreen)).toBe(true);
    await page.context().close();
  });

  it("shows upload progress, and 'Image upload failed', 'Error uploading image', 'Please log in to upload images'", async () => {
    const page = await signedInAdminPage(browser, "/admin/portfolio");
    await page.getByRole("button", { name: "New Item" }).click();
    const form = page.getByRole("dialog", { name: "New Portfolio Item" });
    const input = form.locator('input[type="file"]');
    const image = path.join(FIXTURES, "speed-chart.png");
    const endpoint = "**/api/portfolio/upload";

    // A slow answer: the progress bar is on screen until the server has stored the image.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(endpoint, async (route) => {
      await held;
      await route.continue();
    });
    await input.setInputFiles(image);
    await form.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    expect(await form.getByRole("button", { name: "Create Item" }).isDisabled()).toBe(true);
    release();
    await toast(page, "Image uploaded successfully");
    await form.getByRole("progressbar").waitFor({ state: "detached" });

    await page.unroute(endpoint);
    await page.route(endpoint, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await input.setInputFiles(image);
    await toast(page, "Image upload failed");

    await page.unroute(endpoint);
    await page.route(endpoint, (route) => route.abort("connectionfailed"));
    await input.setInputFiles(image);
    await toast(page, "Error uploading image");

    await page.unroute(endpoint);
    await page.evaluate(() => localStorage.removeItem("adminToken"));
    await input.setInputFiles(image);
    await toast(page, "Please log in to upload images");
    await page.context().close();
  });

  it("is the same page at /portfolio/admin", async () => {
    const page = await signedInAdminPage(browser, "/portfolio/admin");
    await page.getByRole("heading", { level: 1, name: "Portfolio Management" }).waitFor();
    expect(await page.title()).toBe("Portfolio Management | Vistaar Admin");
    await page.context().close();
  });

  it("reports 'Invalid data format received from server' and 'Error fetching portfolio items'", async () => {
    const page = await signedInAdminPage(browser, "/admin");
    const nav = page.getByRole("complementary", { name: "Admin" });
    await page.route("**/api/portfolio", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"items":[]}' }));
    await nav.getByRole("link", { name: "Portfolio" }).click();
    await toast(page, "Invalid data format received from server");
    await page.getByText("No portfolio items found").waitFor();

    await page.unroute("**/api/portfolio");
    await page.route("**/api/portfolio", (route) => route.abort("connectionfailed"));
    await nav.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await nav.getByRole("link", { name: "Portfolio" }).click();
    await toast(page, "Error fetching portfolio items");
    await page.context().close();
  });

  it("says 'Please log in to save portfolio items' when the session is gone before saving", async () => {
    const page = await signedInAdminPage(browser, "/admin/portfolio");
    await page.getByRole("button", { name: "New Item" }).click();
    await page.evaluate(() => localStorage.removeItem("adminToken"));
    await page.getByRole("dialog").getByRole("button", { name: "Create Item" }).click();
    await toast(page, "Please log in to save portfolio items");
    await page.context().close();
  });
});

describe("the admin lists of posts and items", () => {
  const rows = (page: Page) => page.locator("table tbody tr");
  const rowFor = (page: Page, text: string) => rows(page).filter({ hasText: text });
  /** Every row's text in one column (1-based), e.g. the status. */
  const column = (page: Page, index: number) => page.locator(`table tbody tr td:nth-child(${index})`).allTextContents();
  const sidebar = (page: Page) => page.getByRole("complementary", { name: "Admin" });

  it("filters the blog by status and searches titles, categories and tags, keeping both in the URL; clears filters that match nothing", async () => {
    const page = await signedInAdminPage(browser, "/admin/blog");
    await rowFor(page, "How Local SEO Puts Anand Businesses on the Map").waitFor();
    const status = page.getByLabel("Filter by status");
    const search = page.getByLabel("Search posts");
    expect(await status.locator("option").allTextContents()).toEqual(["All Statuses", "Published", "Scheduled", "Drafts"]);

    await status.selectOption("draft");
    await page.waitForURL((url) => url.searchParams.get("status") === "draft");
    // Title, Image, Category, Status: only drafts are left.
    await expect.poll(async () => (await column(page, 4)).every((text) => text === "draft")).toBe(true);
    await rowFor(page, "Email Newsletters That People Actually Open").waitFor();
    expect(await rowFor(page, "How Local SEO Puts Anand Businesses on the Map").count()).toBe(0);

    // A reload, and Back from another page, keep the filter.
    await page.reload();
    await hydrate(page);
    await rowFor(page, "Email Newsletters That People Actually Open").waitFor();
    expect(await status.inputValue()).toBe("draft");
    expect((await column(page, 4)).every((text) => text === "draft")).toBe(true);
    await sidebar(page).getByRole("link", { name: "Portfolio" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/portfolio");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/admin/blog" && url.searchParams.get("status") === "draft");
    await rowFor(page, "Email Newsletters That People Actually Open").waitFor();
    expect(await status.inputValue()).toBe("draft");

    // The search looks in titles, categories and tags, whatever the letter case.
    await status.selectOption("");
    await page.waitForURL((url) => !url.searchParams.has("status"));
    for (const [words, title] of [
      ["30-day PLAYBOOK", "Instagram Reels for Small Brands: A 30-Day Playbook"],
      ["hr solutions", "Hiring Your First Ten Employees: An HR Checklist for Founders"],
      ["core web vitals", "Why Your Website Loads Slowly on 4G (and How to Fix It)"],
    ] as const) {
      await search.fill(words);
      await page.waitForURL((url) => url.searchParams.get("search") === words);
      // The URL changes before the list is drawn again: wait for this search's row.
      await expect.poll(async () => [await rows(page).count(), await rowFor(page, title).count()]).toEqual([1, 1]);
      await page.getByText(/Showing 1–1 of 1 post$/).waitFor();
    }
    await page.reload();
    await hydrate(page);
    expect(await search.inputValue()).toBe("core web vitals");
    await rowFor(page, "Why Your Website Loads Slowly on 4G").waitFor();

    // Nothing matches: say so, and offer to clear both filters.
    await status.selectOption("scheduled");
    await search.fill("no post is called this");
    await page.waitForURL((url) => url.searchParams.get("search") === "no post is called this" && url.searchParams.get("status") === "scheduled");
    await page.getByText("No posts match these filters").waitFor();
    expect(await page.locator("table").count()).toBe(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((url) => !url.searchParams.has("search") && !url.searchParams.has("status"));
    await rowFor(page, "How Local SEO Puts Anand Businesses on the Map").waitFor();
    expect(await search.inputValue()).toBe("");
    expect(await status.inputValue()).toBe("");
    expect(await rows(page).count()).toBeGreaterThanOrEqual(7);
    await page.context().close();
  });

  it("filters the portfolio by status and searches titles and categories, in the URL; clears filters that match nothing", async () => {
    const page = await signedInAdminPage(browser, "/admin/portfolio?status=draft");
    // The filters are drawn with the list: wait for its first row before reading them.
    await rowFor(page, "Lotus Ayurveda Product Launch").waitFor();
    const status = page.getByLabel("Filter by status");
    const search = page.getByLabel("Search portfolio items");
    expect(await status.locator("option").allTextContents()).toEqual(["All Statuses", "Published", "Drafts"]);
    expect(await status.inputValue()).toBe("draft");
    // Description, Image, Status.
    expect((await column(page, 3)).every((text) => text === "draft")).toBe(true);
    expect(await rowFor(page, "Patel Dental Care Local SEO").count()).toBe(0);

    await status.selectOption("published");
    await search.fill("BRANDING");
    await page.waitForURL((url) => url.searchParams.get("search") === "BRANDING" && url.searchParams.get("status") === "published");
    await expect.poll(() => rows(page).count()).toBe(2);
    for (const title of ["Riverbend Café Menu and Signage", "Narmada Textiles Brand Identity"]) expect(await rowFor(page, title).count()).toBe(1);
    await page.reload();
    await hydrate(page);
    await rowFor(page, "Narmada Textiles Brand Identity").waitFor();
    expect(await search.inputValue()).toBe("BRANDING");
    expect(await status.inputValue()).toBe("published");

    await search.fill("no item is called this");
    await page.getByText("No items match these filters").waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.search === "");
    await rowFor(page, "Lotus Ayurveda Product Launch").waitFor();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(9);
    await page.context().close();
  });

  it("pages a long list 25 at a time, the page in the URL; a filter starts again at the first page", async () => {
    const [template] = await adminApi<Row[]>("/api/blog");
    const posts = Array.from({ length: 30 }, (_, index) => ({
      ...template,
      _id: `paged-${index}`,
      title: `Paged Post ${String(index + 1).padStart(2, "0")}`,
      status: index < 3 ? "draft" : "published",
    }));
    const page = await signedInAdminPage(browser, "/admin");
    await page.route("**/api/blog", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(posts) }));
    await sidebar(page).getByRole("link", { name: "Blog" }).click();
    await page.getByText(/Showing 1–25 of 30 posts$/).waitFor();
    expect(await rows(page).count()).toBe(25);
    await rowFor(page, "Paged Post 01").waitFor();

    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await page.getByText(/Showing 26–30 of 30 posts$/).waitFor();
    expect(await rows(page).count()).toBe(5);
    await rowFor(page, "Paged Post 30").waitFor();
    await page.reload();
    await hydrate(page);
    await page.getByText(/Showing 26–30 of 30 posts$/).waitFor();

    // Past the last page (an old link, the last post of a page deleted): the last page there is.
    await visit(page, "/admin/blog?page=9");
    await page.getByText(/Showing 26–30 of 30 posts$/).waitFor();

    await page.getByLabel("Filter by status").selectOption("draft");
    await page.waitForURL((url) => url.searchParams.get("status") === "draft" && !url.searchParams.has("page"));
    await page.getByText(/Showing 1–3 of 3 posts$/).waitFor();
    expect(await page.getByRole("link", { name: "Next" }).count()).toBe(0);
    await page.context().close();
  });

  it("fits a phone: each row's status, Edit and Delete are on screen, and nothing scrolls sideways", async () => {
    const { width } = VIEWPORTS.mobile;
    const page = await signedInAdminPage(browser, "/admin/blog", { viewport: VIEWPORTS.mobile });
    for (const [pathname, title] of [
      ["/admin/blog", "How Local SEO Puts Anand Businesses on the Map"],
      ["/admin/portfolio", "Patel Dental Care Local SEO"],
    ] as const) {
      if (pathname !== "/admin/blog") await visit(page, pathname);
      const row = rowFor(page, title);
      await row.waitFor();
      // The list's box (the table's scrolling wrapper) and the page are no wider than the screen.
      const overflow = await page.locator("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
      expect(overflow, pathname).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), pathname).toBeLessThanOrEqual(width);

      const targets = {
        status: row.getByText("published", { exact: true }).filter({ visible: true }),
        edit: row.getByRole("button", { name: `Edit ${title}` }),
        delete: row.getByRole("button", { name: `Delete ${title}` }),
      };
      for (const [name, target] of Object.entries(targets)) {
        expect(await target.count(), `${pathname} ${name}`).toBe(1);
        await target.scrollIntoViewIfNeeded();
        const box = await target.boundingBox();
        expect(box, `${pathname} ${name}`).not.toBeNull();
        expect(box!.x, `${pathname} ${name}`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${pathname} ${name}`).toBeLessThanOrEqual(width);
        expect(await target.isVisible(), `${pathname} ${name}`).toBe(true);
      }
      // Its picture is in the row too (the image column is left out at this width).
      expect(await row.locator("img").filter({ visible: true }).count(), pathname).toBe(1);
    }
    await page.context().close();
  });
});

describe("accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`public pages have no axe violations (${colorScheme}, ${size})`, async () => {
        const { slug: id } = await publishedPost("Instagram Reels for Small Brands: A 30-Day Playbook");
        const page = await newPage(browser, { colorScheme, viewport });
        for (const pagePath of ["/blog", `/blog/${id}`, "/portfolio"]) {
          await visit(page, pagePath);
          // Below-the-fold sections fade in as they are scrolled to; look at everything.
          await page.evaluate(() => document.querySelectorAll("[data-reveal]").forEach((element) => element.classList.add("animate-fade-in-up")));
          await expectNoAxeViolations(page);
        }
        await visit(page, "/portfolio");
        await page.locator("#main article h2 a").first().click();
        await page.getByRole("dialog").waitFor();
        await expectNoAxeViolations(page);
        await page.context().close();
      });

      it(`admin pages have no axe violations (${colorScheme}, ${size})`, async () => {
        const page = await signedInAdminPage(browser, "/admin/blog", { colorScheme, viewport });
        await page.getByRole("table").waitFor();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: "New Post" }).click();
        await page.getByRole("dialog").waitFor();
        await expectNoAxeViolations(page);
        // The Markdown view disables every formatting tool: the toolbar row must not be left scrollable with nothing
        // in it to focus (axe's scrollable-region-focusable, at 390 px).
        await page.getByRole("dialog").getByRole("button", { name: "Markdown" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Bold" }).and(page.locator(":disabled")).waitFor();
        await expectNoAxeViolations(page);
        await visit(page, "/admin/portfolio");
        await page.getByRole("table").waitFor();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: /^Edit / }).first().click();
        await page.getByRole("dialog").waitFor();
        await expectNoAxeViolations(page);
        await page.context().close();
      });
    }
  }
});
