import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";

/** What an admin list shows when it has no rows: an icon, a line saying so, and what to do next. */
export function AdminEmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</p>
      {children}
    </div>
  );
}

/** A filtered list that found nothing: says so, and offers to clear the filters (Contacts, Subscribers, Blog, Portfolio, Projects). */
export function NoFilterMatches({ icon, noun, hint = "Try another search or status.", onClear }: { icon: LucideIcon; noun: string; hint?: string; onClear: () => void }) {
  return (
    <AdminEmptyState icon={icon} title={`No ${noun} match these filters`}>
      {hint ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p> : null}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onClear}>
        Clear filters
      </Button>
    </AdminEmptyState>
  );
}
