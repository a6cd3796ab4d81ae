import { type ReactNode, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { TagInput } from "#app/components/ui/tag-input.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { BLOG_DEFAULTS, BLOG_LIMITS, BLOG_MESSAGES, type BlogPost, todayInIndia } from "#contracts/blog.ts";
import { blogPostInputSchema } from "#contracts/blog-schema.ts";
import type { PublishStatus } from "#contracts/statuses.ts";
import { UPLOAD_MESSAGES } from "#contracts/upload.ts";
import type { ImageFieldProps } from "#app/components/admin/image-field-props.ts";
import { saveBlogPost } from "./blog-api.ts";

interface BlogPostValues {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  date: string;
  readTime: string;
  tags: string[];
  status: PublishStatus;
  imageUrl: string;
}

/** Empty form with SPEC §3's new-post defaults. */
function initialValues(post: BlogPost | null): BlogPostValues {
  if (post) {
    const { title, excerpt, content, category, author, date, readTime, tags, status, imageUrl } = post;
    return { title, excerpt, content, category, author, date, readTime, tags, status, imageUrl };
  }
  return {
    title: "",
    excerpt: "",
    content: "",
    category: BLOG_DEFAULTS.category,
    author: "",
    date: todayInIndia(),
    readTime: BLOG_DEFAULTS.readTime,
    tags: [],
    status: BLOG_DEFAULTS.status,
    imageUrl: "",
  };
}

interface BlogPostFormProps {
  /** The post to edit, or null for a new one. */
  post: BlogPost | null;
  /** Categories in use, offered as suggestions. */
  categories: string[];
  /** The image upload control (composed by the route from the uploads feature). */
  imageField: (props: ImageFieldProps) => ReactNode;
  /** After a save (the page refreshes its list before the form closes). */
  onSaved: () => Promise<void>;
  onCancel: () => void;
}

/** One form for creating and editing a post (SPEC §5 "Blog save"); the same rules as the API. */
export function BlogPostForm({ post, categories, imageField, onSaved, onCancel }: BlogPostFormProps) {
  const [uploading, setUploading] = useState(false);
  const { formRef, values, setValue: set, errors, submitting: saving, onSubmit } = useForm({
    initialValues: initialValues(post),
    schema: blogPostInputSchema,
    refuse: () => (uploading ? UPLOAD_MESSAGES.stillUploading : null),
    submit: (input) => saveBlogPost(post?._id ?? null, input),
    successToast: post ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created,
    onSuccess: onSaved,
    failureMessage: (error) => errorMessage(error, BLOG_MESSAGES.saveFailed),
    toasts: "all",
  });

  const categoryListId = "blog-category-suggestions";
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput {...control} value={values.title} onChange={(e) => set("title", e.target.value)} required maxLength={BLOG_LIMITS.title} disabled={saving} />
        )}
      </Field>
      <Field label="Excerpt" error={errors.excerpt} hint="Shown on the blog page and in search results. Left empty, the opening of the post is used.">
        {(control) => (
          <TextArea {...control} rows={2} value={values.excerpt} onChange={(e) => set("excerpt", e.target.value)} maxLength={BLOG_LIMITS.excerpt} disabled={saving} />
        )}
      </Field>
      <Field label="Content*" error={errors.content} hint="Leave a blank line between paragraphs.">
        {(control) => (
          <TextArea
            {...control}
            rows={12}
            value={values.content}
            onChange={(e) => set("content", e.target.value)}
            required
            maxLength={BLOG_LIMITS.content}
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
                maxLength={BLOG_LIMITS.category}
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
        <Field label="Author*" error={errors.author}>
          {(control) => (
            <TextInput {...control} value={values.author} onChange={(e) => set("author", e.target.value)} required maxLength={BLOG_LIMITS.author} autoComplete="name" disabled={saving} />
          )}
        </Field>
        <Field label="Date*" error={errors.date}>
          {(control) => <TextInput {...control} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} required disabled={saving} />}
        </Field>
        <Field label="Read time*" error={errors.readTime}>
          {(control) => (
            <TextInput {...control} value={values.readTime} onChange={(e) => set("readTime", e.target.value)} required maxLength={BLOG_LIMITS.readTime} placeholder="5 min read" disabled={saving} />
          )}
        </Field>
      </div>
      <TagInput
        label="Tags"
        values={values.tags}
        onChange={(tags) => set("tags", tags)}
        placeholder="e.g. Local SEO"
        maxItems={BLOG_LIMITS.tags}
        maxLength={BLOG_LIMITS.tag}
        error={errors.tags}
        disabled={saving}
      />
      <Field label="Status" error={errors.status}>
        {(control) => (
          <Select {...control} value={values.status} onChange={(e) => set("status", e.target.value as PublishStatus)} disabled={saving}>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
          </Select>
        )}
      </Field>
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
          {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
        </Button>
      </div>
    </form>
  );
}
