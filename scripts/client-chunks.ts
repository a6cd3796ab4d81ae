// How the browser build groups modules into files (vite.config.ts; docs/decisions/038).
// A public page loads its JavaScript only when a visitor first reaches an island (decision 022), on a
// phone where every request costs a round trip: that touch should fetch a handful of files holding
// only what the page runs. Rollup's size-based merging (`experimentalMinChunkSize`) merged small
// modules into whichever chunk suited the merge (the Field component into Zod's chunk, the site
// layout into a chunk of admin and search code), so every public page fetched 26–32 files, 154–172 KB
// with Zod and admin code among them. Named groups instead:
// - `framework`: React, React DOM, React Router and their helpers;
// - `zod`: Zod alone (public forms import their contract only when they are sent);
// - `shell`: our modules the root route imports, on every page (admin included);
// - `site`: our modules the public layout imports, and those two or more public pages share;
// - `admin`: the same for the admin panel's layout and screens, but what public pages load on demand
//   too (contracts of forms, for instance), which goes to `shared`;
// - icons (lucide-react/icons/<name>, one module each) go where the modules using them go, like ours;
// - everything else (a page's own modules, code loaded on demand, admin screens) as Rollup splits it.
import path from "node:path";
import type { Rollup } from "vite";

type GetModuleInfo = Rollup.GetModuleInfo;

const FRAMEWORK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
// Icons are imported one module each (lucide-react/icons/<name>, decision 042): grouped like our own
// modules, so an icon only the admin uses stays in the admin's chunk.
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;

const ROOT_ROUTE = path.resolve("app/root.tsx");
const SITE_LAYOUT_ROUTE = path.resolve("app/routes/site/layout.tsx");
const PUBLIC_ROUTES = path.resolve("app/routes/site") + path.sep;
const ADMIN_LAYOUT_ROUTE = path.resolve("app/routes/admin/layout.tsx");
const ADMIN_ROUTES = path.resolve("app/routes/admin") + path.sep;

/**
 * Our modules reachable from `start` by static imports (dynamic imports stay on demand, unless
 * `onDemandToo`). Packages are left out, icons excepted: a package's barrel statically reaches every
 * module it has, used or not, while each icon is a module of its own that our modules import by path.
 */
function staticallyReachable(start: string, getModuleInfo: GetModuleInfo, { onDemandToo = false } = {}): Set<string> {
  const reached = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id) || (id.includes(`${path.sep}node_modules${path.sep}`) && !ICONS.test(id))) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds);
    if (onDemandToo) pending.push(...info.dynamicallyImportedIds);
  }
  return reached;
}

type Group = "shell" | "site" | "admin" | "shared";

/** A layout's group: our modules the layout imports, and those two or more of its pages share (the page modules themselves stay theirs). */
function addLayoutGroup(groups: Map<string, Group>, group: Group, layout: string, pagesFolder: string, moduleIds: readonly string[], getModuleInfo: GetModuleInfo): Set<string> {
  const pages = moduleIds.filter((id) => id.startsWith(pagesFolder) && id !== layout && !id.includes("?"));
  const pagesReaching = new Map<string, number>();
  for (const page of pages) {
    for (const reached of staticallyReachable(page, getModuleInfo)) pagesReaching.set(reached, (pagesReaching.get(reached) ?? 0) + 1);
  }
  const shared = [...pagesReaching].filter(([id, count]) => count >= 2 && !id.startsWith(pagesFolder)).map(([id]) => id);
  const layoutModules = staticallyReachable(layout, getModuleInfo);
  for (const id of [...layoutModules, ...shared]) if (!groups.has(id) && id !== layout) groups.set(id, group);
  // Everything the layout and its pages may run, loaded on demand included.
  return new Set([layout, ...pages].flatMap((id) => [...staticallyReachable(id, getModuleInfo, { onDemandToo: true })]));
}

function groupsOf(moduleIds: readonly string[], getModuleInfo: GetModuleInfo): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const id of staticallyReachable(ROOT_ROUTE, getModuleInfo)) if (id !== ROOT_ROUTE) groups.set(id, "shell");
  const publicModules = new Set([
    ...addLayoutGroup(groups, "site", SITE_LAYOUT_ROUTE, PUBLIC_ROUTES, moduleIds, getModuleInfo),
    ...staticallyReachable(ROOT_ROUTE, getModuleInfo, { onDemandToo: true }),
  ]);
  // What a public page may import (at once or on demand) never goes into the admin group: the page would load all of it.
  const admin = new Map<string, Group>();
  addLayoutGroup(admin, "admin", ADMIN_LAYOUT_ROUTE, ADMIN_ROUTES, moduleIds, getModuleInfo);
  for (const [id, group] of admin) {
    if (groups.has(id)) continue;
    // Rollup would put it in the admin chunk all the same (a manual chunk takes in the modules it
    // imports that have no chunk of their own): public code loaded on demand (a form's contract) that
    // the admin shares gets a chunk of its own.
    // An icon a public page shows joins the site's chunk instead: `shared` holds contracts that import Zod.
    groups.set(id, !publicModules.has(id) ? group : ICONS.test(id) ? "site" : "shared");
  }
  return groups;
}

/** Rollup's `manualChunks` for the browser build. */
export function clientChunks() {
  let groups: Map<string, Group> | undefined;
  return (id: string, { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: GetModuleInfo }): string | undefined => {
    if (FRAMEWORK_PACKAGES.test(id)) return "framework";
    if (ZOD.test(id)) return "zod";
    groups ??= groupsOf([...getModuleIds()], getModuleInfo);
    return groups.get(id);
  };
}
