import CircleX from "lucide-react/icons/circle-x";
import { useEffect, useRef, useState } from "react";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";

interface StoryVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
  /** The video's accessible name. */
  label: string;
  /** Id of the element with the video's text description. */
  describedBy?: string;
  /** Shown instead of the video when it cannot be loaded (SPEC §8). */
  errorMessage: string;
}

/**
 * A video with controls that downloads nothing until the visitor presses play (`preload="none"`).
 * If the file fails to load, the error message replaces it.
 */
function StoryVideoView({ src, poster, width, height, label, describedBy, errorMessage }: StoryVideoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  // An error that happened before React attached its handler (the visitor pressed play very early).
  useEffect(() => {
    if (ref.current?.error) setFailed(true);
  }, []);

  if (failed) {
    return (
      <div
        role="alert"
        data-video-error
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-3xl bg-slate-100 p-6 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        <CircleX className="size-10 text-red-600 dark:text-red-400" aria-hidden="true" />
        <p className="font-semibold">{errorMessage}</p>
      </div>
    );
  }

  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      width={width}
      height={height}
      controls
      preload="none"
      playsInline
      aria-label={label}
      aria-describedby={describedBy}
      onError={() => setFailed(true)}
      {...islandProps()}
      className="aspect-video h-auto w-full rounded-3xl bg-brand-950 shadow-xl shadow-brand-900/20"
    >
      <a href={src}>{label}</a>
    </video>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const StoryVideo = island("story-video", StoryVideoView);
