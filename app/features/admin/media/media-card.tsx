import Trash2 from "lucide-react/icons/trash";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextInput } from "#app/components/ui/field.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDate } from "#app/lib/dates.ts";
import { useForm } from "#app/lib/use-form.ts";
import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaItem, mediaName } from "#contracts/media.ts";
import { mediaUpdateSchema } from "#contracts/media-schema.ts";
import { formatBytes } from "./format-bytes.ts";
import { updateMediaItem } from "./media-api.ts";
import { MediaUsageList } from "./media-usage-list.tsx";

interface MediaCardProps {
  item: MediaItem;
  /** After the alt text or decorative mark was saved. */
  onSaved: () => Promise<void>;
  /** Delete pressed: the page asks first, or says why it cannot while the image is used. */
  onDelete: (item: MediaItem) => void;
}

/** One image of the library: its thumbnail, alt text editable in place, size, date and where it is used. */
export function MediaCard({ item, onSaved, onDelete }: MediaCardProps) {
  const name = mediaName(item);
  const form = useForm({
    initialValues: { alt: item.alt, decorative: item.decorative },
    schema: mediaUpdateSchema,
    submit: (update) => updateMediaItem(item.id, update),
    onSuccess: onSaved,
    failureMessage: (error) => errorMessage(error, MEDIA_MESSAGES.saveFailed),
    successToast: MEDIA_MESSAGES.saved,
    toasts: "all",
  });
  const changed = form.values.alt.trim() !== item.alt || form.values.decorative !== item.decorative;
  const altId = `media-${item.id}-alt`;

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900" aria-label={name}>
      <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        <StoredImage
          path={item.url}
          alt={item.decorative ? "" : item.alt}
          width={item.width}
          height={item.height}
          loading="lazy"
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" title={name}>
              {name}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {item.width} × {item.height} px · {formatBytes(item.bytes)} · {formatDate(item.createdAt)}
            </p>
          </div>
          <RowAction icon={Trash2} label={`Delete ${name}`} title={item.usedBy.length > 0 ? MEDIA_MESSAGES.inUseTooltip : "Delete"} danger onClick={() => onDelete(item)} />
        </div>

        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-2">
          <label htmlFor={altId} className="block text-xs font-semibold text-slate-700 dark:text-slate-200">
            Alt text
          </label>
          <div className="flex gap-2">
            <TextInput
              id={altId}
              {...form.field("alt")}
              maxLength={MEDIA_LIMITS.alt}
              disabled={form.values.decorative}
              placeholder={form.values.decorative ? "Decorative: no alt text" : "Describe the image"}
              aria-invalid={form.errors.alt ? true : undefined}
              className="px-3 py-2 text-sm"
            />
            <Button type="submit" size="sm" variant="secondary" disabled={!changed || form.submitting} aria-label={`Save alt text of ${name}`}>
              Save
            </Button>
          </div>
          {form.errors.alt ? <p className="text-xs font-medium text-red-600 dark:text-red-400">{form.errors.alt}</p> : null}
          <label className="flex items-center gap-2 text-xs text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              checked={form.values.decorative}
              onChange={(event) => form.setValue("decorative", event.target.checked)}
              className="size-4 rounded border-slate-300 text-brand-600"
            />
            Decorative (no alt text needed)
          </label>
        </form>

        <div className="mt-auto text-xs text-slate-600 dark:text-slate-400">
          {item.usedBy.length === 0 ? (
            <p>Not used yet</p>
          ) : (
            <>
              <p className="font-semibold text-slate-700 dark:text-slate-200">Used in</p>
              <MediaUsageList usedBy={item.usedBy} className="mt-1 space-y-0.5" />
            </>
          )}
        </div>
      </div>
    </li>
  );
}
