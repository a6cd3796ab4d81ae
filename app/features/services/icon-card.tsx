import { Icon } from "#app/components/ui/icon.tsx";
import type { IconCard } from "#app/content/services/types.ts";
import { cn } from "#app/lib/cn.ts";
import { CheckList } from "./check-list.tsx";

/** A card with an icon, a title, a description and optionally a checklist (platforms, pillars, features…). */
export function IconCardView({ card, tone = "plain" }: { card: IconCard; tone?: "plain" | "raised" }) {
  return (
    <article
      className={cn(
        "flex h-full flex-col rounded-3xl border p-6 sm:p-7",
        tone === "raised"
          ? "border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          : "border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60",
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        <Icon name={card.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-bold text-slate-900 dark:text-white">{card.title}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{card.description}</p>
      {card.points && card.points.length > 0 ? (
        <CheckList items={card.points} className="mt-5 text-sm text-slate-700 dark:text-slate-200" />
      ) : null}
    </article>
  );
}
