// The browser's entry for public pages (docs/decisions/052), built by scripts/islands-build.ts and
// imported by the page once a visitor reaches an island (app/lib/page-script.ts): React DOM hydrates
// each island where the server left it, as a root of its own, without React Router.
import type { ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PageToaster } from "#app/components/ui/toaster.tsx";
import type { SiteChromeData } from "#app/lib/company.ts";
import { HYDRATED_ATTRIBUTE, ISLANDS_HYDRATED } from "#app/lib/page-script.ts";
import { ISLAND_DATA_ID, ISLAND_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE, IslandRoot } from "./island.tsx";
import { isIslandName, islandModules } from "./registry.ts";

async function hydrateIslands() {
  const chrome = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? "null") as SiteChromeData | null;
  const roots = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`)];
  await Promise.all(
    roots.map(async (root) => {
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
      hydrateRoot(root, tree, { identifierPrefix: root.getAttribute(ISLAND_PREFIX_ATTRIBUTE) ?? undefined });
    }),
  );
  // Toasts, on the page or in the topmost modal (components/ui/toaster.tsx), from any island.
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts).render(<PageToaster />);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ISLANDS_HYDRATED);
}

void hydrateIslands();
