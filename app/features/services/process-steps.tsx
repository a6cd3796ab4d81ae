import type { Step } from "#app/content/services/types.ts";
import { cn } from "#app/lib/cn.ts";

/** Numbered steps of a process, in a row on wide screens and a column on phones. */
export function ProcessSteps({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol
      data-reveal
      className={cn(
        "grid gap-6",
        steps.length === 5 ? "sm:grid-cols-2 lg:grid-cols-5" : "sm:grid-cols-2 lg:grid-cols-4",
        className,
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-3xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 text-base font-extrabold text-slate-950"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
