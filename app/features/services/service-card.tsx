import ImageOff from "lucide-react/icons/image-off";
import { FallbackImage } from "#app/components/ui/fallback-image.tsx";
import { ART_SIZE } from "#app/content/services/shared.ts";
import type { ServiceCard } from "#app/content/services/types.ts";
import { cn } from "#app/lib/cn.ts";
import { CheckList } from "./check-list.tsx";

/**
 * A service card (SPEC §3): image, title, description and key benefits. Illustrations span the
 * card's width; icon-style images are shown small. A broken image becomes a placeholder that
 * carries the card's title.
 */
export function ServiceCardView({ card }: { card: ServiceCard }) {
  const isIcon = card.imageStyle === "icon";
  const size = isIcon ? ART_SIZE.icon : ART_SIZE.card;
  return (
    <article
      className={cn(
        "render-when-near flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg dark:border-slate-800 dark:bg-slate-900",
      )}
    >
      {isIcon ? null : (
        <FallbackImage
          src={card.image}
          alt=""
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full bg-brand-950 object-cover"
          fallback={<ImagePlaceholder title={card.title} className="aspect-[8/5] w-full" />}
        />
      )}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        {isIcon ? (
          <FallbackImage
            src={card.image}
            alt=""
            width={size.width}
            height={size.height}
            loading="lazy"
            decoding="async"
            className="size-16 rounded-2xl"
            fallback={<ImagePlaceholder title={card.title} className="min-h-16 w-fit max-w-full px-3 py-2" compact />}
          />
        ) : null}
        <h3 className={cn("text-xl font-bold text-slate-900 dark:text-white", isIcon && "mt-5")}>{card.title}</h3>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{card.description}</p>
        <div className="mt-6 border-t border-slate-200 pt-5 dark:border-slate-800">
          <h4 className="text-xs font-bold tracking-widest text-slate-500 uppercase dark:text-slate-400">Key benefits</h4>
          <CheckList items={card.benefits} className="mt-3 text-sm text-slate-700 dark:text-slate-200" />
        </div>
      </div>
    </article>
  );
}

/** Shown where a card's image failed to load: a quiet tile with the card's title (SPEC §3, §8). */
function ImagePlaceholder({ title, className, compact = false }: { title: string; className?: string; compact?: boolean }) {
  return (
    <div
      data-image-placeholder=""
      aria-hidden="true"
      className={cn(
        "flex items-center justify-center gap-2 rounded-none bg-slate-100 text-center font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300",
        compact ? "rounded-2xl text-xs" : "flex-col p-6 text-base",
        className,
      )}
    >
      <ImageOff className={compact ? "size-4 shrink-0" : "size-8"} aria-hidden="true" />
      <span>{title}</span>
    </div>
  );
}
