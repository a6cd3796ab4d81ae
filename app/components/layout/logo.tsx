import { Link } from "react-router";
import { FallbackImage } from "#app/components/ui/fallback-image.tsx";
import { site } from "#contracts/site.ts";
import { cn } from "#app/lib/cn.ts";

const LOGO_SIZES = {
  small: { width: 120, height: 32, className: "h-8" },
  medium: { width: 150, height: 40, className: "h-10" },
  large: { width: 180, height: 48, className: "h-12" },
} as const;

export type LogoSize = keyof typeof LOGO_SIZES;

/**
 * The logo, linking home. Both theme variants are rendered and CSS shows the one matching the
 * theme, so server-rendered pages show the right one before any JavaScript runs. If the SVG fails
 * to load, the PNG at the alternate path is used.
 */
export function Logo({
  size = "medium",
  className,
  onDark = false,
  compactOnScroll = false,
}: {
  size?: LogoSize;
  className?: string;
  onDark?: boolean;
  /** Shrinks to the small size once the page is scrolled (the header: SPEC §2). */
  compactOnScroll?: boolean;
}) {
  const { width, height, className: heightClass } = LOGO_SIZES[size];
  const sizeClass = cn("w-auto transition-[height] duration-300", heightClass, compactOnScroll && "scrolled:h-8");
  // Lazy: the variant hidden by the theme is then never downloaded (the shown one loads at once).
  const common = { width, height, alt: site.brand, decoding: "async" as const, loading: "lazy" as const };
  return (
    <Link to="/" className={cn("inline-flex shrink-0 items-center", className)} aria-label={`${site.brand} home`}>
      {onDark ? (
        <FallbackImage src="/brand/logo-dark.svg" alternateSrc="/brand/logo-dark.png" className={sizeClass} {...common} />
      ) : (
        <>
          <FallbackImage src="/brand/logo-light.svg" alternateSrc="/brand/logo-light.png" className={cn(sizeClass, "dark:hidden")} {...common} />
          <FallbackImage src="/brand/logo-dark.svg" alternateSrc="/brand/logo-dark.png" className={cn(sizeClass, "hidden dark:block")} {...common} />
        </>
      )}
    </Link>
  );
}
