import { LoaderCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import type { UploadHandle } from "#app/lib/admin-api.ts";
import { cn } from "#app/lib/cn.ts";
import { resolveImageUrl } from "#app/lib/image-url.ts";
import { isAllowedLinkUrl } from "#contracts/markdown.ts";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_MESSAGES } from "#contracts/upload.ts";

/** The editor's link and image dialogs. Each is its own form, drawn outside the post's form (a portal). */

export const EDITOR_MESSAGES = {
  linkInvalid: "Enter a web address (https://…), an email (mailto:…), a phone number (tel:…) or a path on this site (/services/seo)",
  altRequired: "Describe the image for people who cannot see it, or mark it as decorative",
  imageRequired: "Choose an image to upload",
  libraryEmpty: "No images in the library yet: upload one.",
  libraryNoMatches: "No images match your search.",
  libraryFailed: "Could not load the media library",
} as const;

/** An image of the media library, as `GET /api/media` answers it (issue 12). */
export interface LibraryImage {
  id: string;
  url: string;
  alt: string;
  decorative?: boolean;
  width: number;
  height: number;
}

/** Where the editor's images come from: a new upload (with its alt text) or the media library. */
export interface InlineImageSource {
  upload: (file: File, alt: string, onProgress: (percent: number) => void) => UploadHandle<string>;
  library: (search: string) => Promise<LibraryImage[]>;
}

export interface ChosenImage {
  url: string;
  /** Empty for a decorative image. */
  alt: string;
}

/** A dialog holding its own form, outside the form it is opened from (forms cannot nest). */
function FormDialog({ open, onClose, title, onSubmit, children }: { open: boolean; onClose: () => void; title: string; onSubmit: () => void; children: ReactNode }) {
  if (typeof document === "undefined") return null;
  return createPortal(
    <Dialog open={open} onClose={onClose} title={title} size="lg" dismissOnBackdrop={false}>
      {open ? (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event: FormEvent) => {
            // React passes events up its own tree, portals included: the post's form must not see this one.
            event.preventDefault();
            event.stopPropagation();
            onSubmit();
          }}
        >
          {children}
        </form>
      ) : null}
    </Dialog>,
    document.body,
  );
}

interface LinkDialogProps {
  open: boolean;
  onClose: () => void;
  initialHref: string;
  /** Text is selected (or the cursor is in a link): the link goes on it, so no text is asked for. */
  hasSelection: boolean;
  /** `href` null removes the link. */
  onApply: (href: string | null, label: string) => void;
}

export function LinkDialog({ open, onClose, initialHref, hasSelection, onApply }: LinkDialogProps) {
  const [href, setHref] = useState(initialHref);
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setHref(initialHref);
    setLabel("");
    setError(undefined);
  }, [open, initialHref]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={initialHref ? "Edit link" : "Add link"}
      onSubmit={() => {
        const address = href.trim();
        if (!isAllowedLinkUrl(address)) return setError(EDITOR_MESSAGES.linkInvalid);
        onApply(address, label.trim());
      }}
    >
      <Field label="Address*" error={error} hint="A page of this site starts with / (e.g. /services/seo); other sites with https://">
        {(control) => (
          <TextInput {...control} value={href} onChange={(event) => setHref(event.target.value)} placeholder="https://" autoFocus autoComplete="off" inputMode="url" />
        )}
      </Field>
      {hasSelection ? null : (
        <Field label="Text" hint="Left empty, the address is shown.">
          {(control) => <TextInput {...control} value={label} onChange={(event) => setLabel(event.target.value)} />}
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {initialHref ? (
          <Button variant="ghost" className="mr-auto" onClick={() => onApply(null, "")}>
            Remove link
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">{initialHref ? "Update link" : "Add link"}</Button>
      </div>
    </FormDialog>
  );
}

interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  source: InlineImageSource;
  onInsert: (image: ChosenImage) => void;
}

/** Insert an image: one from the media library, or a new upload; either way with alt text, or marked decorative. */
export function ImageDialog({ open, onClose, source, onInsert }: ImageDialogProps) {
  const [tab, setTab] = useState<"library" | "upload">("library");
  const [chosen, setChosen] = useState<LibraryImage | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [errors, setErrors] = useState<{ alt?: string; image?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const tabsId = useId();

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setFile(null);
    setAlt("");
    setDecorative(false);
    setErrors({});
    setProgress(null);
  }, [open]);

  async function submit() {
    const text = alt.trim();
    const missing = {
      ...(tab === "library" && !chosen ? { image: "Choose an image from the library" } : {}),
      ...(tab === "upload" && !file ? { image: EDITOR_MESSAGES.imageRequired } : {}),
      ...(!decorative && !text ? { alt: EDITOR_MESSAGES.altRequired } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const altText = decorative ? "" : text;
    if (tab === "library") return onInsert({ url: chosen!.url, alt: altText });
    setProgress(0);
    try {
      const url = await source.upload(file!, altText, setProgress).done;
      onInsert({ url, alt: altText });
    } catch (reason) {
      setErrors({ image: reason instanceof Error && reason.message ? reason.message : UPLOAD_MESSAGES.uploadError });
    } finally {
      setProgress(null);
    }
  }

  return (
    <FormDialog open={open} onClose={onClose} title="Insert image" onSubmit={() => void submit()}>
      <div role="tablist" aria-label="Where the image comes from" className="flex gap-2">
        {(["library", "upload"] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${tabsId}-${name}-panel`}
            onClick={() => {
              setTab(name);
              setErrors({});
            }}
            className={cn(
              "rounded-full px-4 py-2 text-sm font-semibold",
              tab === name ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200",
            )}
          >
            {name === "library" ? "Media library" : "Upload new"}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === "library" ? (
          <LibraryPicker
            source={source}
            chosen={chosen}
            error={errors.image}
            onChoose={(image) => {
              setChosen(image);
              setAlt(image.decorative ? "" : image.alt);
              setDecorative(Boolean(image.decorative));
              setErrors({});
            }}
          />
        ) : (
          <Field label="Image file*" error={errors.image} hint="PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.">
            {(control) => (
              <input
                {...control}
                type="file"
                accept={ACCEPTED_IMAGE_TYPES.join(",")}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-brand-200"
              />
            )}
          </Field>
        )}
      </div>
      <Field label="Alt text*" error={errors.alt} hint="What the image shows, for people who cannot see it and for search engines.">
        {(control) => <TextInput {...control} value={alt} onChange={(event) => setAlt(event.target.value)} disabled={decorative} maxLength={300} />}
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setErrors((current) => ({ ...current, alt: undefined }));
          }}
          className="size-4 rounded border-slate-300 text-brand-600"
        />
        Decorative image (adds nothing to the text: screen readers skip it)
      </label>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {progress !== null ? (
          <span className="mr-auto inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Uploading... {progress}%
          </span>
        ) : null}
        <Button variant="secondary" onClick={onClose} disabled={progress !== null}>
          Cancel
        </Button>
        <Button type="submit" disabled={progress !== null}>
          Insert image
        </Button>
      </div>
    </FormDialog>
  );
}

function LibraryPicker({ source, chosen, error, onChoose }: { source: InlineImageSource; chosen: LibraryImage | null; error?: string; onChoose: (image: LibraryImage) => void }) {
  const [search, setSearch] = useState("");
  const [state, setState] = useState<{ images: LibraryImage[]; status: "loading" | "ready" | "failed" }>({ images: [], status: "loading" });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: "loading" }));
    // Waits for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      source.library(search.trim()).then(
        (images) => current && setState({ images, status: "ready" }),
        () => current && setState({ images: [], status: "failed" }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [source, search]);

  return (
    <div className="space-y-3">
      {/* No icon here: lucide's Search is shared with public pages, and using it would split it off their bundle. */}
      <TextInput
        type="search"
        aria-label="Search the media library"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search by alt text or file name"
      />
      {error ? <p className="text-sm font-medium text-red-600 dark:text-red-400">{error}</p> : null}
      {state.status === "failed" ? (
        <p className="text-sm text-red-700 dark:text-red-300">{EDITOR_MESSAGES.libraryFailed}</p>
      ) : state.status === "ready" && state.images.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{search.trim() ? EDITOR_MESSAGES.libraryNoMatches : EDITOR_MESSAGES.libraryEmpty}</p>
      ) : (
        <ul aria-label="Media library" aria-busy={state.status === "loading"} className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-4">
          {state.images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === image.id}
                onClick={() => onChoose(image)}
                className={cn(
                  "block w-full overflow-hidden rounded-lg border-2 bg-slate-100 dark:bg-slate-800",
                  chosen?.id === image.id ? "border-brand-600 ring-2 ring-brand-500/40" : "border-transparent hover:border-slate-300",
                )}
              >
                <img src={resolveImageUrl(image.url)} alt={image.alt || "Image without alt text"} width={image.width} height={image.height} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
