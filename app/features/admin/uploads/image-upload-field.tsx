import ImagePlus from "lucide-react/icons/image-plus";
import LoaderCircle from "lucide-react/icons/loader-circle";
import RefreshCw from "lucide-react/icons/refresh-cw";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { cn } from "#app/lib/cn.ts";
import { resolveImageUrl } from "#app/lib/image-url.ts";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_MESSAGES } from "#contracts/upload.ts";
import type { UploadHandle } from "#app/lib/admin-api.ts";
import { type UploadEndpoint, UploadRefused, uploadImage } from "#app/lib/upload-image.ts";

export interface ImageUploadFieldProps {
  endpoint: UploadEndpoint;
  label: string;
  /** The stored image path ('' when none yet). */
  value: string;
  onChange: (path: string) => void;
  /** Tells the form an upload is under way (so it is not saved without its image). */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  required?: boolean;
  /** Said before the accepted file types, e.g. when the image is needed. */
  hint?: string;
  disabled?: boolean;
  /** Another way to fill the field, shown beside "Choose image" (the route composes the media library's picker here). */
  libraryAction?: ReactNode;
}

/**
 * Choose (or drop) an image: checked in the browser first (5 MB, images only), uploaded with a
 * progress bar, then previewed from where the server stored it (SPEC §5 "Image upload", §8).
 */
export function ImageUploadField({ endpoint, label, value, onChange, onUploadingChange, error, required, hint, disabled, libraryAction }: ImageUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<UploadHandle<string> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null;

  // A closed form cancels its upload and frees the local preview.
  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  async function start(file: File) {
    let handle: UploadHandle<string>;
    try {
      handle = uploadImage(endpoint, file, setProgress);
    } catch (refusal) {
      toast.error(refusal instanceof UploadRefused ? refusal.message : UPLOAD_MESSAGES.uploadError);
      if (input.current) input.current.value = "";
      return;
    }
    upload.current = handle;
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const path = await handle.done;
      onChange(path);
      toast.success(UPLOAD_MESSAGES.uploaded);
    } catch (reason) {
      if (!(reason instanceof DOMException && reason.name === "AbortError")) {
        toast.error(reason instanceof Error && reason.message ? reason.message : UPLOAD_MESSAGES.uploadError);
      }
    } finally {
      setProgress(null);
      setLocalPreview(null);
      onUploadingChange?.(false);
      upload.current = null;
      if (input.current) input.current.value = "";
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !uploading) void start(file);
  }

  const shown = localPreview ?? (value ? resolveImageUrl(value) : null);
  const previewFailed = shown !== null && brokenPreview === shown;
  const messageId = `${id}-message`;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
        {required ? <span aria-hidden="true">*</span> : null}
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "relative max-w-xl overflow-hidden rounded-2xl border-2 border-dashed bg-slate-50 dark:bg-slate-900",
          error ? "border-red-500" : dragging ? "border-brand-500" : "border-slate-300 dark:border-slate-700",
        )}
      >
        <div className="relative aspect-[16/9] w-full">
          {shown && !previewFailed ? (
            <img
              key={shown}
              src={shown}
              alt="Preview of the chosen image"
              onError={() => setBrokenPreview(shown)}
              className="absolute inset-0 size-full object-cover"
            />
          ) : previewFailed ? (
            <p role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm font-semibold text-red-700 dark:text-red-300">
              <TriangleAlert className="size-6" aria-hidden="true" />
              {UPLOAD_MESSAGES.previewFailed}
            </p>
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-600 dark:text-slate-300">
              <ImagePlus className="size-8 text-slate-400" aria-hidden="true" />
              <span className="font-semibold">Drop an image here or choose one</span>
            </div>
          )}
          {uploading ? (
            <div className="absolute inset-x-0 bottom-0 bg-slate-950/75 px-4 py-3 text-white">
              <div className="flex items-center justify-between text-xs font-semibold">
                <span className="inline-flex items-center gap-1.5">
                  <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
                  Uploading...
                </span>
                <span>{progress}%</span>
              </div>
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress ?? 0}
                className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/25"
              >
                <div className="h-full rounded-full bg-accent-400 transition-[width]" style={{ width: `${progress}%` }} />
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          disabled={disabled || uploading}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void start(file);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-brand-400 hover:text-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-200"
        >
          {value ? <RefreshCw className="size-4" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
          {value ? "Replace image" : "Choose image"}
        </label>
        {libraryAction}
        <p id={messageId} className={cn("text-sm", error ? "font-medium text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400")}>
          {error ?? [hint, "PNG, JPEG, WebP, GIF or AVIF, up to 5 MB"].filter(Boolean).join(" ")}
        </p>
      </div>
    </div>
  );
}
