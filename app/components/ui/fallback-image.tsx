import { type ImgHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";
import { useIslandScripts } from "#app/lib/islands/bootstrap.tsx";
import { FALLBACK_IMAGE_ATTRIBUTE } from "#app/lib/page-script.ts";

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** Tried once when `src` fails (e.g. a logo's alternate path). */
  alternateSrc?: string;
  /** Rendered instead of the image when every source has failed. */
  fallback?: ReactNode;
};

/**
 * An <img> that recovers from a broken source: first the alternate path, then the fallback.
 * Also catches images that failed before React hydrated (their error event fired too early). On a
 * public page, which React does not run outside its islands (docs/decisions/052), the page script does
 * the same from the image's attribute and the fallback's <template>.
 */
export function FallbackImage({ src, alternateSrc, fallback, ...props }: FallbackImageProps) {
  const [attempt, setAttempt] = useState<{ src: string; stage: 0 | 1 | 2 }>({ src, stage: 0 });
  const ref = useRef<HTMLImageElement>(null);
  const onIslandsPage = useIslandScripts() !== null;
  // A new src prop starts over (derived, not synchronised with an effect).
  const stage = attempt.src === src ? attempt.stage : 0;

  const fail = () =>
    setAttempt({ src, stage: stage === 0 && alternateSrc ? 1 : 2 });

  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute("src")) fail();
    // Only on mount and when the source changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, stage]);

  if (stage === 2 && fallback !== undefined) return <>{fallback}</>;
  const current = stage === 1 && alternateSrc ? alternateSrc : src;
  const image = <img ref={ref} src={current} onError={fail} {...{ [FALLBACK_IMAGE_ATTRIBUTE]: alternateSrc ?? "" }} {...props} />;
  if (!onIslandsPage) return image;
  // No React here: the page script swaps in the alternate source, then this fallback (app/lib/page-script.ts).
  return (
    <>
      {image}
      {fallback !== undefined ? <template>{fallback}</template> : null}
    </>
  );
}
