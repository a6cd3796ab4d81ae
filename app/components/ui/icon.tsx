import { cn } from "#app/lib/cn.ts";
import type { IconName } from "./icon-names.ts";
import spriteUrl from "./icons.svg?no-inline";

/**
 * An icon the site's copy names (see icon-names.ts), drawn from the SVG sprite: the same strokes as
 * lucide-react's, with no JavaScript per icon. Decorative: the text beside it says what it means.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("lucide", `lucide-${name}`, className)}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
