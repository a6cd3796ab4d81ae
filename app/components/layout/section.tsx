import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

interface SectionHeadingProps {
  /** The h2's id (the section is labelled by it). */
  id: string;
  title: string;
  /** A short label above the title. */
  eyebrow?: string;
  intro?: ReactNode;
  align?: "center" | "start";
  /** For headings on the brand-coloured bands. */
  onDark?: boolean;
}

/** The heading of a page section: an h2 with an optional eyebrow above and an intro below. */
export function SectionHeading({ id, title, eyebrow, intro, align = "center", onDark = false }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("text-sm font-bold tracking-widest uppercase", onDark ? "text-accent-300" : "text-brand-700 dark:text-brand-300")}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "text-3xl font-extrabold tracking-tight text-balance sm:text-4xl",
          eyebrow && "mt-2",
          onDark ? "text-white" : "text-slate-900 dark:text-white",
        )}
      >
        {title}
      </h2>
      {intro ? <p className={cn("mt-4 text-lg text-pretty", onDark ? "text-brand-100" : "text-slate-600 dark:text-slate-300")}>{intro}</p> : null}
    </div>
  );
}

const WIDTHS = { wide: "max-w-7xl", medium: "max-w-5xl", narrow: "max-w-3xl" } as const;

interface SectionProps extends SectionHeadingProps {
  /** "muted" gives the band a tinted background, to separate it from its neighbours. */
  tone?: "plain" | "muted";
  width?: keyof typeof WIDTHS;
  children: ReactNode;
  className?: string;
}

/** A band of a page below the fold: a heading block that fades in as it is scrolled to, then its content. */
export function Section({ tone = "plain", width = "wide", children, className, ...heading }: SectionProps) {
  return (
    <section aria-labelledby={heading.id} className={cn("py-16 sm:py-24", tone === "muted" && "bg-slate-50 dark:bg-slate-900/60", className)}>
      <div className={cn("mx-auto px-4 sm:px-6", WIDTHS[width])}>
        <div data-reveal>
          <SectionHeading {...heading} />
        </div>
        <div className="mt-12 sm:mt-14">{children}</div>
      </div>
    </section>
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
