// Takes full-page screenshots of pages at 390 px and 1280 px, light and dark, to look at.
// Usage: npm run screenshots -- [--base http://localhost:3000] [--out /tmp/shots] [--full] [--sign-in email:password] /path /other-path
// --sign-in signs in through the API first and stores the session as the admin panel does (admin pages).
// Needs Chromium (apt-get install chromium) and a running server (npm start).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_PATH, launchBrowser, VIEWPORTS } from "#tests/e2e/support/browser.ts";
import { takeOption } from "./support/cli-options.ts";
import { runningServerBase } from "./support/running-server.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const base = await runningServerBase(args);
const out = option("--out", "/tmp/shots");
const fullPageIndex = args.indexOf("--full");
const fullPage = fullPageIndex >= 0;
if (fullPage) args.splice(fullPageIndex, 1);
const signInAs = option("--sign-in", "");
const paths = args.length > 0 ? args : ["/"];

/** SPEC's `adminToken`/`adminData`, from a real sign-in, for the admin pages. */
async function adminSession(): Promise<{ token: string; admin: unknown } | null> {
  if (!signInAs) return null;
  const separator = signInAs.indexOf(":");
  const response = await fetch(new URL("/api/admin/login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: signInAs.slice(0, separator), password: signInAs.slice(separator + 1) }),
  });
  if (!response.ok) throw new Error(`--sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; admin: unknown };
}
const session = await adminSession();

mkdirSync(out, { recursive: true });
const browser = await launchBrowser(CHROMIUM_PATH);
for (const pagePath of paths) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport, colorScheme, reducedMotion: "reduce" });
      if (session) {
        await context.addInitScript((stored) => {
          localStorage.setItem("adminToken", stored.token);
          localStorage.setItem("adminData", JSON.stringify(stored.admin));
        }, session);
      }
      const page = await context.newPage();
      await page.goto(new URL(pagePath, base).toString(), { waitUntil: "networkidle" });
      // Admin pages render in the browser: wait for their heading rather than the loading spinner.
      await page.waitForSelector("h1", { timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState("networkidle");
      if (fullPage) {
        // Scroll through once so lazy images load and reveal-on-scroll sections appear.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 80));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
      }
      const file = path.join(out, `${pagePath.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${colorScheme}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
