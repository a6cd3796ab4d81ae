import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Tag from "lucide-react/icons/tag";
import { data, isRouteErrorResponse, Link, redirect, useRouteLoaderData } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { blogPostCopy } from "#app/content/publishing.ts";
import { useCompany } from "#app/lib/company.ts";
import { loadBlogPost, loadBlogPostPreview } from "#app/features/blog/blog.server.ts";
import { NavigationPending } from "#app/features/blog/navigation-pending.tsx";
import { PostActions } from "#app/features/blog/post-actions.tsx";
import { PostCard } from "#app/features/blog/post-card.tsx";
import { PostContent } from "#app/features/blog/post-content.tsx";
import { PostMetaLine } from "#app/features/blog/post-meta-line.tsx";
import { cn } from "#app/lib/cn.ts";
import { resolveImageUrl } from "#app/lib/image-url.ts";
import { absoluteUrl, pageMeta, shareImage, type SiteIdentity, siteFrom } from "#app/lib/seo.ts";
import { type JsonLdNode, organizationRef, structuredData } from "#app/lib/structured-data.ts";
import { BLOG_MESSAGES, type BlogPost, formatIndiaDateTime, PREVIEW_PARAM, postPath } from "#contracts/blog.ts";
import type { Route } from "./+types/post";

/** The post for search engines (schema.org BlogPosting), published by the agency's Organization. */
function blogPosting(post: Omit<BlogPost, "content">, site: SiteIdentity): JsonLdNode {
  const url = `${site.origin}${postPath(post)}`;
  const images = [post.ogImage, post.imageUrl].filter(Boolean).map((image) => absoluteUrl(site.origin, shareImage(resolveImageUrl(image))));
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    image: images.length > 0 ? [...new Set(images)] : undefined,
    url,
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: { "@type": "Person", name: post.author },
    publisher: organizationRef(site),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: post.category,
    keywords: post.tags.length > 0 ? post.tags.join(", ") : undefined,
    inLanguage: "en-IN",
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, error, matches }) => {
  const siteIdentity = siteFrom(matches);
  if (!loaded) {
    const heading = isRouteErrorResponse(error) && error.status === 404 ? BLOG_MESSAGES.notFound : BLOG_MESSAGES.postFailed;
    return [{ title: `${heading} | ${siteIdentity.brand}` }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaded;
  const image = post.ogImage || post.imageUrl;
  return [
    // The search fields the editor set, else the title, excerpt and image (SEO defaults).
    ...pageMeta({
      title: post.metaTitle || post.title,
      exactTitle: Boolean(post.metaTitle),
      description: post.metaDescription || post.excerpt,
      path: postPath(post),
      site: siteIdentity,
      image: image ? resolveImageUrl(image) : undefined,
      type: "article",
    }),
    { name: "robots", content: loaded.preview ? "noindex, nofollow" : post.noindex ? "noindex" : "index, follow, max-image-preview:large" },
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    structuredData([blogPosting(post, siteIdentity)]),
  ];
};

/** A preview is for the person holding the link only: never stored by the page cache, a browser or a proxy, never indexed. */
const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const previewToken = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (previewToken !== null) {
    const preview = await loadBlogPostPreview(context, params.slug, previewToken);
    // An expired link, another post's token or a forged one: as if the post did not exist.
    if (!preview) throw data(BLOG_MESSAGES.notFound, { status: 404, headers: PREVIEW_HEADERS });
    // The post went live since the link was made: its public page.
    if ("redirect" in preview) throw redirect(preview.redirect, { status: 302, headers: PREVIEW_HEADERS });
    return data(preview, { headers: PREVIEW_HEADERS });
  }
  const found = await loadBlogPost(context, params.slug);
  // A draft, a deleted post or a made-up address: a real 404 for browsers and search engines alike.
  if (!found) throw data(BLOG_MESSAGES.notFound, { status: 404 });
  // SPEC's /blog/{id} links and slugs a post had before move for good to /blog/{slug}.
  if ("redirect" in found) throw redirect(found.redirect, 301);
  return found;
}

/** The loader's headers (a preview's no-store) on the page itself, and on its error page. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const { post, article, coverAlt, related, preview } = loaderData;
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  const url = `${origin}${postPath(post)}`;

  return (
    <article>
      {preview ? <PreviewBanner publishAt={post.status === "scheduled" ? post.publishAt : null} /> : null}
      <NavigationPending label={blogPostCopy.loading} />
      <header className="relative isolate overflow-hidden bg-brand-950 text-white">
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(99,102,241,0.45),transparent_55%),radial-gradient(circle_at_85%_60%,rgba(192,38,211,0.35),transparent_50%)]"
          aria-hidden="true"
        />
        {/* Room at the bottom for the cover, which overlaps the header (a draft's preview may have none). */}
        <div className={cn("mx-auto max-w-4xl px-4 pt-10 sm:px-6 sm:pt-14", post.imageUrl ? "pb-40 sm:pb-48" : "pb-12 sm:pb-16")}>
          <BackToBlog className="text-brand-100 hover:text-white" />
          <p className="mt-8">
            <Link
              to={`/blog?category=${encodeURIComponent(post.category)}`}
              className="inline-flex items-center rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-950 uppercase hover:bg-accent-400"
            >
              {post.category}
            </Link>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          {post.excerpt ? <p className="mt-5 max-w-3xl text-lg text-pretty text-brand-100 sm:text-xl">{post.excerpt}</p> : null}
          <PostMetaLine author={post.author} date={post.date} readTime={post.readTime} className="mt-6 text-brand-100" />
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        {/* Only a draft's preview can lack the image: publishing needs one. */}
        {post.imageUrl ? (
          <div className="relative -mt-32 overflow-hidden rounded-3xl bg-slate-200 shadow-2xl shadow-brand-950/20 sm:-mt-40 dark:bg-slate-800">
            <StoredImage
              path={post.imageUrl}
              alt={coverAlt}
              width={1200}
              height={675}
              fetchPriority="high"
              sizes="(min-width: 896px) 848px, 100vw"
              className="aspect-[16/9] w-full object-cover"
              fallbackClassName="aspect-[16/9] w-full"
            />
          </div>
        ) : null}

        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6 dark:border-slate-800">
          <PostActions postId={post._id} title={post.title} url={url} />
        </div>

        <div className="mx-auto max-w-3xl py-10">
          <PostContent html={article} />

          {post.tags.length > 0 ? (
            <div className="mt-12 flex flex-wrap items-center gap-2">
              <h2 className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 dark:text-slate-300">
                <Tag className="size-4" aria-hidden="true" />
                {blogPostCopy.tags}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <aside className="mt-12 rounded-3xl bg-gradient-to-br from-brand-600 to-fuchsia-700 p-8 text-white sm:p-10">
            <h2 className="text-2xl font-bold text-balance">{blogPostCopy.cta.title}</h2>
            <p className="mt-2 text-brand-50">{blogPostCopy.cta.text(company.responseTime)}</p>
            <ButtonLink to="/contact" variant="accent" className="mt-6">
              {blogPostCopy.cta.button}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          </aside>

          <BackToBlog className="mt-10 text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-100" />
        </div>
      </div>

      {related.length > 0 ? (
        <section data-reveal aria-labelledby="keep-reading" className="bg-slate-50 py-16 dark:bg-slate-900/60">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="keep-reading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              {blogPostCopy.keepReading}
            </h2>
            <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((summary) => (
                <PostCard key={summary._id} post={summary} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** Says plainly that this page is a preview: not public yet, seen only through this link. */
function PreviewBanner({ publishAt }: { publishAt: string | null }) {
  return (
    <div role="note" aria-label={BLOG_MESSAGES.previewBanner} className="sticky top-0 z-40 bg-amber-300 px-4 py-2 text-center text-sm text-slate-950">
      <strong className="mr-2 rounded bg-slate-950 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-200 uppercase">{BLOG_MESSAGES.previewBanner}</strong>
      {BLOG_MESSAGES.previewNote}
      {publishAt ? ` Scheduled for ${formatIndiaDateTime(publishAt)}.` : null}
    </div>
  );
}

function BackToBlog({ className }: { className?: string }) {
  return (
    <Link to="/blog" className={`inline-flex items-center gap-2 text-sm font-semibold ${className ?? ""}`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {blogPostCopy.backToBlog}
    </Link>
  );
}

/** 'Blog post not found' (HTTP 404) or 'Failed to load blog post', each with 'Back to Blog' (SPEC §2, §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? BLOG_MESSAGES.notFound : BLOG_MESSAGES.postFailed;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className={notFound ? "text-3xl font-bold text-slate-900 dark:text-white" : "text-3xl font-bold text-red-700 dark:text-red-300"}>
        {heading}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{notFound ? blogPostCopy.notFoundText : blogPostCopy.failedText}</p>
      <ButtonLink to="/blog" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {blogPostCopy.backToBlog}
      </ButtonLink>
    </section>
  );
}
