import { get } from "node:http";
import { describe, expect, it } from "vitest";
import { useRenderedPagesApp } from "#tests/support/server-build.ts";

/**
 * A page has one address: `/about/` answers a permanent redirect to `/about` (the query kept), as
 * WordPress does, so search engines never see two copies of a page.
 */
describe("page addresses", () => {
  const rendered = useRenderedPagesApp();

  it("redirects an address with a trailing slash to the one without, keeping the query", async () => {
    for (const [url, location] of [
      ["/about/", "/about"],
      ["/services/digital-branding/seo/", "/services/digital-branding/seo"],
      ["/blog//?category=SEO", "/blog?category=SEO"],
      ["/admin/", "/admin"],
    ]) {
      const response = await rendered.app.inject({ method: "GET", url: url! });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    const followed = await rendered.app.inject({ method: "GET", url: "/about" });
    expect(followed.statusCode).toBe(200);
    expect((await rendered.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
  });

  it("never redirects to another host, and leaves a posted form where it was sent", async () => {
    for (const url of ["//evil.example/", "/\\evil.example/", "///"]) {
      const response = await rendered.app.inject({ method: "GET", url });
      expect(response.statusCode, url).not.toBe(301);
      expect(String(response.headers.location ?? ""), url).not.toMatch(/^\/[/\\]/);
    }
    // A path that starts like an address of another host is a path here: no page but the 404 answers it,
    // and nothing is kept for it (each such URL would otherwise be one more copy of a page in the cache).
    for (const url of ["//evil.example/about", "//evil.example/"]) {
      const response = await rendered.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["x-page-cache"], url).toBeUndefined();
    }
    // A backslash over a real connection (inject would read `/\\evil.example/about` as `/about` itself).
    const address = await rendered.app.listen({ port: 0, host: "127.0.0.1" });
    const backslash = await new Promise<number | undefined>((resolve, reject) => {
      get(`${address}/\\evil.example/about`, (response) => resolve(response.resume().statusCode)).on("error", reject);
    });
    expect(backslash).toBe(404);
    const posted = await rendered.app.inject({
      method: "POST",
      url: "/contact/",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Asha&email=asha%40example.com&subject=Hello&message=Hi",
    });
    expect(posted.statusCode).not.toBe(301);
  });
});
