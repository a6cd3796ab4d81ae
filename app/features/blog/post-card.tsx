import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { blogPageCopy } from "#app/content/publishing.ts";
import { type BlogPostSummary, postPath } from "#contracts/blog.ts";
import { PostMetaLine } from "./post-meta-line.tsx";

const categoryClass =
  "inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-100";

/** The newest post, shown large at the top of the list with 'Read Article'. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  const href = postPath(post);
  return (
    <article className="group grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] overflow-hidden bg-slate-100 lg:aspect-auto dark:bg-slate-800">
        <StoredImage
          path={post.imageUrl}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 1280px) 616px, (min-width: 1024px) 50vw, 100vw"
          // The featured post's picture is usually the largest thing on the first screen.
          fetchPriority="high"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          fallbackClassName="min-h-56"
        />
      </Link>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-3">
          <span className={categoryClass}>{post.category}</span>
          <PostMetaLine date={post.date} readTime={post.readTime} className="text-slate-600 dark:text-slate-300" />
        </div>
        <h2 className="mt-4 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
          <Link to={href} className="hover:text-brand-700 dark:hover:text-brand-200">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-pretty text-slate-600 sm:text-lg dark:text-slate-300">{post.excerpt}</p>
        <div className="mt-6">
          <Link to={href} className={buttonClass("primary", "md")}>
            {blogPageCopy.readArticle}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A post in the grid, with 'Read More'. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const href = postPath(post);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group render-when-near flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[16/9] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <StoredImage
          path={post.imageUrl}
          alt=""
          width={1200}
          height={675}
          loading="lazy"
          decoding="async"
          sizes="(min-width: 1280px) 395px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          fallbackClassName="size-full"
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className={categoryClass}>{post.category}</span>
        </div>
        <Heading className="mt-3 text-lg font-bold text-balance text-slate-900 dark:text-white">
          <Link to={href} className="hover:text-brand-700 dark:hover:text-brand-200">
            {post.title}
          </Link>
        </Heading>
        <PostMetaLine date={post.date} readTime={post.readTime} className="mt-2 text-slate-600 dark:text-slate-300" />
        <p className="mt-3 line-clamp-3 text-pretty text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        <Link
          to={href}
          className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 hover:gap-2.5 hover:underline dark:text-brand-300"
        >
          {blogPageCopy.readMore}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4 transition-all" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
