import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterEach } from "vitest";
import { openPages } from "./browser.ts";

/**
 * When a browser test fails, says which page each of its open tabs was on and keeps a screenshot in
 * test-results/e2e/, so a failure on CI can be understood without running it again.
 */
afterEach(async (context) => {
  const pages = [...openPages];
  openPages.clear();
  if (context.task.result?.state !== "fail") return;
  const directory = path.resolve("test-results/e2e");
  await mkdir(directory, { recursive: true });
  const attempt = (context.task.result?.retryCount ?? 0) + 1;
  const name = `${context.task.name.replace(/[^\w-]+/g, "-").slice(0, 80)}-attempt${attempt}`;
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = path.join(directory, `${name}-${index}.png`);
    const url = page.url();
    await page.screenshot({ path: file, fullPage: false }).catch(() => undefined);
    console.error(`[${context.task.name}] tab ${index} was on ${url}; screenshot: ${path.relative(process.cwd(), file)}`);
    await page.context().close().catch(() => undefined);
  }
});
