import Check from "lucide-react/icons/check";
import Images from "lucide-react/icons/images";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import type { MediaPickerProps } from "#app/components/admin/media-picker-props.ts";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaItem } from "#contracts/media.ts";
import { fetchMediaPage, type MediaPage, updateMediaItem } from "./media-api.ts";
import { MediaUploader } from "./media-uploader.tsx";

export type { MediaPickerProps };

/**
 * Choose an image from the media library, or upload new ones into it, in a dialog: the one picker for
 * every screen that needs a picture (the post editor, portfolio items, later the site's own pictures).
 * Searches by alt text or file name; pages of 50 load on demand. With `askAlt` (an image inside a post)
 * it also asks for the alt text, filled from the library, required unless the image is marked decorative;
 * an image the library has no alt text for keeps what was written here.
 */
export function MediaPicker({ open, onClose, onPick, title = "Choose an image", askAlt = false, confirmLabel = "Use this image" }: MediaPickerProps) {
  const [q, setQ] = useState("");
  const [pages, setPages] = useState<MediaPage[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const [reloads, setReloads] = useState(0);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [altError, setAltError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const altInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async (query: string, page: number, signal?: AbortSignal) => {
    setLoading(true);
    setError(null);
    try {
      const next = await fetchMediaPage({ q: query, page });
      if (signal?.aborted) return;
      setPages((current) => (page === 1 ? [next] : [...current, next]));
    } catch (failure) {
      if (!signal?.aborted && !isUnauthorized(failure)) setError(errorMessage(failure, MEDIA_MESSAGES.fetchFailed));
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  // The first page on opening, after each search and after uploads.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void load(q, 1, controller.signal);
    return () => controller.abort();
  }, [open, q, reloads, load]);

  // Closed: start fresh next time.
  useEffect(() => {
    if (open) return;
    setSelected(null);
    setQ("");
    setPages([]);
    setAlt("");
    setDecorative(false);
    setAltError(null);
  }, [open]);

  function select(item: MediaItem) {
    setSelected(item);
    setAlt(item.decorative ? "" : item.alt);
    setDecorative(item.decorative);
    setAltError(null);
  }

  async function confirm(item: MediaItem, text: string, isDecorative: boolean) {
    if (!askAlt) return onPick(item);
    const written = text.trim();
    if (!isDecorative && !written) {
      setAltError(MEDIA_MESSAGES.altRequired);
      altInput.current?.focus();
      return;
    }
    setConfirming(true);
    // An image the library knows nothing about yet learns what was written here (the text stays the
    // post's own either way), so the next post, the library and every page can use it.
    if (!item.alt && !item.decorative) await updateMediaItem(item.id, isDecorative ? { decorative: true } : { alt: written }).catch(() => undefined);
    setConfirming(false);
    onPick({ ...item, alt: isDecorative ? "" : written, decorative: isDecorative });
  }

  // The picker sits inside the form it fills: Enter in its fields must not send that form.
  function keepEnterHere(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (event.target === altInput.current && selected) void confirm(selected, alt, decorative);
  }

  const items = pages.flatMap((page) => page.items);
  const last = pages.at(-1);
  const more = last ? last.page * last.pageSize < last.total : false;

  return (
    <Dialog open={open} onClose={onClose} title={title} size="xl" dismissOnBackdrop={false}>
      {/* Its controls exist only while open: a form holding the picker keeps one file input of its own. */}
      {open ? (
        <div className="space-y-4" onKeyDown={keepEnterHere}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <SearchBox value={q} onSearch={setQ} label="Search images" placeholder="Alt text or file name" className="min-w-48 flex-1 sm:max-w-sm" />
            <MediaUploader
              label="Upload new"
              onUploaded={select}
              onFinished={() => {
                setQ("");
                setReloads((count) => count + 1);
              }}
            />
          </div>

          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}

          {items.length === 0 && !loading && !error ? (
            <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">{q ? MEDIA_MESSAGES.noMatches : MEDIA_MESSAGES.empty}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
              {items.map((item) => {
                const chosen = selected?.id === item.id;
                const name = item.alt || item.originalName || item.url;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      aria-label={name}
                      onClick={() => select(item)}
                      onDoubleClick={() => void confirm(item, item.decorative ? "" : item.alt, item.decorative)}
                      className={cn(
                        "group relative block w-full overflow-hidden rounded-xl border-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                        chosen ? "border-brand-500" : "border-transparent hover:border-slate-300 dark:hover:border-slate-600",
                      )}
                    >
                      <span className="block aspect-[4/3] bg-slate-100 dark:bg-slate-800">
                        <StoredImage path={item.url} alt="" width={item.width} height={item.height} loading="lazy" sizes="200px" className="size-full object-cover" />
                      </span>
                      <span className="block truncate px-2 py-1.5 text-xs text-slate-700 dark:text-slate-200">{name}</span>
                      {chosen ? (
                        <span className="absolute top-2 right-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-600 text-white">
                          <Check className="size-4" aria-hidden="true" />
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}

          {/* Stays in view at the bottom of the dialog while the grid scrolls: the alt text and the buttons follow a choice. */}
          <div className="sticky -bottom-6 -mx-6 -mb-6 space-y-4 border-t border-slate-200 bg-white px-6 pt-4 pb-6 dark:border-slate-800 dark:bg-slate-900">
            {askAlt && selected ? (
              <div className="space-y-3">
                <Field label="Alt text*" error={altError ?? undefined} hint="What the image shows, for people who cannot see it and for search engines.">
                  {(control) => (
                    <TextInput
                      {...control}
                      ref={altInput}
                      value={alt}
                      onChange={(event) => {
                        setAlt(event.target.value);
                        setAltError(null);
                      }}
                      disabled={decorative}
                      maxLength={MEDIA_LIMITS.alt}
                    />
                  )}
                </Field>
                <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <input
                    type="checkbox"
                    checked={decorative}
                    onChange={(event) => {
                      setDecorative(event.target.checked);
                      setAltError(null);
                    }}
                    className="size-4 rounded border-slate-300 text-brand-600"
                  />
                  Decorative image (adds nothing to the text: screen readers skip it)
                </label>
              </div>
            ) : null}

            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                {loading ? <Spinner className="size-5" label="Loading images" /> : null}
                {more && !loading ? (
                  <Button variant="ghost" size="sm" onClick={() => void load(q, (last?.page ?? 0) + 1)}>
                    Show more
                  </Button>
                ) : null}
              </div>
              <div className="flex gap-3">
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button disabled={!selected || confirming} onClick={() => selected && void confirm(selected, alt, decorative)}>
                  {confirmLabel}
                </Button>
              </div>
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** A button that opens the picker: "Choose from library" beside an image field. */
export function MediaPickerButton({ onPick, disabled, label = "Choose from library" }: { onPick: (item: MediaItem) => void; disabled?: boolean; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        <Images className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        onPick={(item) => {
          setOpen(false);
          onPick(item);
        }}
      />
    </>
  );
}
