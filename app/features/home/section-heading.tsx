import { cn } from "#app/lib/cn.ts";

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string;
  /** A short label above the title. */
  eyebrow?: string;
  align?: "center" | "left";
  /** For headings on the brand-coloured bands. */
  onDark?: boolean;
}

/** The heading of a page section (an h2 with an optional eyebrow and intro), used across the marketing pages. */
export function SectionHeading({ id, title, intro, eyebrow, align = "center", onDark = false }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-bold tracking-widest uppercase",
            onDark ? "text-accent-300" : "text-brand-700 dark:text-brand-300",
          )}
        >
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
      {intro ? (
        <p className={cn("mt-4 text-lg text-pretty", onDark ? "text-brand-100" : "text-slate-600 dark:text-slate-300")}>{intro}</p>
      ) : null}
    </div>
  );
}
