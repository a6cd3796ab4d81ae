import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * React Router's own query parameters, told apart from made-up ones so the page cache stores only
 * answers to requests React Router makes (server/plugins/pages.ts; the pages' own parameters are
 * recognised by their loaders). Each check accepts the values as React Router 7's browser code
 * writes them.
 */

/** A request for the route manifest (`/__manifest?paths=…&version=…`, route discovery in the admin panel). */
export function isRouteManifestRequest(build: ServerBuild, url: URL): boolean {
  if (build.routeDiscovery.mode !== "lazy") return false;
  const manifestPath = build.routeDiscovery.manifestPath ?? "/__manifest";
  return url.pathname === (build.basename && build.basename !== "/" ? `${build.basename.replace(/\/$/, "")}${manifestPath}` : manifestPath);
}

/**
 * A manifest request for this build (any other version is answered 204, "reload the document") that
 * lists `paths` as the browser sends them: the links' paths and their ancestors, each once, sorted.
 */
export function isManifestQueryAsSent(build: ServerBuild, query: URLSearchParams): boolean {
  if (query.get("version") !== build.assets.version) return false;
  const paths = query.get("paths")?.split(",");
  if (!paths || paths.some((path) => !path.startsWith("/"))) return false;
  const listed = new Set(paths);
  const ancestorsListed = paths.every((path) => [...path.matchAll(/(?<=.)\//g)].every((slash) => listed.has(path.slice(0, slash.index))));
  return ancestorsListed && listed.size === paths.length && [...paths].sort().join(",") === paths.join(",");
}

/** The page a data request (`/blog.data`, `/_root.data` for `/`) loads the data of; null for any other request. */
export function dataRequestPage(pathname: string): string | null {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : null;
}

/**
 * A data request's `_routes` (the routes whose loaders to run, comma-separated) as the browser sends
 * it: route ids of the page's own routes, each once.
 */
export function isRoutesParamAsSent(build: ServerBuild, page: string, value: string): boolean {
  const matched = new Set(matchRoutes(routeTree(build), page)?.map((match) => match.route.id));
  const ids = value.split(",");
  return new Set(ids).size === ids.length && ids.every((id) => matched.has(id));
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/** The build's routes as the tree `matchRoutes` takes (the build lists them flat, each naming its parent). */
function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (!tree) {
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    const childrenOf = (parentId: string | undefined): RouteObject[] =>
      routes
        .filter((route) => route.parentId === parentId)
        .map(({ id, path, index, caseSensitive }) =>
          index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
        );
    tree = childrenOf(undefined);
    trees.set(build, tree);
  }
  return tree;
}
