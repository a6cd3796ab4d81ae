import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { dataRequestPage, isManifestQueryAsSent, isRouteManifestRequest, isRoutesParamAsSent } from "./router-query.ts";

const route = (id: string, parentId: string | undefined, extra: { path?: string; index?: boolean }) => ({ id, parentId, ...extra, module: {} });
const build = {
  routes: {
    root: route("root", undefined, { path: "" }),
    layout: route("layout", "root", {}),
    home: route("home", "layout", { index: true }),
    blog: route("blog", "layout", { path: "blog" }),
    post: route("post", "layout", { path: "blog/:slug" }),
    admin: route("admin", "root", { path: "admin" }),
  },
  assets: { version: "abc123" },
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

describe("React Router's own query parameters", () => {
  const query = (parameters: Record<string, string>) => new URLSearchParams(parameters);

  it("knows the manifest's address", () => {
    expect(isRouteManifestRequest(build, new URL("http://site/__manifest?paths=%2F"))).toBe(true);
    expect(isRouteManifestRequest(build, new URL("http://site/blog"))).toBe(false);
  });

  it("accepts a manifest request for this build whose paths are sorted, each once, with their ancestors", () => {
    expect(isManifestQueryAsSent(build, query({ paths: "/,/blog,/blog/a-post", version: "abc123" }))).toBe(true);
    expect(isManifestQueryAsSent(build, query({ paths: "/admin", version: "abc123" }))).toBe(true);
    expect(isManifestQueryAsSent(build, query({ paths: "/blog", version: "old" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ paths: "/blog" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ version: "abc123" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ paths: "/blog/a-post", version: "abc123" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ paths: "/blog/a-post,/blog", version: "abc123" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ paths: "/blog,/blog", version: "abc123" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ paths: "blog", version: "abc123" }))).toBe(false);
    expect(isManifestQueryAsSent(build, query({ paths: "", version: "abc123" }))).toBe(false);
  });

  it("finds the page of a data request", () => {
    expect(dataRequestPage("/_root.data")).toBe("/");
    expect(dataRequestPage("/blog.data")).toBe("/blog");
    expect(dataRequestPage("/blog/a-post.data")).toBe("/blog/a-post");
    expect(dataRequestPage("/blog")).toBeNull();
  });

  it("accepts _routes naming routes of the page, each once", () => {
    expect(isRoutesParamAsSent(build, "/", "root,layout,home")).toBe(true);
    expect(isRoutesParamAsSent(build, "/", "home")).toBe(true);
    expect(isRoutesParamAsSent(build, "/blog/a-post", "post")).toBe(true);
    expect(isRoutesParamAsSent(build, "/blog", "post")).toBe(false);
    expect(isRoutesParamAsSent(build, "/", "home,home")).toBe(false);
    expect(isRoutesParamAsSent(build, "/", "made-up")).toBe(false);
    expect(isRoutesParamAsSent(build, "/", "")).toBe(false);
    expect(isRoutesParamAsSent(build, "/no-such-page", "root")).toBe(false);
  });
});
