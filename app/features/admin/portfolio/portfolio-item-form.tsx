import { type FormEvent, type ReactNode, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { TagInput } from "#app/components/ui/tag-input.tsx";
import { readAdminSession } from "#app/lib/admin-session.ts";
import { api, ApiRequestError, errorMessage } from "#app/lib/api-client.ts";
import { fieldErrors, focusFirstInvalid } from "#app/lib/form-errors.ts";
import { PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";
import { portfolioItemInputSchema } from "#contracts/portfolio-schema.ts";
import type { PublishStatus } from "#contracts/statuses.ts";

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

export interface ImageFieldProps {
  value: string;
  onChange: (path: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
  disabled: boolean;
}

interface PortfolioItemFormProps {
  item: PortfolioItem | null;
  categories: string[];
  imageField: (props: ImageFieldProps) => ReactNode;
  onSaved: (item: PortfolioItem, created: boolean) => void;
  onCancel: () => void;
}

/**
 * One form for creating and editing a portfolio item (SPEC §5 "Portfolio save"): the form marks title,
 * description, category and image as required; the API fills an empty title, category or status
 * with SPEC's defaults.
 */
export function PortfolioItemForm({ item, categories, imageField, onSaved, onCancel }: PortfolioItemFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PortfolioItemValues>(() => initialValues(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof PortfolioItemValues>(key: K, value: PortfolioItemValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    if (!readAdminSession()) {
      toast.error(PORTFOLIO_MESSAGES.loginToSave);
      return;
    }
    const parsed = portfolioItemInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      toast.error(Object.values(found)[0] ?? PORTFOLIO_MESSAGES.saveFailed);
      focusFirstInvalid(form.current);
      return;
    }
    setSaving(true);
    try {
      const saved = item
        ? await api<PortfolioItem>(`/api/portfolio/${item._id}`, { method: "PUT", json: parsed.data })
        : await api<PortfolioItem>("/api/portfolio", { method: "POST", json: parsed.data });
      toast.success(item ? PORTFOLIO_MESSAGES.updated : PORTFOLIO_MESSAGES.created);
      onSaved(saved, !item);
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) setErrors(error.errors);
      toast.error(errorMessage(error, PORTFOLIO_MESSAGES.saveFailed));
      setSaving(false);
    }
  }

  const categoryListId = "portfolio-category-suggestions";
  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5">
      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput {...control} value={values.title} onChange={(e) => set("title", e.target.value)} required maxLength={PORTFOLIO_LIMITS.title} disabled={saving} />
        )}
      </Field>
      <Field label="Description*" error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            rows={5}
            value={values.description}
            onChange={(e) => set("description", e.target.value)}
            required
            maxLength={PORTFOLIO_LIMITS.description}
            disabled={saving}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Category*" error={errors.category}>
          {(control) => (
            <>
              <TextInput
                {...control}
                list={categoryListId}
                value={values.category}
                onChange={(e) => set("category", e.target.value)}
                required
                maxLength={PORTFOLIO_LIMITS.category}
                placeholder="e.g. Branding"
                disabled={saving}
              />
              <datalist id={categoryListId}>
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Status" error={errors.status}>
          {(control) => (
            <Select {...control} value={values.status} onChange={(e) => set("status", e.target.value as PublishStatus)} disabled={saving}>
              <option value="published">Published</option>
              <option value="draft">Draft</option>
            </Select>
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
      {imageField({
        value: values.imageUrl,
        onChange: (path) => set("imageUrl", path),
        onUploadingChange: setUploading,
        error: errors.imageUrl,
        disabled: saving,
      })}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? "Saving..." : item ? "Update Item" : "Create Item"}
        </Button>
      </div>
    </form>
  );
}
