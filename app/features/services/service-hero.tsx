import { PageHeaderArt } from "#app/components/layout/page-header-art.tsx";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Artwork } from "#app/content/services/types.ts";
import type { Crumb } from "#app/lib/structured-data.ts";
import { preloadLargestImage } from "#app/lib/preload-largest-image.ts";

interface ServiceHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  art: Artwork;
  /** Trail from the services overview to this page; the last crumb is the current page. */
  breadcrumbs: Crumb[];
  highlights?: string[];
  /** The hero's calls to action. */
  children: ReactNode;
}

/**
 * The opening of every service page: breadcrumb, the page's single <h1>, a short pitch, calls to
 * action and the page's own illustration. The illustration is the likely largest paint: it comes
 * inside the page when it is one of the site's small SVGs (app/lib/inline-svg.server.ts), else it is
 * preloaded (React hoists the hint into <head>) and fetched with high priority.
 */
export function ServiceHero({ eyebrow, title, subtitle, art, breadcrumbs, highlights, children }: ServiceHeroProps) {
  preloadLargestImage(art.src);
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <PageHeaderArt className="opacity-60" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/95 via-brand-900/75 to-brand-950/40" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-12 sm:pb-20 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:pb-24">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-200">
              {breadcrumbs.map((crumb, index) => (
                <li key={crumb.label} className="flex items-center gap-2">
                  {index > 0 ? (
                    <span aria-hidden="true" className="text-brand-300/70">
                      /
                    </span>
                  ) : null}
                  {crumb.to ? (
                    <Link to={crumb.to} className="rounded hover:text-white hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-semibold text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <p className="mt-8 text-sm font-bold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-brand-100">{subtitle}</p>
          {highlights && highlights.length > 0 ? (
            <ul className="mt-6 grid gap-2.5 text-sm font-medium text-brand-50 sm:text-base">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2.5">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-300" aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">{children}</div>
        </div>
        <div className="mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none">
          <img
            src={art.src}
            alt={art.alt}
            width={art.width}
            height={art.height}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
