import type { ReactNode } from "react";

/** Title row of an admin page: the h1, a line of context and the page's main actions. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      {/* Takes the room the actions leave, so a long description wraps beside them rather than pushing them below. */}
      <div className="min-w-0 flex-1 basis-80">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** Class names for admin tables, so every list looks the same. */
export const adminTable = {
  wrapper: "overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900",
  table: "min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800",
  head: "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300",
  headCell: "px-4 py-3",
  body: "divide-y divide-slate-100 dark:divide-slate-800",
  row: "hover:bg-slate-50/70 dark:hover:bg-slate-800/40",
  cell: "px-4 py-3 align-middle text-slate-700 dark:text-slate-200",
} as const;
