import { useId } from "react";
import { Link } from "react-router";
import { site } from "#contracts/site.ts";
import { cn } from "#app/lib/cn.ts";

const LOGO_HEIGHTS = { small: "h-8", medium: "h-10", large: "h-12" } as const;

export type LogoSize = keyof typeof LOGO_HEIGHTS;

/** The wordmark's letters, as in public/brand/logo-light.svg (the logo as a file, for anyone who needs one). */
const WORDMARK_PATHS = [
  "M71.83 35L66.25 35L58.34 11.91L63.61 11.91L69.04 28.80L74.46 11.91L79.73 11.91",
  "M86.43 35L81.78 35L81.78 18.07L86.43 18.07L86.43 35M86.43 16.55L81.78 16.55L81.78 11.91L86.43 11.91",
  "M96.47 35.37Q93.68 35.37 91.62 34.05Q89.56 32.74 88.81 30.50L92.22 28.89Q92.88 30.26 93.99 31.03Q95.11 31.81 96.47 31.81Q97.46 31.81 97.99 31.40Q98.52 31 98.52 30.29Q98.52 29.92 98.33 29.65Q98.15 29.39 97.77 29.17Q97.40 28.95 96.84 28.80L93.96 27.99Q91.88 27.41 90.77 26.09Q89.65 24.77 89.65 22.97Q89.65 21.39 90.46 20.21Q91.26 19.04 92.72 18.37Q94.18 17.70 96.07 17.70Q98.55 17.70 100.42 18.86Q102.30 20.03 103.07 22.13L99.63 23.75Q99.26 22.69 98.28 22.06Q97.31 21.42 96.07 21.42Q95.17 21.42 94.66 21.79Q94.15 22.17 94.15 22.82Q94.15 23.16 94.33 23.44Q94.52 23.72 94.94 23.93Q95.36 24.15 95.98 24.34L98.67 25.14Q100.78 25.76 101.90 27.02Q103.01 28.27 103.01 30.10Q103.01 31.68 102.19 32.86Q101.37 34.04 99.91 34.71Q98.46 35.37 96.47 35.37",
  "M113.96 35.19Q110.89 35.19 109.20 33.53Q107.51 31.87 107.51 28.89L107.51 22.10L104.66 22.10L104.66 18.07L104.81 18.07Q106.11 18.07 106.81 17.42Q107.51 16.77 107.51 15.47L107.51 14.23L112.16 14.23L112.16 18.07L116.13 18.07L116.13 22.10L112.16 22.10L112.16 28.58Q112.16 29.45 112.47 30.02Q112.78 30.60 113.43 30.88Q114.08 31.16 115.04 31.16Q115.26 31.16 115.54 31.13Q115.82 31.09 116.13 31.06L116.13 35Q115.66 35.06 115.07 35.12Q114.48 35.19 113.96 35.19",
  "M124.09 35.37Q122.26 35.37 120.93 34.78Q119.60 34.19 118.88 33.09Q118.17 31.99 118.17 30.47Q118.17 29.05 118.82 27.95Q119.47 26.85 120.82 26.10Q122.17 25.36 124.19 25.05L128.87 24.30L128.87 23.84Q128.87 22.88 128.11 22.23Q127.35 21.58 126.05 21.58Q124.81 21.58 123.86 22.26Q122.91 22.94 122.48 24.06L118.76 22.29Q119.26 20.86 120.34 19.84Q121.43 18.82 122.95 18.26Q124.46 17.70 126.26 17.70Q128.40 17.70 130.04 18.48Q131.69 19.25 132.60 20.63Q133.52 22.01 133.52 23.84L133.52 35L129.18 35L129.18 33.39Q128.90 33.70 128.59 33.91Q127.69 34.66 126.57 35.02Q125.46 35.37 124.09 35.37M128.87 28.24L128.87 27.71L125.02 28.40Q124.03 28.58 123.50 29.03Q122.98 29.48 122.98 30.32Q122.98 31.09 123.57 31.53Q124.15 31.96 125.02 31.96Q126.17 31.96 127.04 31.47Q127.91 30.97 128.39 30.12Q128.87 29.27 128.87 28.24",
  "M142.16 35.37Q140.34 35.37 139 34.78Q137.67 34.19 136.96 33.09Q136.24 31.99 136.24 30.47Q136.24 29.05 136.90 27.95Q137.55 26.85 138.89 26.10Q140.24 25.36 142.26 25.05L146.94 24.30L146.94 23.84Q146.94 22.88 146.18 22.23Q145.42 21.58 144.12 21.58Q142.88 21.58 141.93 22.26Q140.99 22.94 140.55 24.06L136.83 22.29Q137.33 20.86 138.41 19.84Q139.50 18.82 141.02 18.26Q142.54 17.70 144.34 17.70Q146.47 17.70 148.12 18.48Q149.76 19.25 150.67 20.63Q151.59 22.01 151.59 23.84L151.59 35L147.25 35L147.25 33.39Q146.97 33.70 146.66 33.91Q145.76 34.66 144.65 35.02Q143.53 35.37 142.16 35.37M146.94 28.24L146.94 27.71L143.09 28.40Q142.10 28.58 141.58 29.03Q141.05 29.48 141.05 30.32Q141.05 31.09 141.64 31.53Q142.23 31.96 143.09 31.96Q144.24 31.96 145.11 31.47Q145.98 30.97 146.46 30.12Q146.94 29.27 146.94 28.24",
  "M159.65 35L155 35L155 18.07L159.34 18.07L159.34 20.59Q159.90 19.22 160.89 18.63Q162.16 17.89 163.93 17.89L164.92 17.89L164.92 21.92L163.46 21.92Q161.76 21.92 160.70 22.96Q159.65 23.99 159.65 25.89",
];

/**
 * The logo, linking home: drawn in the page (no file to fetch before the first paint,
 * docs/decisions/035), its letters in the theme's ink (deep indigo, white in the dark theme and on
 * dark backgrounds), so server-rendered pages show the right one before any JavaScript runs.
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
  const gradientId = useId();
  return (
    <Link to="/" className={cn("inline-flex shrink-0 items-center", className)} aria-label={`${site.brand} home`}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 168 48"
        width="168"
        height="48"
        aria-hidden="true"
        focusable="false"
        className={cn(
          "w-auto transition-[height] duration-300",
          LOGO_HEIGHTS[size],
          compactOnScroll && "scrolled:h-8",
          onDark ? "text-white" : "text-brand-950 dark:text-white",
        )}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4f46e5" />
            <stop offset="1" stopColor="#c026d3" />
          </linearGradient>
        </defs>
        <rect width="48" height="48" rx="13" fill={`url(#${gradientId})`} />
        <path d="M12.5 14.5 L24 35 L35.5 14.5" fill="none" stroke="#ffffff" strokeWidth="5.5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M18.5 14.5 L24 24.5" fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="37.5" cy="10.5" r="4" fill="#fb923c" />
        <g fill="currentColor">
          {WORDMARK_PATHS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      </svg>
    </Link>
  );
}
