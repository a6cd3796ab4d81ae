import Rss from "lucide-react/icons/rss";
import { Link, useNavigation } from "react-router";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { blogPageCopy, blogPostCopy } from "#app/content/publishing.ts";
import { loadBlogList } from "#app/features/blog/blog.server.ts";
import { CategoryChips } from "#app/features/blog/category-chips.tsx";
import { NavigationPending } from "#app/features/blog/navigation-pending.tsx";
import { SiteSearchForm } from "#app/components/layout/site-search-form.tsx";
import { FeaturedPostCard, PostCard } from "#app/features/blog/post-card.tsx";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { cn } from "#app/lib/cn.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { BLOG_CATEGORY_PARAM, BLOG_FEED_PATH, BLOG_MESSAGES } from "#contracts/blog.ts";
import type { Route } from "./+types/index";

// The feed's <link rel="alternate"> is in every public page's head (routes/site/layout.tsx).
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: blogPageCopy.metaTitle,
    description: blogPageCopy.description,
    // Filtered views are subsets of this page; search engines index the whole list.
    path: "/blog",
    site: siteFrom(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get(BLOG_CATEGORY_PARAM);
  return loadBlogList(context, category);
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, categories, activeCategory } = loaderData;
  const navigation = useNavigation();
  // Switching category runs the loader again: show that the list is on its way.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  const [featured, ...rest] = activeCategory === null ? posts : [undefined, ...posts];

  return (
    <>
      <NavigationPending label={blogPostCopy.loading} />
      <BlogHeader />
      <section aria-labelledby="blog-posts-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="blog-posts-heading" className="sr-only">
          {activeCategory ? `Posts in ${activeCategory}` : "All posts"}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <CategoryChips categories={categories} active={activeCategory} />
          {loading ? <Spinner label={blogPageCopy.loading} /> : null}
        </div>

        <div aria-busy={loading} className={cn("mt-10 transition-opacity", loading && "opacity-50")}>
          {posts.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center text-lg text-slate-600 dark:border-slate-700 dark:text-slate-300">
              {BLOG_MESSAGES.listEmpty}
            </p>
          ) : (
            <>
              {featured ? <FeaturedPostCard post={featured} /> : null}
              {rest.length > 0 ? (
                <div className={cn("grid gap-8 sm:grid-cols-2 lg:grid-cols-3", featured && "mt-10")}>
                  {rest.map((post) => (post ? <PostCard key={post._id} post={post} /> : null))}
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>
      <NewsletterSection />
    </>
  );
}

function BlogHeader() {
  return (
    <PageHeader title={blogPageCopy.title} subtitle={blogPageCopy.subtitle}>
      <a
        href={BLOG_FEED_PATH}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white hover:underline"
      >
        <Rss className="size-4" aria-hidden="true" />
        {blogPageCopy.feedLink}
      </a>
      <SiteSearchForm className="mt-6 max-w-xl" />
    </PageHeader>
  );
}

function NewsletterSection() {
  return (
    <section data-reveal aria-labelledby="blog-newsletter-heading" className="bg-slate-50 dark:bg-slate-900/60">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="blog-newsletter-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {blogPageCopy.newsletter.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600 dark:text-slate-300">{blogPageCopy.newsletter.text}</p>
        <div className="mx-auto mt-8 max-w-lg">
          <NewsletterForm place="blog" />
        </div>
      </div>
    </section>
  );
}

/** The list could not be read (SPEC §8 'Failed to load blog posts'): the page still stands, with a way back. */
export function ErrorBoundary() {
  return (
    <>
      <BlogHeader />
      <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-lg font-semibold text-red-700 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          {BLOG_MESSAGES.listFailed}
        </p>
        <p className="mt-6 text-slate-600 dark:text-slate-300">
          Please try again in a moment, or{" "}
          <Link to="/blog" reloadDocument className="font-semibold text-brand-700 underline dark:text-brand-300">
            reload the page
          </Link>
          .
        </p>
      </section>
    </>
  );
}
