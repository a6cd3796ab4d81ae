import type { Browser, Page } from "playwright-core";
import { inject } from "vitest";
import { newPage, VIEWPORTS, visit } from "./browser.ts";

/** A page signed in to the admin panel through the real login form, left on `path`. */
export async function signedInAdminPage(
  browser: Browser,
  path = "/admin",
  options: Parameters<typeof newPage>[1] = { viewport: VIEWPORTS.desktop },
): Promise<Page> {
  const page = await newPage(browser, options);
  await visit(page, `/admin/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(inject("adminEmail"));
  await page.getByLabel("Password", { exact: true }).fill(inject("adminPassword"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return page;
}

/** A bearer token for calling the admin API directly from a test (e.g. to check a stored row). */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${inject("baseUrl")}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: inject("adminEmail"), password: inject("adminPassword") }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
  return (await response.json()).token;
}

/** Calls the admin API with a bearer token (see adminToken); fails the test on any non-OK answer. */
export async function callAdminApi<T>(token: string, apiPath: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(`${inject("baseUrl")}${apiPath}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}
