import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildApp } from "#server/app.ts";
import { capturingLogger } from "#tests/support/log-capture.ts";
import { loadServerBuild } from "#tests/support/server-build.ts";
import { testConfig, type TestApp } from "#tests/support/test-app.ts";
import { getTestDatabase, resetDatabase } from "#tests/support/test-database.ts";

/**
 * What the operator reads when visitors send pages what they cannot take: nothing. A POST to a page
 * without a form is a 405 for the visitor, not an error of ours; before, each one wrote a multi-line
 * stack trace to the log (anyone could fill it).
 */

let app: TestApp["app"];
let close: () => Promise<void>;
const log = capturingLogger();

beforeAll(async () => {
  const { build, close: closeBuild } = await loadServerBuild();
  await resetDatabase();
  app = await buildApp({ config: testConfig(), database: await getTestDatabase(), logger: log.logger, pages: { build, mode: "production" } });
  await app.ready();
  close = async () => {
    await app.close();
    await closeBuild();
  };
}, 120_000);
afterAll(() => close?.());

it("answers a POST to a page without a form 405, and logs no error for it", async () => {
  const printed = vi.spyOn(console, "error");
  try {
    for (const url of ["/", "/about", "/blog", "/no-such-page"]) {
      const response = await app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "x=1" });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/);
    }
    expect(printed).not.toHaveBeenCalled();
    expect(log.errors()).toEqual([]);
  } finally {
    printed.mockRestore();
  }
});
