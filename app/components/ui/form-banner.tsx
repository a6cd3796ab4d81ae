import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The red failure banner of the contact forms (SPEC §8), announced to screen readers as it appears.
 * `autoFocus`: the page is a refused no-JavaScript submission with nothing to fix in a field (too many
 * messages, the database away): the browser focuses the banner as the page loads and scrolls to it.
 */
export function FormBanner({
  children,
  tone = "light",
  className,
  autoFocus = false,
}: {
  children: ReactNode;
  tone?: "light" | "onDark";
  className?: string;
  autoFocus?: boolean;
}) {
  return (
    <div
      role="alert"
      {...(autoFocus ? { autoFocus, tabIndex: -1 } : {})}
      className={cn(
        "flex gap-3 rounded-xl border px-4 py-3 text-sm font-medium focus:outline-none",
        tone === "light"
          ? "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
          : "border-red-300/60 bg-red-950/60 text-red-100",
        className,
      )}
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}
