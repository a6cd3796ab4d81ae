import { useId } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The decorative backdrop of page headers (the same artwork as public/images/page-header.svg), inline:
 * it costs no request and, being inline SVG, never becomes the page's "largest paint" in place of
 * the heading.
 */
export function PageHeaderArt({ className }: { className?: string }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1600 500"
      preserveAspectRatio="xMidYMid slice"
      className={cn("absolute inset-0 -z-10 size-full", className)}
    >
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="0.55" stopColor="#312e81" />
          <stop offset="1" stopColor="#701a75" />
        </linearGradient>
        <radialGradient id={`${id}g1`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#818cf8" stopOpacity="0.55" />
          <stop offset="1" stopColor="#818cf8" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}g2`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fb923c" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fb923c" stopOpacity="0" />
        </radialGradient>
        <pattern id={`${id}grid`} width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0V48" fill="none" stroke="#ffffff" strokeOpacity="0.06" />
        </pattern>
      </defs>
      <rect width="1600" height="500" fill={`url(#${id}bg)`} />
      <rect width="1600" height="500" fill={`url(#${id}grid)`} />
      <circle cx="1250" cy="120" r="360" fill={`url(#${id}g1)`} />
      <circle cx="1480" cy="460" r="260" fill={`url(#${id}g2)`} />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="2">
        <circle cx="1300" cy="250" r="120" />
        <circle cx="1300" cy="250" r="200" />
        <circle cx="1300" cy="250" r="290" />
        <circle cx="1300" cy="250" r="390" />
      </g>
      <path d="M1120 380 L1240 300 L1330 340 L1480 190" fill="none" stroke="#fb923c" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" strokeOpacity="0.85" />
      <circle cx="1480" cy="190" r="10" fill="#fb923c" />
    </svg>
  );
}
