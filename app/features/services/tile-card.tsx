import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import type { DigitalBrandingTile } from "#app/content/services/types.ts";

/** A digital branding tile (SPEC §3) with its 'Learn More' link to the sub-page. */
export function TileCard({ tile }: { tile: DigitalBrandingTile }) {
  const headingId = `tile-${tile.link.split("/").pop()}`;
  return (
    <article className="group relative flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-xl dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 text-white shadow-md shadow-brand-600/20">
        <Icon name={tile.icon} className="size-6" />
      </span>
      <h3 id={headingId} className="mt-5 text-lg font-bold text-slate-900 dark:text-white">
        {tile.name}
      </h3>
      <p className="mt-2 mb-6 text-sm text-slate-600 dark:text-slate-300">{tile.description}</p>
      <Link
        to={tile.link}
        prefetch="intent"
        aria-describedby={headingId}
        className="mt-auto inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-brand-300 dark:hover:text-white"
      >
        Learn More
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </Link>
    </article>
  );
}
