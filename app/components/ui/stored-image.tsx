import ImageOff from "lucide-react/icons/image-off";
import type { ImgHTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";
import { imageSrcSet, resolveImageUrl } from "#app/lib/image-url.ts";
import { FallbackImage } from "./fallback-image.tsx";

/** SPEC §3, §8: a broken image is replaced by a grey placeholder reading 'Image Error'. */
export const IMAGE_ERROR_TEXT = "Image Error";

export function ImageErrorPlaceholder({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 bg-slate-200 text-sm font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300",
        className,
      )}
    >
      <ImageOff className="size-6" aria-hidden="true" />
      {IMAGE_ERROR_TEXT}
    </div>
  );
}

type StoredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet"> & {
  /** An image path as stored (SPEC §3 rule applied here). */
  path: string;
  /** Classes for the 'Image Error' placeholder, to keep the layout's size and shape. */
  fallbackClassName?: string;
};

/**
 * An uploaded or stored image: the SPEC's path rule, `srcset` when smaller copies exist, and the
 * 'Image Error' placeholder when it cannot be loaded.
 */
export function StoredImage({ path, fallbackClassName, className, ...props }: StoredImageProps) {
  const src = resolveImageUrl(path);
  const placeholder = <ImageErrorPlaceholder className={cn(className, fallbackClassName)} />;
  if (!src) return placeholder;
  return <FallbackImage src={src} srcSet={imageSrcSet(path)} className={className} fallback={placeholder} {...props} />;
}
