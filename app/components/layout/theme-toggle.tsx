import { Moon, Sun } from "lucide-react";
import { applyTheme, currentTheme } from "#app/lib/theme.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Switches light/dark. The icon is chosen by CSS from the `dark` class, so the server-rendered
 * button is already right and nothing re-renders on toggle.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark")}
      className={cn(
        "inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
        className,
      )}
      aria-label="Toggle dark mode"
      title="Toggle dark mode"
    >
      <Moon className="size-5 dark:hidden" aria-hidden="true" />
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
    </button>
  );
}
