import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useLocation } from "react-router";
import { THEME_TOGGLE_ATTRIBUTE } from "#app/lib/page-script.ts";
import { cn } from "#app/lib/cn.ts";
import { THEME_FORM_ACTION } from "#contracts/theme.ts";

const buttonClass =
  "size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

/**
 * Switches light/dark (SPEC §1). A form with one button per target theme; CSS shows the one that
 * switches away from the theme on screen (the system's when nothing is chosen), so it is right before
 * any script runs. Without JavaScript it posts the choice, the server keeps it in a cookie and sends
 * the visitor back to this page in that theme; with it, the page script switches at once (app/lib/page-script.ts).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const location = useLocation();
  const toggle = { type: "submit", name: "theme", [THEME_TOGGLE_ATTRIBUTE]: "", "aria-label": "Toggle dark mode", title: "Toggle dark mode" } as const;
  return (
    <form method="post" action={THEME_FORM_ACTION} className={cn("contents", className)}>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button {...toggle} value="dark" className={cn(buttonClass, "inline-flex dark:hidden")}>
        <Moon className="size-5" aria-hidden="true" />
      </button>
      <button {...toggle} value="light" className={cn(buttonClass, "hidden dark:inline-flex")}>
        <Sun className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
