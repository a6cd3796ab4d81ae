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

/**
 * console.error calls, but for React's development build on Node 20 warning that it wrote an empty chunk
 * (it cannot tell an emptied buffer from an empty one without `ArrayBuffer.prototype.detached`, which
 * Node 22 has): it comes and goes with the machine's load, and says nothing about our logging.
 */
function spyOnConsoleErrors() {
  const calls: unknown[][] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!(typeof args[0] === "string" && args[0].startsWith("React encountered an empty buffer"))) calls.push(args);
  });
  return { calls, restore: () => spy.mockRestore() };
}

it("answers a POST to a page without a form 405, and logs no error for it", async () => {
  const printed = spyOnConsoleErrors();
  try {
    for (const url of ["/", "/about", "/blog", "/no-such-page"]) {
      const response = await app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "x=1" });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/);
    }
    expect(printed.calls).toEqual([]);
    expect(log.errors()).toEqual([]);
  } finally {
    printed.restore();
  }
});

it("refuses a form posted to a page from another site (400, nothing stored) with one warning line, not an error and its stack", async () => {
  const printed = spyOnConsoleErrors();
  const before = log.lines.length;
  try {
    for (const origin of ["https://evil.example", "not a url"]) {
      const response = await app.inject({
        method: "POST",
        url: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        payload: "name=Mallory&email=mallory%40example.com&subject=Hi&message=Sent+from+another+site",
      });
      expect(response.statusCode, origin).toBe(400);
    }
    const rows = await (await getTestDatabase()).db.execute("SELECT count(*)::int AS n FROM contacts WHERE email = 'mallory@example.com'");
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(printed.calls).toEqual([]);
    expect(log.errors()).toEqual([]);
    const warnings = log.lines.slice(before).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual(["a form posted from another site was refused", "a form posted from another site was refused"]);
    expect(warnings[0]).toMatchObject({ origin: "https://evil.example" });
    expect(JSON.stringify(warnings)).not.toMatch(/\bat \S+ \(\S+:\d+:\d+\)/);
  } finally {
    printed.restore();
  }
});
