import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The admin's amber note above a form: something about the record to know before saving (unpublished
 * changes, pictures gone from the library). A note, not an alert: it is there when the form opens.
 */
export function AdminNote({ label, icon: Icon, children, className }: { label: string; icon: LucideIcon; children: ReactNode; className?: string }) {
  return (
    <div
      role="note"
      aria-label={label}
      className={cn(
        "flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100",
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}
