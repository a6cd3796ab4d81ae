import { type ReactNode, lazy, Suspense, useEffect, useState } from "react";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Field, Select, SuggestInput, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { TagInput } from "#app/components/ui/tag-input.tsx";
import { readAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/lib/toast.ts";
import { useImageRecordForm } from "#app/lib/use-image-record-form.ts";
import {
  AGENCY_TIME_ZONE_LABEL,
  BLOG_DEFAULTS,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  type BlogPost,
  fromIndiaLocalInput,
  todayInIndia,
  toIndiaLocalInput,
} from "#contracts/blog.ts";
import { slugFromTitle } from "#contracts/post-address.ts";
import { blogPostFormSchema, type PostRevision, type RestoredPost } from "#contracts/blog-schema.ts";
import type { PostStatus } from "#contracts/statuses.ts";
import type { ImageFieldProps } from "#app/components/admin/image-field-props.ts";
import type { RenderMediaPicker } from "#app/components/admin/media-picker-props.ts";
import { fetchPendingEdits, saveBlogPost } from "./blog-api.ts";
import { MISSING_IMAGES_MESSAGES, MissingImagesNotice, missingImageNames, stillNamed } from "./missing-images-notice.tsx";
import { PendingEditsNotice } from "./pending-edits-notice.tsx";
import { PostHistory } from "./post-history.tsx";
import { PostSeoFields, type PostSeoValues } from "./post-seo-fields.tsx";
import { canPreview, PreviewButton } from "./preview-link-dialog.tsx";
import { autosaveText, useAutosave } from "./use-autosave.ts";

const SEO_FIELDS = ["slug", "metaTitle", "metaDescription", "ogImage", "noindex"] as const;

// The rich-text editor is a chunk of its own, fetched when a post is opened (never by public pages).
const PostEditor = lazy(() => import("./post-editor.tsx"));

/** The post's fields as the form holds them (its address and search fields are PostSeoFields'). */
interface BlogPostValues extends PostSeoValues {
  content: string;
  category: string;
  author: string;
  date: string;
  readTime: string;
  tags: string[];
  status: PostStatus;
  /** When a scheduled post goes live, as the date-time picker holds it: India time, "2026-11-24T09:30". */
  publishAt: string;
}

/** Empty form with SPEC §3's new-post defaults; a post's values; a published post's with its pending edits over them. */
function initialValues(post: BlogPost | null, pending: PostRevision | null = null): BlogPostValues {
  if (post && pending) return initialValues({ ...post, ...pending.post, status: post.status, publishAt: post.publishAt });
  if (post) {
    const { title, excerpt, content, category, author, date, readTime, tags, status, imageUrl, slug, metaTitle, metaDescription, ogImage, noindex } = post;
    const publishAt = post.publishAt ? toIndiaLocalInput(post.publishAt) : "";
    return { title, excerpt, content, category, author, date, readTime, tags, status, publishAt, imageUrl, slug, metaTitle, metaDescription, ogImage, noindex };
  }
  return {
    title: "",
    excerpt: "",
    content: "",
    category: BLOG_DEFAULTS.category,
    // Whoever writes it, as WordPress and Ghost start a post (SPEC gives no default): changeable.
    author: readAdminSession()?.admin.name ?? "",
    date: todayInIndia(),
    readTime: BLOG_DEFAULTS.readTime,
    tags: [],
    status: BLOG_DEFAULTS.status,
    publishAt: "",
    imageUrl: "",
    slug: "",
    metaTitle: "",
    metaDescription: "",
    ogImage: "",
    noindex: false,
  };
}

interface BlogPostFormProps {
  /** The post to edit, or null for a new one. */
  post: BlogPost | null;
  /** Categories in use, offered as suggestions. */
  categories: string[];
  /** The company name as stored, for the search preview's title. */
  siteName: string;
  /** The image upload control (composed by the route from the uploads feature). */
  imageField: (props: ImageFieldProps) => ReactNode;
  /** The media library's picker (composed by the route): the body's images and the social image come from it. */
  mediaPicker: RenderMediaPicker;
  /** After a save (the page refreshes its list before the form closes). */
  onSaved: () => Promise<void>;
  onCancel: () => void;
  /** 'Preview' of a saved draft or scheduled post (the page shows the link). */
  onPreview: (post: BlogPost) => void;
  /** After 'Restore' in History: the post as it now is (the page reopens the editor on it). */
  onRestored: (post: RestoredPost) => Promise<void>;
  /** Just restored: the revision's images the media library no longer has (said above the form until replaced). */
  missingImages?: readonly string[];
  /** Autosave stored something (a new draft, a draft's text): the list is refreshed when the editor closes. */
  onSavedInBackground: () => void;
}

const PENDING_EDITS_FAILED = "Could not load the unpublished changes: showing the live text";

/** The form's values as the contract reads them: the publish time in India made an ISO moment, only when scheduled. */
function toInput(values: BlogPostValues) {
  if (values.status !== "scheduled") return { ...values, publishAt: undefined };
  return { ...values, publishAt: values.publishAt ? (fromIndiaLocalInput(values.publishAt) ?? values.publishAt) : undefined };
}

type Opened = { live: BlogPost | null; pending: PostRevision | null };

/**
 * One form for creating and editing a post (SPEC §5 "Blog save"); the same rules as the API. A published
 * post opens with its pending edits (what autosave kept and 'Update' publishes), when it has any.
 */
export function BlogPostForm(props: BlogPostFormProps) {
  const { post } = props;
  const [opened, setOpened] = useState<Opened | null>(post?.status === "published" ? null : { live: post, pending: null });

  useEffect(() => {
    if (post?.status !== "published") return;
    let current = true;
    fetchPendingEdits(post._id).then(
      ({ pending }) => {
        if (current) setOpened({ live: post, pending });
      },
      (error) => {
        if (!current) return;
        toast.error(errorMessage(error, PENDING_EDITS_FAILED));
        setOpened({ live: post, pending: null });
      },
    );
    return () => {
      current = false;
    };
  }, [post]);

  if (!opened) return <EditorLoading text="Loading the post..." />;
  // 'Discard changes' starts the form afresh on the live post.
  return <PostForm key={opened.pending?.id ?? "live"} {...props} post={opened.live} pending={opened.pending} onDiscarded={(live) => setOpened({ live, pending: null })} />;
}

function PostForm({
  post,
  pending,
  onDiscarded,
  categories,
  siteName,
  imageField,
  mediaPicker,
  onSaved,
  onCancel,
  onPreview,
  onRestored,
  onSavedInBackground,
  missingImages = [],
}: BlogPostFormProps & { pending: PostRevision | null; onDiscarded: (live: BlogPost) => void }) {
  // A new post's slug follows its title until someone types one.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(post === null);
  // The post as stored: a new post is created as a draft by autosave, then edited as one.
  const [stored, setStored] = useState(post);
  const { formRef, values, setValue: set, field, errors, submitting: saving, onSubmit, uploading, imageField: imageFieldProps } = useImageRecordForm({
    initialValues: initialValues(post, pending),
    schema: blogPostFormSchema,
    toInput,
    editing: post !== null,
    // An autosave under way may be creating the post: 'Create Post' then saves that one.
    save: async (input): Promise<BlogPost> => saveBlogPost(await autosave.storedId(), input),
    messages: { created: BLOG_MESSAGES.created, updated: BLOG_MESSAGES.updated, saveFailed: BLOG_MESSAGES.saveFailed },
    onSaved: async () => {
      autosave.markSaved();
      await onSaved();
    },
  });

  const autosave = useAutosave({
    postId: post?._id ?? null,
    storedStatus: stored?.status ?? null,
    values,
    toInput,
    saving,
    onCreated: setStored,
    onAutosaved: onSavedInBackground,
  });
  const autosaveLine = autosaveText(autosave.state, autosave.dirty);
  const stillMissing = stillNamed(values, missingImages);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {stored && pending ? (
        <PendingEditsNotice postId={stored._id} savedAt={pending.createdAt} onDiscarded={onDiscarded} disabled={saving || autosave.state.kind === "saving"} />
      ) : null}
      {stored && stillMissing.length > 0 ? <MissingImagesNotice message={MISSING_IMAGES_MESSAGES.afterRestore(missingImageNames(values, stillMissing), stored.status)} /> : null}
      {stored ? (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {canPreview(stored) ? <PreviewButton onClick={() => onPreview(stored)} disabled={saving} /> : null}
          <PostHistory postId={stored._id} status={stored.status} currentContent={values.content} onRestored={onRestored} disabled={saving} />
        </div>
      ) : null}
      <Field label="Title*" error={errors.title}>
        {(control) => (
          <TextInput
            {...control}
            {...field("title")}
            onChange={(event) => {
              set("title", event.target.value);
              if (slugFollowsTitle) set("slug", event.target.value.trim() ? slugFromTitle(event.target.value) : "");
            }}
            required
            maxLength={BLOG_LIMITS.title}
            disabled={saving}
          />
        )}
      </Field>
      <Field label="Excerpt" error={errors.excerpt} hint="Shown on the blog page and in search results. Left empty, the opening of the post is used.">
        {(control) => (
          <TextArea {...control} rows={2} {...field("excerpt")} maxLength={BLOG_LIMITS.excerpt} disabled={saving} />
        )}
      </Field>
      <Field
        label="Content*"
        error={errors.content}
        hint="Type ## for a sub-heading, - for a list, > for a quote; paste from Google Docs or Word keeps headings, lists and links."
      >
        {(control) => (
          <Suspense fallback={<EditorLoading />}>
            <PostEditor
              labelledBy={`${control.id}-label`}
              describedBy={control["aria-describedby"]}
              invalid={Boolean(control["aria-invalid"])}
              value={values.content}
              onChange={(markdown) => set("content", markdown)}
              readTime={values.readTime}
              onUseReadTime={(readTime) => set("readTime", readTime)}
              mediaPicker={mediaPicker}
              disabled={saving}
            />
          </Suspense>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Status" error={errors.status}>
          {(control) => (
            <Select {...control} {...field("status")} disabled={saving}>
              <option value="published">Published</option>
              <option value="scheduled">Scheduled</option>
              <option value="draft">Draft</option>
            </Select>
          )}
        </Field>
        {values.status === "scheduled" ? (
          <Field label={`Publish at (${AGENCY_TIME_ZONE_LABEL})`} error={errors.publishAt} hint="The post goes live by itself at this time, India time.">
            {(control) => <TextInput {...control} type="datetime-local" {...field("publishAt")} required disabled={saving} />}
          </Field>
        ) : null}
      </div>
      {imageField(imageFieldProps)}
      <details
        className="group rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
        open={SEO_FIELDS.some((name) => errors[name]) || (post !== null && Boolean(post.metaTitle || post.metaDescription || post.ogImage || post.noindex))}
      >
        <summary className="cursor-pointer text-sm font-bold text-slate-800 dark:text-slate-100">Search and social: address, title, description, previews</summary>
        <div className="mt-4">
          <PostSeoFields
            values={values}
            errors={errors}
            field={(name) =>
              name === "slug"
                ? {
                    ...field("slug"),
                    onChange: (event) => {
                      setSlugFollowsTitle(false);
                      set("slug", event.target.value);
                    },
                  }
                : field(name)
            }
            onNoindexChange={(noindex) => set("noindex", noindex)}
            onOgImageChange={(url) => set("ogImage", url)}
            mediaPicker={mediaPicker}
            slugFollowsTitle={slugFollowsTitle}
            siteName={siteName}
            disabled={saving}
          />
        </div>
      </details>
      <p aria-live="polite" data-testid="autosave-status" className={autosave.state.kind === "failed" ? "text-sm text-red-700 dark:text-red-300" : "text-sm text-slate-600 dark:text-slate-300"}>
        {autosaveLine}
      </p>
      <FormActions onCancel={onCancel} submitting={saving} waiting={uploading} label={post ? "Update Post" : "Create Post"} />
    </form>
  );
}

function EditorLoading({ text = "Loading the editor..." }: { text?: string }) {
  return (
    <div role="status" className="flex h-80 items-center justify-center rounded-xl border border-slate-300 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {text}
    </div>
  );
}
