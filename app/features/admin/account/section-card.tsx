import type { ReactNode } from "react";

/** One block of a settings-like admin page (account, staff settings): a heading, a line, its controls. */
export function SectionCard({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
