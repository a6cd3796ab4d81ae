import Save from "lucide-react/icons/save";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { SITE_CONTENT_MESSAGES } from "#contracts/site-content.ts";
import { MarkdownPreview } from "./markdown-preview.tsx";
import type { ImagePickerButton } from "#app/components/admin/media-picker-props.ts";
import { blankValue, describeSchema, ImagePickerContext, labelFor, SchemaField } from "./schema-fields.tsx";

interface SiteContentFormProps<Result> {
  /** The contract's input schema: the form shows its fields and checks with it. */
  schema: z.ZodType;
  /** The stored record (its extra fields, e.g. id and updatedAt, are left out), or null for a new one. */
  record: Record<string, unknown> | null;
  hidden?: readonly string[];
  labels?: Record<string, string>;
  dependentSchema?: { field: string; schemaFor: (values: Record<string, unknown>) => z.ZodType | null };
  markdownFields?: readonly string[];
  submit: (input: unknown) => Promise<Result>;
  successToast: string;
  submitLabel: string;
  onSaved: (result: Result) => Promise<void> | void;
  /** Cancel: the screen asks first when something is unsaved (useCloseGuard around the form). */
  onCancel: () => void;
  /** Opens the media library for image fields (the route passes MediaPickerButton). */
  imagePicker: ImagePickerButton;
  /** Above the buttons (e.g. the "View page" link). */
  footer?: ReactNode;
}

/**
 * One form for any record of the site's copy (company details, an FAQ entry, a case study, the site's
 * pictures…): its fields come from the contract's schema, it is checked with the same schema in the
 * browser and at the server (useForm), and the server's `{ message, errors }` come back at the fields.
 */
export function SiteContentForm<Result>(props: SiteContentFormProps<Result>) {
  const { schema, record, hidden = [], labels = {}, dependentSchema, markdownFields = [] } = props;
  const shape = describeSchema(schema).shape ?? {};
  const initialValues = Object.fromEntries(
    Object.entries(shape).map(([key, child]) => [key, record && key in record ? record[key] : blankValue(child)]),
  ) as Record<string, unknown>;

  const { formRef, values, dirty, setValue, errors, failure, submitting, onSubmit } = useForm({
    initialValues,
    schema: schema as z.ZodType<unknown>,
    submit: (input) => props.submit(input),
    successToast: props.successToast,
    onSuccess: props.onSaved,
    failureMessage: (error) => errorMessage(error, SITE_CONTENT_MESSAGES.saveFailed),
    toasts: "all",
  });
  useLeaveGuard(dirty);

  return (
    <ImagePickerContext value={props.imagePicker}>
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {failure ? <FormBanner>{failure.message}</FormBanner> : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {Object.entries(shape)
          .filter(([key]) => !hidden.includes(key))
          .map(([key, child]) => {
            const fieldSchema = dependentSchema?.field === key ? dependentSchema.schemaFor(values) : child;
            if (!fieldSchema) return null;
            return (
              // Texts, numbers and choices flow two to a row; groups and lists take the whole row.
              <div key={key} className={["text", "number", "enum", "icon"].includes(describeSchema(fieldSchema).kind) ? "contents" : "min-w-0 sm:col-span-2"}>
                <SchemaField
                  schema={fieldSchema}
                  name={key}
                  value={values[key]}
                  onChange={(next) => setValue(key, next)}
                  label={labelFor(key, labels)}
                  labels={labels}
                  error={errors[key]}
                  disabled={submitting}
                />
                {markdownFields.includes(key) ? <MarkdownPreview markdown={typeof values[key] === "string" ? values[key] : ""} /> : null}
              </div>
            );
          })}
      </div>
      {props.footer}
      <FormActions onCancel={props.onCancel} submitting={submitting} icon={Save} label={props.submitLabel} />
    </form>
    </ImagePickerContext>
  );
}
