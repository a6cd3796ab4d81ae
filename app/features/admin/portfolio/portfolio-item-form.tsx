import type { ReactNode } from "react";
import type { ImageFieldProps } from "#app/components/admin/image-field-props.ts";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Field, PublishStatusSelect, SuggestInput, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { TagInput } from "#app/components/ui/tag-input.tsx";
import { readAdminSession } from "#app/lib/admin-session.ts";
import { useImageRecordForm } from "#app/lib/use-image-record-form.ts";
import { useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";
import { portfolioItemFormSchema } from "#contracts/portfolio-schema.ts";
import type { PublishStatus } from "#contracts/statuses.ts";
import { savePortfolioItem } from "./portfolio-api.ts";

interface PortfolioItemValues {
  title: string;
  description: string;
  category: string;
  imageUrl: string;
  status: PublishStatus;
  technologies: string[];
}

function initialValues(item: PortfolioItem | null): PortfolioItemValues {
  if (item) {
    const { title, description, category, imageUrl, status, technologies } = item;
    return { title, description, category, imageUrl, status, technologies };
  }
  return { title: "", description: "", category: "", imageUrl: "", status: "published", technologies: [] };
}

interface PortfolioItemFormProps {
  item: PortfolioItem | null;
  categories: string[];
  imageField: (props: ImageFieldProps) => ReactNode;
  /** After a save (the page refreshes its list before the form closes). */
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/**
 * One form for creating and editing a portfolio item (SPEC §5 "Portfolio save"): title, description,
 * category and image are required here (`portfolioItemFormSchema`); the API alone fills an empty title,
 * category or status with SPEC's defaults, for clients that leave them out.
 */
export function PortfolioItemForm({ item, categories, imageField, onSaved, onCancel }: PortfolioItemFormProps) {
  const { formRef, values, dirty, setValue: set, field, errors, submitting: saving, onSubmit, uploading, imageField: imageFieldProps } = useImageRecordForm({
    initialValues: initialValues(item),
    schema: portfolioItemFormSchema,
    editing: item !== null,
    // SPEC §5: a login token is required before anything else.
    refuse: () => (!readAdminSession() ? PORTFOLIO_MESSAGES.loginToSave : null),
    save: (input) => savePortfolioItem(item?._id ?? null, input),
    messages: { created: PORTFOLIO_MESSAGES.created, updated: PORTFOLIO_MESSAGES.updated, saveFailed: PORTFOLIO_MESSAGES.saveFailed },
    onSaved,
  });
  useLeaveGuard(dirty);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput {...control} {...field("title")} required maxLength={PORTFOLIO_LIMITS.title} disabled={saving} />
        )}
      </Field>
      <Field label="Description*" error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            rows={5}
            {...field("description")}
            required
            maxLength={PORTFOLIO_LIMITS.description}
            disabled={saving}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Category*" error={errors.category}>
          {(control) => (
            <SuggestInput
              {...control}
              {...field("category")}
              suggestions={categories.map((category) => ({ value: category }))}
              required
              maxLength={PORTFOLIO_LIMITS.category}
              placeholder="e.g. Branding"
              disabled={saving}
            />
          )}
        </Field>
        <Field label="Status" error={errors.status}>
          {(control) => (
            <PublishStatusSelect {...control} {...field("status")} disabled={saving} />
          )}
        </Field>
      </div>
      <TagInput
        label="Technologies"
        values={values.technologies}
        onChange={(technologies) => set("technologies", technologies)}
        placeholder="e.g. Shopify"
        maxItems={PORTFOLIO_LIMITS.technologies}
        maxLength={PORTFOLIO_LIMITS.technology}
        error={errors.technologies}
        disabled={saving}
      />
      {imageField(imageFieldProps)}
      <FormActions onCancel={onCancel} submitting={saving} waiting={uploading} label={item ? "Update Item" : "Create Item"} />
    </form>
  );
}
