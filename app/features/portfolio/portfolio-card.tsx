import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import { Link } from "react-router";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { portfolioPageCopy } from "#app/content/publishing.ts";
import { cn } from "#app/lib/cn.ts";
import { ARRIVAL_SCROLL_MARGIN, projectLinkId } from "#app/lib/focus-on-arrival.ts";
import type { PortfolioItem } from "#contracts/portfolio.ts";

/**
 * A project in the grid; the whole card is a link to the project's large view (`to`, its own address).
 * `imageAlt` is the media library's alt text; an image the library does not know is treated as
 * decoration (the title follows it).
 */
export function PortfolioCard({ item, imageAlt = "", to, eager = false }: { item: PortfolioItem; imageAlt?: string; to: string; eager?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <StoredImage
          path={item.imageUrl}
          alt={imageAlt}
          width={1200}
          height={675}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          sizes="(min-width: 1280px) 395px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
          fallbackClassName="size-full"
        />
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-slate-800 shadow-sm dark:bg-slate-950/90 dark:text-slate-100">
          {item.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">
          <Link
            id={projectLinkId(item._id)}
            to={to}
            preventScrollReset
            aria-haspopup="dialog"
            className={cn("text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none", ARRIVAL_SCROLL_MARGIN)}
          >
            {item.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-slate-600 dark:text-slate-300">{item.description}</p>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-brand-700 dark:text-brand-300" aria-hidden="true">
          {portfolioPageCopy.viewProject}
          <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </span>
      </div>
    </article>
  );
}
