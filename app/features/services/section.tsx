import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

interface SectionProps {
  /** Id of the section's heading (the section is labelled by it). */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** "muted" gives the band a tinted background, to separate it from its neighbours. */
  tone?: "plain" | "muted";
  children: ReactNode;
  className?: string;
}

/** A below-the-fold band of a service page: a centred heading block, then its content. */
export function Section({ id, title, eyebrow, intro, tone = "plain", children, className }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn("py-16 sm:py-24", tone === "muted" && "bg-slate-50 dark:bg-slate-900/60", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={id} title={title} eyebrow={eyebrow} intro={intro} />
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  align = "center",
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  align?: "center" | "start";
}) {
  return (
    <div data-reveal className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className="text-sm font-bold tracking-widest text-brand-700 uppercase dark:text-accent-300">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </div>
  );
}

/**
 * Cards in rows that stay centred when the last row is short (7 cards in rows of 3 end with one
 * card in the middle, not stranded on the left).
 */
export function CardRow({ children, columns = 3, className }: { children: ReactNode; columns?: 2 | 3 | 4; className?: string }) {
  return (
    <ul
      className={cn(
        "flex flex-wrap justify-center gap-6 lg:gap-8",
        columns === 2 && "[&>li]:basis-full md:[&>li]:basis-[calc(50%-0.75rem)] lg:[&>li]:basis-[calc(50%-1rem)] lg:[&>li]:max-w-[36rem]",
        columns === 3 && "[&>li]:basis-full md:[&>li]:basis-[calc(50%-0.75rem)] lg:[&>li]:basis-[calc(33.333%-1.334rem)]",
        columns === 4 && "[&>li]:basis-full sm:[&>li]:basis-[calc(50%-0.75rem)] lg:[&>li]:basis-[calc(25%-1.5rem)]",
        className,
      )}
    >
      {children}
    </ul>
  );
}
