import { Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { CONTENT_LIMITS, CONTENT_LOCATIONS, CONTENT_MESSAGES, type ContentItem, type ContentItemInput } from "#contracts/content.ts";
import { CONTENT_TYPES, PUBLISH_STATUSES } from "#contracts/statuses.ts";
import { saveContentItem } from "./content-api.ts";

interface ContentFormDialogProps {
  /** "new" to add an item, an item to edit it, null when closed. */
  item: ContentItem | "new" | null;
  onClose: () => void;
  onSaved: () => void;
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
const REQUIRED_FIELDS = ["title", "content", "location"] as const;

function ContentForm({ item, onClose, onSaved }: { item: ContentItem | null; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<Values>(
    item ? { title: item.title, content: item.content, type: item.type, location: item.location, status: item.status } : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locationsId = useId();

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = REQUIRED_FIELDS.filter((field) => !values[field].trim());
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, CONTENT_MESSAGES.required])));
      setFormError(CONTENT_MESSAGES.required);
      toast.error(CONTENT_MESSAGES.required);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await saveContentItem(item?.id ?? null, values);
      toast.success(item ? CONTENT_MESSAGES.updated : CONTENT_MESSAGES.added);
      onSaved();
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 400) {
        setErrors((caught.errors ?? {}) as typeof errors);
        setFormError(caught.message);
      } else {
        setFormError(caught instanceof ApiRequestError && caught.status === 404 ? caught.message : CONTENT_MESSAGES.failed);
      }
      toast.error(CONTENT_MESSAGES.failed);
      setSaving(false);
    }
  }

  const known = CONTENT_LOCATIONS.find((entry) => entry.location === values.location.trim().toLowerCase());

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {formError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
          {formError}
        </p>
      ) : null}

      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput {...control} name="title" value={values.title} maxLength={CONTENT_LIMITS.title} onChange={(event) => set("title", event.target.value)} disabled={saving} />
        )}
      </Field>

      <Field
        label="Content*"
        error={errors.content}
        hint={known ? `${known.page}: ${known.usage}` : "Line breaks are kept."}
      >
        {(control) => (
          <TextArea {...control} name="content" rows={7} value={values.content} maxLength={CONTENT_LIMITS.content} onChange={(event) => set("content", event.target.value)} disabled={saving} />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Type">
          {(control) => (
            <Select {...control} name="type" value={values.type} onChange={(event) => set("type", event.target.value as Values["type"])} disabled={saving}>
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
            <Select {...control} name="status" value={values.status} onChange={(event) => set("status", event.target.value as Values["status"])} disabled={saving}>
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
              name="location"
              list={locationsId}
              value={values.location}
              maxLength={CONTENT_LIMITS.location}
              onChange={(event) => set("location", event.target.value)}
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
