import { type ReactNode, useState } from "react";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Field, PublishStatusSelect, SuggestInput, TextArea, TextInput } from "#app/components/ui/field.tsx";
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
  const { formRef, values, setValue: set, field, errors, submitting: saving, onSubmit } = useForm({
    initialValues: initialValues(post),
    schema: blogPostInputSchema,
    refuse: () => (uploading ? UPLOAD_MESSAGES.stillUploading : null),
    submit: (input) => saveBlogPost(post?._id ?? null, input),
    successToast: post ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created,
    onSuccess: onSaved,
    failureMessage: (error) => errorMessage(error, BLOG_MESSAGES.saveFailed),
    toasts: "all",
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput {...control} {...field("title")} required maxLength={BLOG_LIMITS.title} disabled={saving} />
        )}
      </Field>
      <Field label="Excerpt" error={errors.excerpt} hint="Shown on the blog page and in search results. Left empty, the opening of the post is used.">
        {(control) => (
          <TextArea {...control} rows={2} {...field("excerpt")} maxLength={BLOG_LIMITS.excerpt} disabled={saving} />
        )}
      </Field>
      <Field label="Content*" error={errors.content} hint="Leave a blank line between paragraphs.">
        {(control) => (
          <TextArea
            {...control}
            rows={12}
            {...field("content")}
            required
            maxLength={BLOG_LIMITS.content}
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
              maxLength={BLOG_LIMITS.category}
              disabled={saving}
            />
          )}
        </Field>
        <Field label="Author*" error={errors.author}>
          {(control) => (
            <TextInput {...control} {...field("author")} required maxLength={BLOG_LIMITS.author} autoComplete="name" disabled={saving} />
          )}
        </Field>
        <Field label="Date*" error={errors.date}>
          {(control) => <TextInput {...control} type="date" {...field("date")} required disabled={saving} />}
        </Field>
        <Field label="Read time*" error={errors.readTime}>
          {(control) => (
            <TextInput {...control} {...field("readTime")} required maxLength={BLOG_LIMITS.readTime} placeholder="5 min read" disabled={saving} />
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
          <PublishStatusSelect {...control} {...field("status")} disabled={saving} />
        )}
      </Field>
      {imageField({
        value: values.imageUrl,
        onChange: (path) => set("imageUrl", path),
        onUploadingChange: setUploading,
        error: errors.imageUrl,
        disabled: saving,
      })}
      <FormActions onCancel={onCancel} submitting={saving} waiting={uploading} label={post ? "Update Post" : "Create Post"} />
    </form>
  );
}
