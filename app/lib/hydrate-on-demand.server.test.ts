import { describe, expect, it } from "vitest";
import { hydrateOnDemand } from "./hydrate-on-demand.server.ts";

const rendered = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/></head><body><main>Hello</main>',
  '<script nonce="n" type="module" async="">;',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/about-C.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  'window.__reactRouterRouteModules = {"root":route0,"routes/site/about":route1};',
  '',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("\n");

describe("hydrateOnDemand", () => {
  const html = hydrateOnDemand(rendered);

  it("takes the module preloads out of the head", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain("<main>Hello</main>");
  });

  it("loads the same modules, in parallel, once the page script says React is needed, then hydrates as before", () => {
    const script = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)![1]!;
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script.indexOf("await window.__vistaarHydration;")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/about-C.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/site/about":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");\n})();')).toBe(true);
  });

  it("runs in an async function, not top-level await (Safari 14 cannot parse that)", () => {
    const script = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)![1]!;
    expect(script.startsWith("(async () => {")).toBe(true);
    expect(() => new Function(script.replace(/import\(/g, "Promise.resolve("))).not.toThrow();
  });

  it("copies the script's text as it is, even where it holds $ patterns", () => {
    const withDollars = rendered.replace('{"entry"', () => '{"note":"$& $` $\' $$","entry"');
    expect(hydrateOnDemand(withDollars)).toContain('{"note":"$& $` $\' $$","entry"');
  });

  it("leaves markup it does not recognise untouched", () => {
    const other = '<html><head></head><body><script type="module">console.log(1)</script></body></html>';
    expect(hydrateOnDemand(other)).toBe(other);
    // With route discovery "initial", the manifest is a further static import: that page is not rewritten.
    const withManifestImport = rendered.replace('import * as route0', 'import "/assets/manifest-D.js";\nimport * as route0');
    expect(hydrateOnDemand(withManifestImport)).toBe(withManifestImport);
  });
});
