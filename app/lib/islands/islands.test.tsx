import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createRoutesStub } from "react-router";
import { IslandsBootstrap, PAGE_ISLAND_FILES } from "./bootstrap.tsx";
import { islandScriptsFrom } from "./build.server.ts";
import { SEPARATE_ISLANDS, SEPARATE_ISLANDS_CHUNK } from "./separate-islands.ts";
import { ISLAND_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE, IslandRendererProvider, IslandRoot, island } from "./island.tsx";
import { islandModules, isIslandName } from "./registry.ts";
import { createIslandRenderer } from "./render.server.tsx";
import { PROJECT_ROOT } from "#server/project-root.ts";
import { type ReactNode, useId } from "react";

function Greeting({ name }: { name: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      Hello {name} <input id={id} />
    </label>
  );
}
const GreetingIsland = island("newsletter-form", Greeting);

describe("an island on the server", () => {
  it("is the component itself where the page is not rendered as islands (the admin panel, the router in the browser)", () => {
    const withoutIds = (html: string) => html.replace(/_R_\w+_/g, "id");
    expect(withoutIds(renderToString(<GreetingIsland name="Asha" />))).toBe(withoutIds(renderToString(<Greeting name="Asha" />)));
  });

  it("is rendered on its own, with its id prefix, as the browser's root will hydrate it, with its props as JSON", () => {
    const renderer = createIslandRenderer();
    const page = renderer.fill(
      renderToString(
        <IslandRendererProvider value={renderer}>
          <main>
            <GreetingIsland name={'Asha "<b>"'} />
          </main>
        </IslandRendererProvider>,
      ),
    );
    const root = new RegExp(`<div class="contents" ${ISLAND_ROOT_ATTRIBUTE}="newsletter-form" ${ISLAND_PREFIX_ATTRIBUTE}="([^"]+)" ${ISLAND_PROPS_ATTRIBUTE}="([^"]+)">(.*)</div></main>`).exec(page);
    expect(root).not.toBeNull();
    const [, prefix, props, inner] = root as unknown as [string, string, string, string];
    expect(prefix).toMatch(/^newsletter-form-[a-zA-Z0-9]+-$/);
    expect(JSON.parse(props.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"))).toEqual({ name: 'Asha "<b>"' });
    // What hydrateRoot(root, <IslandRoot><Island/></IslandRoot>, { identifierPrefix }) expects.
    expect(inner).toBe(
      renderToString(
        <IslandRoot chrome={null}>
          <GreetingIsland name={'Asha "<b>"'} />
        </IslandRoot>,
        { identifierPrefix: prefix },
      ),
    );
    expect(inner).toContain(`id="_${prefix}`);
  });
});

describe("a page's bootstrap", () => {
  const scripts = { entry: "/assets/islands-E.js", preloads: ["/assets/islands-site-S.js"], separate: { "image-carousel": ["/assets/islands-carousels-K.js"] } };
  const CarouselIsland = island("image-carousel", Greeting);
  // The page as root.tsx writes it: the bootstrap in the head, before the content.
  const page = (children: ReactNode) => {
    const renderer = createIslandRenderer(scripts.separate);
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <IslandsBootstrap scripts={scripts} nonce="n" />
            <main>{children}</main>
          </>
        ),
      },
    ]);
    return renderer.fill(renderToString(<IslandRendererProvider value={renderer}><Stub /></IslandRendererProvider>));
  };
  const fetchedWithEntry = (html: string) => JSON.parse(/for \(const href of (\[[^\]]*\])/.exec(html)![1]!) as string[];
  const ownFiles = (html: string) => JSON.parse(/const ownFiles = (\{.*\});/.exec(html)![1]!) as Record<string, string[]>;

  it("gives a carousel's own file to the page that holds one, by island, once however many it holds", () => {
    const html = page(<><CarouselIsland name="a" /><CarouselIsland name="b" /></>);
    expect(ownFiles(html)).toEqual({ "image-carousel": ["/assets/islands-carousels-K.js"] });
    // Fetched with the entry only when the carousel is near the screen then (app/lib/islands/client.tsx).
    expect(fetchedWithEntry(html)).toEqual(["/assets/islands-site-S.js"]);
  });

  it("leaves a post that quotes the bootstrap's marker as written", () => {
    const html = page(<><p>{`${PAGE_ISLAND_FILES}{}`}</p><CarouselIsland name="a" /></>);
    expect(ownFiles(html)).toEqual({ "image-carousel": ["/assets/islands-carousels-K.js"] });
    expect(html).toContain(`<p>${PAGE_ISLAND_FILES}{}</p>`);
  });

  it("gives no carousel code to a page without one", () => {
    const html = page(<GreetingIsland name="Asha" />);
    expect(ownFiles(html)).toEqual({});
    expect(fetchedWithEntry(html)).toEqual(["/assets/islands-site-S.js"]);
  });
});

describe("the islands' registry", () => {
  it("loads, for every name, the island of that name", async () => {
    for (const [name, load] of Object.entries(islandModules)) {
      expect(isIslandName(name)).toBe(true);
      const loaded = (await load()) as { displayName?: string };
      expect(loaded.displayName, name).toBe(`Island(${name})`);
    }
  });

  it("names islands that draw no icon from the sprite: islands pages keep only the symbols their HTML uses (used-icon-symbols.server.ts)", () => {
    const registry = readFileSync(path.join(PROJECT_ROOT, "app/lib/islands/registry.ts"), "utf8");
    const islandFiles = Array.from(registry.matchAll(/import\("#app\/([^"]+)"\)/g), (match) => path.join(PROJECT_ROOT, "app", match[1]!));
    expect(islandFiles).toHaveLength(Object.keys(islandModules).length);
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      // Code imports and re-exports only: a type import brings no code to the browser.
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^(?:import|export) (?!type )[^;]*?from "([^"]+)";/gms)) {
        const target = specifier!.startsWith("#app/")
          ? path.join(PROJECT_ROOT, "app", specifier!.slice("#app/".length))
          : specifier!.startsWith(".")
            ? path.resolve(path.dirname(file), specifier!)
            : null;
        if (target && /\.tsx?$/.test(target)) visit(target);
      }
    };
    islandFiles.forEach(visit);
    expect(reached.size).toBeGreaterThan(islandFiles.length);
    expect([...reached].filter((file) => file.endsWith(path.join("components", "ui", "icon.tsx")))).toEqual([]);
  });
});

describe("the islands' scripts, from the build's manifest", () => {
  const manifest = {
    "app/lib/islands/client.tsx": { file: "assets/islands-E.js", isEntry: true, imports: ["_site-S.js"] },
    "_site-S.js": { file: "assets/islands-site-S.js", imports: ["app/lib/islands/client.tsx", "_form-F.js"] },
    "_form-F.js": { file: "assets/islands-form-F.js" },
    "contracts/newsletter.ts": { file: "assets/islands-newsletter-C.js", isDynamicEntry: true, imports: ["_zod-Z.js"] },
  };

  it("gives the entry and what it imports; not modules loaded later (a form's contract)", () => {
    expect(islandScriptsFrom(manifest)).toEqual({
      entry: "/assets/islands-E.js",
      preloads: ["/assets/islands-site-S.js", "/assets/islands-form-F.js"],
      separate: {},
    });
  });

  it("gives the files of the islands that have their own (the carousels), not what the entry has already", () => {
    const scripts = islandScriptsFrom({
      ...manifest,
      // As Vite writes it: the islands' modules are one chunk, named but with no module of its own.
      [`_islands-${SEPARATE_ISLANDS_CHUNK}-K.js`]: { file: `assets/islands-${SEPARATE_ISLANDS_CHUNK}-K.js`, name: SEPARATE_ISLANDS_CHUNK, imports: ["app/lib/islands/client.tsx", "_site-S.js", "_embla-M.js"] },
      "_embla-M.js": { file: "assets/islands-embla-M.js" },
    });
    const files = [`/assets/islands-${SEPARATE_ISLANDS_CHUNK}-K.js`, "/assets/islands-embla-M.js"];
    expect(scripts?.separate).toEqual(Object.fromEntries(Object.keys(SEPARATE_ISLANDS).map((name) => [name, files])));
  });

  it("gives nothing without an entry", () => {
    expect(islandScriptsFrom({})).toBeNull();
  });
});
