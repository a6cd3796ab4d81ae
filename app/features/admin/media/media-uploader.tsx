import CircleCheck from "lucide-react/icons/circle-check";
import ImagePlus from "lucide-react/icons/image-plus";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { UploadHandle } from "#app/lib/admin-api.ts";
import { isUnauthorized } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast.ts";
import type { MediaItem, MediaUploadAnswer } from "#contracts/media.ts";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_MESSAGES } from "#contracts/upload.ts";
import { UploadRefused } from "#app/lib/upload-image.ts";
import { uploadToLibrary } from "./media-api.ts";
import { uploadOutcome } from "./upload-outcome.ts";

interface FileUpload {
  id: number;
  name: string;
  progress: number;
  /** "existing": the library already had the picture; its entry is unchanged. */
  state: "uploading" | "done" | "existing" | "failed";
  message?: string;
}

const STATE_LABELS: Record<Exclude<FileUpload["state"], "uploading">, string> = { done: "Uploaded", existing: "Already in library", failed: "Failed" };

/** How many images go up at once: the rest wait their turn (a cheap connection stays responsive). */
const PARALLEL_UPLOADS = 2;

/**
 * Adds several images to the library at once, each with its own progress bar and outcome. Files the
 * browser refuses (not an image, over 5 MB) are reported at once and never sent. `onUploaded` runs
 * after each stored image; `onFinished` once the whole batch is over.
 */
export function MediaUploader({ onUploaded, onFinished, label = "Upload images" }: { onUploaded?: (item: MediaItem) => void; onFinished?: () => void; label?: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const handles = useRef(new Set<UploadHandle<MediaUploadAnswer>>());
  const nextId = useRef(0);
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const busy = uploads.some((upload) => upload.state === "uploading");

  // Leaving the page cancels what is still on its way.
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running) handle.abort();
    };
  }, []);

  const update = (id: number, change: Partial<FileUpload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  /** "added" or "existing" once the image is in the library; null when it is not. */
  async function sendOne(file: File, id: number): Promise<"added" | "existing" | null> {
    let handle: UploadHandle<MediaUploadAnswer>;
    try {
      handle = uploadToLibrary(file, "", (progress) => update(id, { progress }));
    } catch (refusal) {
      update(id, { state: "failed", message: refusal instanceof UploadRefused ? refusal.message : UPLOAD_MESSAGES.uploadError });
      return null;
    }
    handles.current.add(handle);
    try {
      const answer = await handle.done;
      update(id, answer.alreadyInLibrary ? { state: "existing", progress: 100, message: answer.message } : { state: "done", progress: 100 });
      onUploaded?.(answer);
      return answer.alreadyInLibrary ? "existing" : "added";
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError") && !isUnauthorized(error)) {
        update(id, { state: "failed", message: error instanceof Error && error.message ? error.message : UPLOAD_MESSAGES.uploadError });
      }
      return null;
    } finally {
      handles.current.delete(handle);
    }
  }

  async function start(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, id: nextId.current++ }));
    setUploads(batch.map(({ file, id }) => ({ id, name: file.name, progress: 0, state: "uploading" })));
    const queue = [...batch];
    const outcomes = { added: 0, existing: 0 };
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const outcome = await sendOne(next.file, next.id);
          if (outcome) outcomes[outcome] += 1;
        }
      }),
    );
    if (input.current) input.current.value = "";
    const summary = uploadOutcome(outcomes.added, outcomes.existing);
    if (summary) toast.success(summary, { id: inputId });
    onFinished?.();
  }

  return (
    <div className="space-y-3">
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        disabled={busy}
        onChange={(event) => void start([...(event.target.files ?? [])])}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClass("primary", "md"),
          "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        )}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {label}
      </label>
      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate font-medium text-slate-800 dark:text-slate-100">{upload.name}</span>
                <span
                  className={cn(
                    "inline-flex shrink-0 items-center gap-1 text-xs font-semibold",
                    upload.state === "failed" ? "text-red-700 dark:text-red-300" : upload.state === "uploading" ? "text-slate-600 dark:text-slate-300" : "text-emerald-700 dark:text-emerald-300",
                  )}
                >
                  {upload.state === "done" || upload.state === "existing" ? <CircleCheck className="size-3.5" aria-hidden="true" /> : null}
                  {upload.state === "failed" ? <TriangleAlert className="size-3.5" aria-hidden="true" /> : null}
                  {upload.state === "uploading" ? `${upload.progress}%` : STATE_LABELS[upload.state]}
                </span>
              </div>
              {upload.state === "failed" ? (
                <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
                  {upload.message}
                </p>
              ) : upload.state === "existing" ? (
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{upload.message}</p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={`Uploading ${upload.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={upload.progress}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                >
                  <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${upload.progress}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
