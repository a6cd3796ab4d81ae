// The browser's entry for public pages (docs/decisions/052), built by scripts/islands-build.ts (where
// `react` and `react-dom` are Preact's compatible runtime) and imported by the page once a visitor
// reaches an island (app/lib/page-script.ts): each island is hydrated where the server left it, as a
// root of its own, without React Router.
import { options } from "preact";
import type { ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PageToaster } from "#app/components/ui/toaster.tsx";
import type { SiteChromeData } from "#app/lib/company.ts";
import { clickKeptWhileWaiting, HYDRATED_ATTRIBUTE, ISLANDS_HYDRATED } from "#app/lib/page-script.ts";
import { ISLAND_DATA_ID, ISLAND_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE, IslandRoot } from "./island.tsx";
import { isIslandName, islandModules } from "./registry.ts";
import { NEAR_SCREEN_MARGIN, SEPARATE_ISLANDS } from "./separate-islands.ts";

// Preact runs effects after the next frame; React, as soon as the browser is free (a message to
// itself). The islands were written for React's timing (a menu listening as it opens, a carousel
// starting as it shows, tests that hold the clock still), so they get it.
const afterThisTask = new MessageChannel();
const pendingEffects: Array<() => void> = [];
afterThisTask.port1.onmessage = () => pendingEffects.splice(0).forEach((run) => run());
options.requestAnimationFrame = (run) => {
  pendingEffects.push(run);
  afterThisTask.port2.postMessage(null);
};

/**
 * Preact sets a <textarea>'s value from its props while hydrating (React keeps what is shown): what a
 * visitor typed before the islands arrived is put back, and told to the island as their input.
 */
function hydrateKeepingTyped(root: HTMLElement, hydrate: () => void) {
  const textareas = [...root.querySelectorAll("textarea")];
  const typed = textareas.map((textarea) => textarea.value);
  hydrate();
  textareas.forEach((textarea, index) => {
    if (textarea.value === typed[index]) return;
    textarea.value = typed[index]!;
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Hydrates the island at `root` where the server left it, as a root of its own. */
async function hydrateIsland(root: HTMLElement, chrome: SiteChromeData | null) {
  const name = root.getAttribute(ISLAND_ROOT_ATTRIBUTE) ?? "";
  if (!isIslandName(name)) return;
  const Island = (await islandModules[name]()) as ComponentType<object>;
  const props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
  // Preact hydrates at once, in this call (its effects follow with the next frame).
  const tree = (
    <IslandRoot chrome={chrome}>
      <Island {...props} />
    </IslandRoot>
  );
  hydrateKeepingTyped(root, () => hydrateRoot(root, tree, { identifierPrefix: root.getAttribute(ISLAND_PREFIX_ATTRIBUTE) ?? undefined }));
}

/**
 * An island with files of its own (./separate-islands.ts: the home page's carousels, below its first
 * screen) is hydrated once it comes near the screen (NEAR_SCREEN_MARGIN), its files fetched then unless
 * the bootstrap already asked for them; until then it works as the server drew it (a natively scrolled
 * strip). Its root takes no box (`display: contents`): its children are watched.
 */
function hydrateWhenNear(roots: HTMLElement[], hydrate: (root: HTMLElement) => Promise<void>) {
  // A browser that cannot tell (as the page script's own fallback, app/lib/page-script.ts): at once.
  if (!("IntersectionObserver" in window)) return roots.forEach((root) => void hydrate(root));
  const waiting = new Set(roots);
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const root = entry.target.parentElement;
        if (!entry.isIntersecting || !root || !waiting.delete(root)) continue;
        for (const child of root.children) near.unobserve(child);
        void hydrate(root);
      }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  for (const root of roots) for (const child of root.children) near.observe(child);
}

const hasOwnFiles = (root: HTMLElement) => Object.hasOwn(SEPARATE_ISLANDS, root.getAttribute(ISLAND_ROOT_ATTRIBUTE) ?? "");

async function hydrateIslands() {
  // Loaded as soon as a visitor reaches an island, maybe before the page has been read to its end.
  if (document.readyState === "loading") await new Promise((read) => document.addEventListener("DOMContentLoaded", read, { once: true }));
  const chrome = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? "null") as SiteChromeData | null;
  const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`)];
  await Promise.all(roots.filter((root) => !hasOwnFiles(root)).map((root) => hydrateIsland(root, chrome)));
  hydrateWhenNear(roots.filter(hasOwnFiles), (root) => hydrateIsland(root, chrome));
  // Toasts, on the page or in the topmost modal (components/ui/toaster.tsx), from any island.
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<PageToaster />);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ISLANDS_HYDRATED);
  clickKeptWhileWaiting();
}

void hydrateIslands();
