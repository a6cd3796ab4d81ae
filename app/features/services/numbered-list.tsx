import type { Step } from "#app/content/services/types.ts";
import { cn } from "#app/lib/cn.ts";

/** A compact numbered list of steps, for use inside a text column. */
export function NumberedList({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol className={cn("space-y-5", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white dark:bg-brand-400 dark:text-slate-950"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-base font-bold text-slate-900 dark:text-white">{step.title}</h3>
            <p className="mt-1 text-base text-slate-600 dark:text-slate-300">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
