import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, expectNoAxeViolations, launchBrowser, newPage, VIEWPORTS, visit } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const admin = () => ({ email: inject("adminEmail"), password: inject("adminPassword") });
const storedKeys = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem("adminToken"), data: localStorage.getItem("adminData") }));

async function fillLogin(page: Page, email: string, password: string, remember = false) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("admin sign-in", () => {
  it("sends every protected route to the login page with a redirect back", async () => {
    const page = await newPage(browser);
    for (const path of ["/admin", "/admin/projects", "/admin/contacts", "/admin/content", "/admin/portfolio", "/portfolio/admin", "/admin/blog"]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === "/admin/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(path);
    }
    await page.context().close();
  });

  it("shows the server's message for a wrong password, then signs in and returns to the page asked for", async () => {
    const page = await newPage(browser);
    await page.goto("/admin/contacts?status=new");
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });

    await fillLogin(page, admin().email, "not-the-password");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    expect(await page.getByText("Invalid email or password").count()).toBeGreaterThanOrEqual(2); // banner and toast
    expect((await storedKeys(page)).token).toBeNull();

    await fillLogin(page, admin().email, admin().password);
    await page.waitForURL((url) => url.pathname === "/admin/contacts" && url.search === "?status=new");
    const keys = await storedKeys(page);
    expect(keys.token).toMatch(/^ey/);
    expect(JSON.parse(keys.data!)).toMatchObject({ email: admin().email });
    expect(keys.data).not.toContain("password");
    await page.context().close();
  });

  it("clears the error toast once a later sign-in succeeds", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login?redirect=%2Fadmin%2Fblog");
    await fillLogin(page, admin().email, "not-the-password");
    const errorToast = page.getByRole("status").filter({ hasText: "Invalid email or password" });
    await errorToast.waitFor();
    await fillLogin(page, admin().email, admin().password);
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    // Dismissed at once (an error toast would otherwise stay for 4 s, and 1 s more while it fades).
    await expect.poll(() => errorToast.count(), { timeout: 2500 }).toBe(0);
    await page.context().close();
  });

  it("says that the admin panel needs JavaScript instead of spinning without it", async () => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    for (const path of ["/admin", "/admin/login"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "The admin panel needs JavaScript" }).waitFor();
    }
    await page.context().close();
  });

  it("shows 'Signing in...' while the request is under way", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login");
    await page.route("**/api/admin/login", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await fillLogin(page, admin().email, admin().password);
    await page.getByRole("button", { name: "Signing in..." }).waitFor();
    expect(await page.getByRole("button", { name: "Signing in..." }).isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.context().close();
  });

  it("reports 'Invalid response from server' and 'An error occurred during login'", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login");
    await page.route("**/api/admin/login", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await fillLogin(page, admin().email, admin().password);
    await page.getByRole("alert").filter({ hasText: "Invalid response from server" }).waitFor();
    await page.unroute("**/api/admin/login");
    await page.route("**/api/admin/login", (route) => route.abort("connectionfailed"));
    await fillLogin(page, admin().email, admin().password);
    await page.getByRole("alert").filter({ hasText: "An error occurred during login" }).waitFor();
    await page.context().close();
  });

  it("keeps a signed-in visitor off the login page, and never redirects off-site", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login?redirect=https://evil.example/steal");
    await fillLogin(page, admin().email, admin().password);
    await page.waitForURL((url) => url.pathname === "/admin");
    expect(new URL(page.url()).origin).toBe(baseUrl());

    await page.goto("/admin/login?redirect=%2Fadmin%2Fblog");
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await page.goto("/admin/login?redirect=//evil.example");
    await page.waitForURL((url) => url.pathname === "/admin");
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await page.context().close();
  });

  it("makes 'Remember me' real: a 30-day token instead of 8 hours", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login");
    await fillLogin(page, admin().email, admin().password, true);
    await page.waitForURL((url) => url.pathname === "/admin");
    const token = (await storedKeys(page)).token!;
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);
    await page.context().close();
  });

  it("links a forgotten password to the page that emails a reset link", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.context().close();
  });

  it("toggles the password's visibility", async () => {
    const page = await newPage(browser);
    await visit(page, "/admin/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    expect(await password.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await password.getAttribute("type")).toBe("password");
    await page.context().close();
  });
});

describe("signed in", () => {
  async function signedInPage(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const page = await newPage(browser, { viewport });
    await visit(page, "/admin/login");
    await fillLogin(page, admin().email, admin().password);
    await page.waitForURL((url) => url.pathname === "/admin");
    return page;
  }

  it("logs out: keys cleared, 'Logged out successfully', back to the login page", async () => {
    const page = await signedInPage();
    await page.getByRole("complementary", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.getByText("Logged out successfully").waitFor();
    expect(await storedKeys(page)).toEqual({ token: null, data: null });
    await page.context().close();
  });

  it("treats a token the server refuses as signed out, keeping where the visitor was going", async () => {
    const page = await signedInPage();
    await page.evaluate(() => localStorage.setItem("adminToken", "forged.token.value"));
    await page.goto("/admin/blog");
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin/blog");
    // Why the sign-in page is shown, where the session was refused (not to a visitor who never signed in).
    await page.getByRole("status").filter({ hasText: "Your session has ended. Please sign in again to carry on." }).waitFor();
    await expect.poll(() => storedKeys(page)).toEqual({ token: null, data: null });
    await page.goto("/admin/blog");
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await page.getByText("Your session has ended").count()).toBe(0);
    await page.context().close();
  });

  it("has a mobile drawer with the same sections", async () => {
    const page = await signedInPage(VIEWPORTS.mobile);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await drawer.waitFor();
    expect(await drawer.getByRole("link").allTextContents()).toEqual([
      "Dashboard",
      "Contacts",
      "Portfolio",
      "Blog",
      "Media",
      "Site content",
      "Content",
      "Projects",
      "Subscribers",
      "Staff",
      "Activity",
      "Account",
    ]);
    await drawer.getByRole("link", { name: "Blog" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await drawer.waitFor({ state: "hidden" });
    await page.context().close();
  });

  it("marks admin pages noindex", async () => {
    const response = await fetch(`${baseUrl()}/admin/login`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('content="noindex, nofollow"');
  });
});

describe("accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    it(`login page has no axe violations in ${colorScheme} theme`, async () => {
      const page = await newPage(browser, { colorScheme });
      await visit(page, "/admin/login");
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
});
