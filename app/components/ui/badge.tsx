import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export type BadgeTone = "green" | "blue" | "purple" | "amber" | "slate" | "red" | "indigo";

const TONES: Record<BadgeTone, string> = {
  green: "bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300",
  blue: "bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-500/15 dark:text-purple-300",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-300",
  slate: "bg-slate-100 text-slate-700 dark:bg-slate-700/50 dark:text-slate-200",
  red: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300",
  indigo: "bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200",
};

export function Badge({ tone = "slate", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize", TONES[tone], className)}>
      {children}
    </span>
  );
}
