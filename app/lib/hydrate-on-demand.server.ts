/**
 * Hydration on demand (docs/decisions/022), for public pages in development, where there is no islands
 * build (in production they run as islands: docs/decisions/052). A public page is complete HTML whose
 * controls work without JavaScript; React (about 140 KB gzipped with the page's modules) is needed only
 * for the parts marked as islands (forms that toast, carousels that autoplay, likes…). The rendered
 * page is rewritten so that React Router's module preloads and its bootstrap script's static imports are
 * issued only when the page script says so (`window.__vistaarHydration`, app/lib/page-script.ts): the
 * first time the visitor points at, touches or focuses an island, or a "visible" island scrolls into
 * view. Until then the page runs no framework code at all: links load pages, forms post to their route
 * actions. If the markup is not what we expect (a React Router upgrade), the page is left as rendered,
 * and hydrates at once as before.
 */
export function hydrateOnDemand(html: string): string {
  const bootstrap = html.match(/(<script[^>]*type="module"[^>]*>)([\s\S]*?)<\/script>/);
  if (!bootstrap) return html;
  const [whole, openTag, code] = bootstrap as unknown as [string, string, string];
  const staticImport = /^\s*import \* as (\w+) from ("[^"]+");\s*$/gm;
  const imports = [...code.matchAll(staticImport)].map((match) => ({ name: match[1]!, url: JSON.parse(match[2]!) as string }));
  const rest = code.replace(staticImport, "").replace(/^\s*;\s*/, "");
  // Any other static import (e.g. the manifest when route discovery is "initial") would still load
  // at once: markup we do not fully understand is served as rendered.
  if (imports.length === 0 || /^\s*import\s*["'{*\w]/m.test(rest)) return html;

  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*\/?>/g)].map((match) => decodeHtmlAttribute(match[1]!));
  // An async function rather than top-level await, which browsers older than Safari 15 cannot parse.
  const deferred =
    `(async () => {\n` +
    `await window.__vistaarHydration;\n` +
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }\n` +
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(", ")}]);\n` +
    `${rest}\n})();`;
  const start = bootstrap.index!;
  const page = `${html.slice(0, start)}${openTag}${deferred}</script>${html.slice(start + whole.length)}`;
  return page.replace(/<link rel="modulepreload"[^>]*\/?>/g, "");
}

const decodeHtmlAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
