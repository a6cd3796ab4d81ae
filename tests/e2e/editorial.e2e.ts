import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, callAdminApi, signedInAdminPage, toast } from "./support/admin.ts";
import { baseUrl, launchBrowser, newPage, VIEWPORTS, visit } from "./support/browser.ts";

/**
 * The editorial loop (issue 15) in a real browser: schedule a post a few seconds ahead in the editor,
 * open its preview link in a fresh context (no sign-in), watch it go live on /blog; History in the
 * editor: the revisions, a diff, Restore. Screenshots of the list and of History go to SCREENSHOTS_DIR.
 */

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR ?? "/tmp/vistaar-editorial-shots";
const run = Date.now().toString(36);
const adminApi = <T>(apiPath: string, init?: { method?: string; json?: unknown }) => callAdminApi<T>(token, apiPath, init);

interface Row {
  _id: string;
  slug: string;
  title: string;
  status: string;
  publishAt: string | null;
}

const draft = (title: string, content: string) => ({
  title,
  excerpt: "Three campaigns that filled banquet halls in Vadodara.",
  content,
  imageUrl: "/images/blog/local-seo.webp",
  category: "Marketing",
  author: "Riya Mehta",
  readTime: "3 min read",
  status: "draft",
});

/** "2026-11-23T21:40:15": `at` as the date-time picker holds it, India time. */
const indiaLocal = (at: Date) => new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19);

async function screenshots(name: string, take: (viewport: { width: number; height: number }, colorScheme: "light" | "dark") => Promise<string>) {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    for (const colorScheme of ["light", "dark"] as const) {
      const file = await take(viewport, colorScheme);
      expect(file).toContain(name);
    }
  }
}

describe("editorial workflow", () => {
  it("schedules a post a few seconds ahead, previews it without signing in, and watches it go live", { timeout: 180_000 }, async () => {
    const title = `Wedding Season Campaigns ${run}`;
    const created = await adminApi<Row>("/api/blog", { method: "POST", json: draft(title, "## The brief\nFill the calendar.") });

    const page = await signedInAdminPage(browser, "/admin/blog");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const form = page.getByRole("dialog", { name: "Edit Blog Post" });
    await form.waitFor();
    await form.getByLabel("Status").selectOption("scheduled");
    const picker = form.getByLabel("Publish at (IST, Asia/Kolkata)");
    // A time that has passed is refused with the contract's words, before anything is sent.
    await picker.fill(indiaLocal(new Date(Date.now() - 60_000)));
    await form.getByRole("button", { name: "Update Post" }).click();
    await form.getByText("The publish time has passed").first().waitFor();

    const publishAt = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
    await picker.fill(indiaLocal(publishAt));
    await form.getByRole("button", { name: "Update Post" }).click();
    await toast(page, "Blog post updated successfully").waitFor();
    await form.waitFor({ state: "hidden" });

    const stored = (await adminApi<Row[]>("/api/blog")).find((post) => post._id === created._id)!;
    expect(stored).toMatchObject({ status: "scheduled", publishAt: publishAt.toISOString() });
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByText(/^Scheduled for \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/).waitFor();

    // 'Preview' in the list: a link to send to a client.
    await row.getByRole("button", { name: `Preview ${title}` }).click();
    const linkDialog = page.getByRole("dialog", { name: "Preview link" });
    const previewHref = await linkDialog.getByRole("link", { name: "Open preview" }).getAttribute("href");
    expect(previewHref).toMatch(new RegExp(`^/blog/${created.slug}\\?preview=`));
    await linkDialog.getByRole("button", { name: "Close" }).click();

    // A fresh browser context: nobody signed in.
    const visitor = await newPage(browser, { viewport: VIEWPORTS.mobile });
    const response = await visitor.goto(previewHref!);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await visitor.getByRole("note", { name: "Preview" }).waitFor();
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    // Without the token, still not public.
    expect((await fetch(`${baseUrl()}/blog/${created.slug}`)).status).toBe(404);

    // Its time comes with nobody doing anything: /blog lists it.
    await visit(visitor, "/blog");
    const deadline = publishAt.getTime() + 30_000;
    while (!(await visitor.getByRole("heading", { name: title }).count()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await visitor.reload();
    }
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    await visitor.getByRole("heading", { name: title }).first().waitFor({ timeout: 1000 });
    expect((await fetch(`${baseUrl()}/blog/${created.slug}`)).status).toBe(200);
    // The preview link now leads to the public page.
    await visitor.goto(previewHref!);
    expect(new URL(visitor.url()).pathname).toBe(`/blog/${created.slug}`);
    expect(new URL(visitor.url()).search).toBe("");
    await visitor.context().close();
    await page.context().close();

    // The list with a post scheduled for tomorrow, to look at.
    const later = await adminApi<Row>("/api/blog", {
      method: "POST",
      json: { ...draft(`Republic Day Offers ${run}`, "Soon."), status: "scheduled", publishAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() },
    });
    await screenshots("blog-list-scheduled", async (viewport, colorScheme) => {
      const shot = await signedInAdminPage(browser, "/admin/blog", { viewport, colorScheme });
      const file = path.join(SCREENSHOTS_DIR, `blog-list-scheduled-${viewport.width}-${colorScheme}.png`);
      await shot.getByRole("row").filter({ hasText: later.title }).getByText(/^Scheduled for /).waitFor();
      await shot.screenshot({ path: file, fullPage: true });
      await shot.context().close();
      return file;
    });

  });

  it("History lists the revisions, shows what changed and restores one as a new revision", { timeout: 120_000 }, async () => {
    const title = `Festive Offers ${run}`;
    const created = await adminApi<Row>("/api/blog", { method: "POST", json: draft(title, "Book budgets early.\nCheck landing pages.") });
    await adminApi(`/api/blog/${created._id}`, { method: "PUT", json: draft(title, "Book budgets early.\nCheck landing pages twice.\nMeasure every rupee.") });

    const open = async (viewport: { width: number; height: number }, colorScheme: "light" | "dark") => {
      const page = await signedInAdminPage(browser, "/admin/blog", { viewport, colorScheme });
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const form = page.getByRole("dialog", { name: "Edit Blog Post" });
      await form.getByRole("button", { name: "History" }).click();
      const history = page.getByRole("dialog", { name: "History" });
      const revisions = history.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
      await revisions.nth(1).waitFor();
      return { page, history, revisions };
    };

    await screenshots("post-history", async (viewport, colorScheme) => {
      const { page, history, revisions } = await open(viewport, colorScheme);
      await revisions.last().getByRole("button").click();
      await history.getByTestId("revision-diff").getByText("Measure every rupee.").waitFor();
      const file = path.join(SCREENSHOTS_DIR, `post-history-${viewport.width}-${colorScheme}.png`);
      await page.screenshot({ path: file });
      await page.context().close();
      return file;
    });

    const { page, history, revisions } = await open(VIEWPORTS.desktop, "light");
    expect(await revisions.count()).toBe(2);
    await revisions.last().getByRole("button").click();
    const diff = history.getByTestId("revision-diff");
    await diff.getByText("Check landing pages.").waitFor();
    expect(await diff.textContent()).toContain("Added: Measure every rupee.");
    expect(await diff.textContent()).toContain("Removed: Check landing pages.");
    await history.getByRole("button", { name: "Restore" }).click();
    await toast(page, "Revision restored").waitFor();

    // The editor reopens on the restored text; the history has one more revision, nothing overwritten.
    const form = page.getByRole("dialog", { name: "Edit Blog Post" });
    await form.getByRole("button", { name: "Markdown" }).click();
    expect(await form.getByLabel("Content*").inputValue()).toBe("Book budgets early.\nCheck landing pages.");
    const list = await adminApi<Array<{ kind: string }>>(`/api/blog/${created._id}/revisions`);
    expect(list.map((revision) => revision.kind)).toEqual(["restored", "saved", "saved"]);
    await page.context().close();
  });
});
