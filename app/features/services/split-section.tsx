import type { ReactNode } from "react";
import type { Artwork } from "#app/content/services/types.ts";
import { cn } from "#app/lib/cn.ts";

interface SplitSectionProps {
  id: string;
  title: string;
  eyebrow?: string;
  art: Artwork;
  /** Puts the artwork on the right on wide screens. */
  artLast?: boolean;
  tone?: "plain" | "muted";
  children: ReactNode;
}

/** Text beside an illustration: for sections that explain one idea in depth. */
export function SplitSection({ id, title, eyebrow, art, artLast = false, tone = "plain", children }: SplitSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("py-16 sm:py-24", tone === "muted" && "bg-slate-50 dark:bg-slate-900/60")}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div data-reveal className={cn(artLast && "lg:order-last")}>
          <img
            src={art.src}
            alt={art.alt}
            width={art.width}
            height={art.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-[2rem] bg-brand-950 shadow-xl shadow-brand-900/10"
          />
        </div>
        <div data-reveal>
          {eyebrow ? (
            <p className="text-sm font-bold tracking-widest text-brand-700 uppercase dark:text-accent-300">{eyebrow}</p>
          ) : null}
          <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h2>
          <div className="mt-5 text-lg text-slate-600 dark:text-slate-300">{children}</div>
        </div>
      </div>
    </section>
  );
}
