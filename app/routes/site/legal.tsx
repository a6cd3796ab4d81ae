import { data } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { PostContent } from "#app/features/blog/post-content.tsx";
import { formatPostDate } from "#app/lib/dates.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import type { Route } from "./+types/legal";
import { loadLegalPageData } from "./legal.server.ts";

/**
 * The legal pages, /privacy and /terms (issue 13): one module for both (route ids "legal/<slug>"), their
 * Markdown from Site content rendered on the server with the posts' renderer and sanitiser.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ title: loaderData.page.title, description: loaderData.page.description, path: loaderData.page.path, site: siteFrom(matches) }) : [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadLegalPageData(context, new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function LegalPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title} subtitle={`Last updated ${formatPostDate(page.updatedOn)}`} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <PostContent html={`<div class="post-body">${page.html}</div>`} />
      </article>
    </>
  );
}
