import { useState } from "react";
import type { ImageFieldProps } from "#app/components/admin/image-field-props.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { type FormSchema, useForm } from "#app/lib/use-form.ts";
import { UPLOAD_MESSAGES } from "#contracts/upload.ts";

interface ImageRecordFormOptions<Values extends { imageUrl: string }, Output, Result> {
  initialValues: Values;
  schema: FormSchema<Output>;
  /** Shapes the values for the schema (use-form.ts); default: the values. */
  toInput?: (values: Values) => unknown;
  /** True when editing a stored record, false for a new one (which success message is shown). */
  editing: boolean;
  /** Creates or updates the record through its API. */
  save: (input: Output) => Promise<Result>;
  messages: { created: string; updated: string; saveFailed: string };
  onSaved: () => Promise<void>;
  /** A reason to refuse before anything else (e.g. no session); an upload under way is refused after it. */
  refuse?: () => string | null;
}

/**
 * The admin form of a record with an image (a blog post, a portfolio item): the one form hook, plus the
 * image field's props and the rule that the form waits for an upload under way before it saves.
 */
export function useImageRecordForm<Values extends { imageUrl: string }, Output, Result>(options: ImageRecordFormOptions<Values, Output, Result>) {
  const { editing, messages } = options;
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initialValues: options.initialValues,
    schema: options.schema,
    toInput: options.toInput,
    refuse: () => options.refuse?.() ?? (uploading ? UPLOAD_MESSAGES.stillUploading : null),
    submit: (input: Output) => options.save(input),
    successToast: editing ? messages.updated : messages.created,
    onSuccess: options.onSaved,
    failureMessage: (error) => errorMessage(error, messages.saveFailed),
    toasts: "all",
  });
  const imageField: ImageFieldProps = {
    value: form.values.imageUrl,
    onChange: (path) => form.setValue("imageUrl", path as Values["imageUrl"]),
    onUploadingChange: setUploading,
    error: form.errors.imageUrl,
    disabled: form.submitting,
  };
  return { ...form, uploading, imageField };
}
