import Images from "lucide-react/icons/images";
import X from "lucide-react/icons/x";
import { type ChangeEvent, useState, useSyncExternalStore } from "react";
import type { RenderMediaPicker } from "#app/components/admin/media-picker-props.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { resolveImageUrl } from "#app/lib/image-url.ts";
import { BLOG_LIMITS } from "#contracts/blog.ts";
import { POST_ADDRESS_LIMITS, SEO_LENGTH_HINTS } from "#contracts/post-address.ts";

/**
 * A post's address and search fields (issue 12 "URLs and search snippets"), with the search-result and
 * social-card previews people know from Yoast, updated as they type. Length guidance is a hint, never a rule.
 */

export interface PostSeoValues {
  title: string;
  excerpt: string;
  imageUrl: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  ogImage: string;
  noindex: boolean;
}

interface PostSeoFieldsProps {
  values: PostSeoValues;
  errors: Record<string, string>;
  /** The text inputs' props from the form hook. */
  field: (name: "slug" | "metaTitle" | "metaDescription" | "ogImage") => { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void };
  onNoindexChange: (noindex: boolean) => void;
  onOgImageChange: (url: string) => void;
  /** The media library's picker (composed by the route), for the social image. */
  mediaPicker: RenderMediaPicker;
  /** The slug follows the title (a new post whose slug nobody typed). */
  slugFollowsTitle: boolean;
  /** The company name as stored, which the public page appends to a title without its own search title. */
  siteName: string;
  disabled: boolean;
}

const subscribeNothing = () => () => {};
/** This site's host as the browser sees it (previews only; the server renders the real tags). */
function useHost(): string {
  return useSyncExternalStore(subscribeNothing, () => window.location.host, () => "");
}

export function PostSeoFields({ values, errors, field, onNoindexChange, onOgImageChange, mediaPicker, slugFollowsTitle, siteName, disabled }: PostSeoFieldsProps) {
  const host = useHost();
  const [picking, setPicking] = useState(false);
  const ogImage = values.ogImage.trim();
  const shownTitle = values.metaTitle.trim() ? values.metaTitle.trim() : `${values.title.trim() || "Post title"} | ${siteName}`;
  const shownDescription = values.metaDescription.trim() || values.excerpt.trim();
  const image = values.ogImage.trim() || values.imageUrl;
  const path = `/blog/${values.slug || "…"}`;

  return (
    <div className="space-y-5">
      <Field
        label="Slug"
        error={errors.slug}
        hint={slugFollowsTitle ? "Made from the title until you change it." : "Changing it keeps the old address working: it redirects here."}
      >
        {(control) => (
          <div className="flex items-stretch">
            <span className="inline-flex shrink-0 items-center rounded-l-xl border border-r-0 whitespace-nowrap border-slate-300 bg-slate-50 px-3 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-300">
              /blog/
            </span>
            <TextInput {...control} {...field("slug")} maxLength={POST_ADDRESS_LIMITS.slug} autoComplete="off" spellCheck={false} disabled={disabled} className="min-w-0 rounded-l-none" />
          </div>
        )}
      </Field>
      <Field label="Meta title" error={errors.metaTitle} hint={<LengthHint length={shownTitle.length} max={SEO_LENGTH_HINTS.titleMax} empty="Empty: the post's title and the site's name." filled={Boolean(values.metaTitle.trim())} />}>
        {(control) => <TextInput {...control} {...field("metaTitle")} maxLength={POST_ADDRESS_LIMITS.metaTitle} disabled={disabled} />}
      </Field>
      <Field
        label="Meta description"
        error={errors.metaDescription}
        hint={
          <LengthHint
            length={shownDescription.length}
            min={SEO_LENGTH_HINTS.descriptionMin}
            max={SEO_LENGTH_HINTS.descriptionMax}
            empty="Empty: the excerpt."
            filled={Boolean(values.metaDescription.trim())}
          />
        }
      >
        {(control) => <TextArea {...control} rows={2} {...field("metaDescription")} maxLength={POST_ADDRESS_LIMITS.metaDescription} disabled={disabled} />}
      </Field>
      <Field label="Social image" error={errors.ogImage} hint="Empty: the post's image. An image from the library, or a web address.">
        {(control) => (
          <div className="flex flex-wrap items-start gap-3">
            {/* The thumbnail repeats what the social card below shows: nothing for a screen reader to hear twice. */}
            <span className="flex aspect-[1.91/1] w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
              {ogImage ? <img src={resolveImageUrl(ogImage)} alt="" className="size-full object-cover" /> : <Images className="size-5 text-slate-400" aria-hidden="true" />}
            </span>
            <div className="min-w-48 flex-1 space-y-2">
              <TextInput {...control} {...field("ogImage")} maxLength={BLOG_LIMITS.imageUrl} placeholder="/uploads/…" disabled={disabled} />
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" disabled={disabled} onClick={() => setPicking(true)}>
                  <Images className="size-4" aria-hidden="true" />
                  Choose social image
                </Button>
                {ogImage ? (
                  <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onOgImageChange("")}>
                    <X className="size-4" aria-hidden="true" />
                    Clear social image
                  </Button>
                ) : null}
              </div>
            </div>
          </div>
        )}
      </Field>
      {mediaPicker({
        open: picking,
        onClose: () => setPicking(false),
        onPick: (item) => {
          setPicking(false);
          onOgImageChange(item.url);
        },
        title: "Choose the social image",
      })}
      <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
        <input type="checkbox" checked={values.noindex} onChange={(event) => onNoindexChange(event.target.checked)} disabled={disabled} className="mt-0.5 size-4 rounded border-slate-300 text-brand-600" />
        <span>
          <span className="font-semibold">Hide from search engines</span> (noindex: the post stays on the blog but is left out of search results and the sitemap)
        </span>
      </label>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-label="Search result preview" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-950">
          <p className="text-xs font-bold tracking-wider text-slate-500 uppercase dark:text-slate-400">Search result preview</p>
          <p className="mt-3 truncate text-sm text-slate-700 dark:text-slate-300">
            {host} › blog › {values.slug || "…"}
          </p>
          <p className="mt-1 line-clamp-2 text-lg leading-snug text-[#1a0dab] dark:text-[#8ab4f8]">{truncate(shownTitle, SEO_LENGTH_HINTS.titleMax)}</p>
          <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
            {shownDescription ? truncate(shownDescription, SEO_LENGTH_HINTS.descriptionMax) : "Search engines pick a passage of the post."}
          </p>
          {values.noindex ? <p className="mt-2 text-sm font-semibold text-amber-700 dark:text-amber-300">Hidden from search engines</p> : null}
        </section>
        <section aria-label="Social card preview" className="min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950">
          <div className="aspect-[1.91/1] bg-slate-100 dark:bg-slate-800">
            {image ? <img src={resolveImageUrl(image)} alt="" className="size-full object-cover" /> : null}
          </div>
          <div className="border-t border-slate-200 p-3 dark:border-slate-700">
            <p className="text-xs text-slate-500 uppercase dark:text-slate-400">{host}</p>
            <p className="mt-0.5 truncate font-semibold text-slate-900 dark:text-white">{shownTitle}</p>
            <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{shownDescription}</p>
          </div>
          <p className="sr-only">Shared links point to {path}</p>
        </section>
      </div>
    </div>
  );
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** "52 / 60 characters" with Yoast's guidance: fine, too short or too long (a hint: nothing is refused). */
function LengthHint({ length, min = 0, max, empty, filled }: { length: number; min?: number; max: number; empty: string; filled: boolean }) {
  const verdict = length > max ? `over ${max}: search engines cut the rest` : length < min ? `under ${min}: search engines may write their own` : "a good length";
  const good = length <= max && length >= min;
  return (
    <span>
      {filled ? null : <>{empty} </>}
      <span className={cn("font-medium", good ? "text-emerald-700 dark:text-emerald-300" : "text-amber-700 dark:text-amber-300")}>
        {length} characters, {verdict}
      </span>
    </span>
  );
}
