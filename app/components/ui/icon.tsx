import { cn } from "#app/lib/cn.ts";
import type { IconName } from "#contracts/icon-names.ts";

/** A symbol's id in the page: "icon-" and the name, so it never collides with another element's id. */
export const ICON_ID_PREFIX = "icon-";

/**
 * An icon the site's copy names (contracts/icon-names.ts), drawn from the SVG sprite whose symbols every page
 * carries (app/lib/inline-assets.tsx): the same strokes as lucide-react's, with no JavaScript or request per icon. Decorative: the text beside it says what it means.
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
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}
