import { Save } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import {
  CONTENT_LIMITS,
  CONTENT_LOCATIONS,
  CONTENT_MESSAGES,
  type ContentItem,
  type ContentItemInput,
  contentItemSchema,
} from "#contracts/content.ts";
import { CONTENT_TYPES, PUBLISH_STATUSES } from "#contracts/statuses.ts";
import { saveContentItem } from "./content-api.ts";

interface ContentFormDialogProps {
  /** "new" to add an item, an item to edit it, null when closed. */
  item: ContentItem | "new" | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** One form for adding and editing a content item (SPEC §2 Content, §5 Content form). */
export function ContentFormDialog({ item, onClose, onSaved }: ContentFormDialogProps) {
  const editing = item !== null && item !== "new";
  return (
    <Dialog open={item !== null} onClose={onClose} title={editing ? "Edit Content" : "Add Content"} size="lg">
      {item !== null ? <ContentForm key={editing ? item.id : "new"} item={editing ? item : null} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

type Values = Required<ContentItemInput>;
const EMPTY: Values = { title: "", content: "", type: "section", location: "", status: "draft" };

function ContentForm({ item, onClose, onSaved }: { item: ContentItem | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const locationsId = useId();
  const { formRef, values, field, errors, failure, submitting: saving, onSubmit } = useForm({
    initialValues: item ? { title: item.title, content: item.content, type: item.type, location: item.location, status: item.status } : EMPTY,
    schema: contentItemSchema,
    submit: (input) => saveContentItem(item?.id ?? null, input),
    onSuccess: onSaved,
    successToast: item ? CONTENT_MESSAGES.updated : CONTENT_MESSAGES.added,
    // The form says what went wrong; the toast says SPEC §8's 'An error occurred'.
    failureMessage: (error) =>
      error instanceof ApiRequestError && (error.status === 400 || error.status === 404) ? error.message : CONTENT_MESSAGES.failed,
    failureToast: () => CONTENT_MESSAGES.failed,
    toasts: "all",
  });

  const known = CONTENT_LOCATIONS.find((entry) => entry.location === values.location.trim().toLowerCase());

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {failure ? <FormBanner>{failure.message}</FormBanner> : null}

      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput {...control} {...field("title")} maxLength={CONTENT_LIMITS.title} disabled={saving} />
        )}
      </Field>

      <Field
        label="Content*"
        error={errors.content}
        hint={known ? `${known.page}: ${known.usage}` : "Line breaks are kept."}
      >
        {(control) => (
          <TextArea {...control} {...field("content")} rows={7} maxLength={CONTENT_LIMITS.content} disabled={saving} />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Type">
          {(control) => (
            <Select {...control} {...field("type")} disabled={saving}>
              {CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type === "page" ? "Page" : "Section"}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select {...control} {...field("status")} disabled={saving}>
              {PUBLISH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "published" ? "Published" : "Draft"}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <Field
        label="Location*"
        error={errors.location}
        hint={
          <>
            Where the text appears, e.g. <code className="font-mono">home/hero</code>. A published item replaces the site&apos;s own text at:{" "}
            {CONTENT_LOCATIONS.map((entry, index) => (
              <span key={entry.location}>
                {index > 0 ? "; " : ""}
                <code className="font-mono">{entry.location}</code> ({entry.page.toLowerCase()})
              </span>
            ))}
            . Other locations are stored for later use.
          </>
        }
      >
        {(control) => (
          <>
            <TextInput
              {...control}
              {...field("location")}
              list={locationsId}
              maxLength={CONTENT_LIMITS.location}
              placeholder="home/hero"
              autoComplete="off"
              spellCheck={false}
              disabled={saving}
            />
            <datalist id={locationsId}>
              {CONTENT_LOCATIONS.map((entry) => (
                <option key={entry.location} value={entry.location}>
                  {entry.page}
                </option>
              ))}
            </datalist>
          </>
        )}
      </Field>

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner className="size-4 text-current dark:text-current" label="Saving" /> : <Save className="size-4" aria-hidden="true" />}
          {saving ? "Saving..." : item ? "Update Content" : "Add Content"}
        </Button>
      </div>
    </form>
  );
}
