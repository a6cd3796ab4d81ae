import type { Route } from "./+types/robots";

/** robots.txt: everything public may be crawled; the admin panel may not. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.services.config.publicUrl;
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /portfolio/admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
