import Save from "lucide-react/icons/save";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Field, PublishStatusSelect, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import {
  CONTENT_LIMITS,
  CONTENT_LOCATIONS,
  CONTENT_MESSAGES,
  contentLocationEntry,
  type ContentItem,
  type ContentItemInput,
  contentItemSchema,
} from "#contracts/content.ts";
import { CONTENT_TYPES } from "#contracts/statuses.ts";
import { saveContentItem } from "./content-api.ts";

type Values = Required<ContentItemInput>;
const EMPTY: Values = { title: "", content: "", type: "section", location: "", status: "draft" };

/** One form for adding and editing a content item (SPEC §2 Content, §5 Content form), shown by the Content screen's dialog. */
export function ContentItemForm({ item, onCancel, onSaved }: { item: ContentItem | null; onCancel: () => void; onSaved: () => Promise<void> }) {
  const { formRef, values, dirty, field, errors, failure, submitting: saving, onSubmit } = useForm({
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
  useLeaveGuard(dirty);

  const known = contentLocationEntry(values.location.trim().toLowerCase());

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
        hint={known ? `${known.label}, on ${known.path}: ${known.usage}` : "Line breaks are kept."}
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
            <PublishStatusSelect {...control} {...field("status")} disabled={saving} />
          )}
        </Field>
      </div>

      <Field
        label="Location*"
        error={errors.location}
        hint="Where the text appears on the site. A published item replaces the site's own text there."
      >
        {(control) => (
          <Select {...control} {...field("location")} disabled={saving}>
            <option value="">Choose where it appears</option>
            {CONTENT_LOCATIONS.map((entry) => (
              <option key={entry.location} value={entry.location}>
                {entry.label} ({entry.path})
              </option>
            ))}
            {/* An item stored at a place the site does not read (typed by hand before): kept as it is. */}
            {item && !known && item.location === values.location ? <option value={item.location}>{item.location} (on no page)</option> : null}
          </Select>
        )}
      </Field>

      <FormActions onCancel={onCancel} submitting={saving} icon={Save} label={item ? "Update Content" : "Add Content"} />
    </form>
  );
}
