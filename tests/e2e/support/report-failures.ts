import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterEach } from "vitest";
import { openPages, pageProblems } from "./browser.ts";

/**
 * Fails a browser test whose pages logged an error or threw (see `pageProblems`), and when a test fails,
 * says which page each of its open tabs was on and keeps a screenshot in test-results/e2e/, so a
 * failure on CI can be understood without running it again.
 */
afterEach(async (context) => {
  const pages = [...openPages];
  openPages.clear();
  const problems = pageProblems.splice(0);
  if (problems.length > 0 && context.task.result?.state !== "fail") {
    await Promise.all(pages.map((page) => page.context().close().catch(() => undefined)));
    throw new Error(`The page reported ${problems.length} error(s):\n${problems.join("\n")}`);
  }
  if (context.task.result?.state !== "fail") return;
  // The reporter prints only a retried test's last attempt: an attempt that failed before a passing retry
  // would leave no trace of why in the CI log.
  const attempt = (context.task.result?.retryCount ?? 0) + 1;
  for (const error of context.task.result?.errors ?? []) {
    console.error(`[${context.task.name}] attempt ${attempt} failed: ${error.message}\n${error.stack?.split("\n").slice(1, 6).join("\n") ?? ""}`);
  }
  if (problems.length > 0) console.error(`[${context.task.name}] the page also reported:\n${problems.join("\n")}`);
  const directory = path.resolve("test-results/e2e");
  await mkdir(directory, { recursive: true });
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
