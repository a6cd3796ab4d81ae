import Newspaper from "lucide-react/icons/newspaper";
import { useCallback, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { NoFilterMatches } from "#app/components/admin/admin-empty-state.tsx";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { RecordListScreen } from "#app/components/admin/record-list-screen.tsx";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { deleteBlogPost, fetchBlogPosts } from "#app/features/admin/blog/blog-api.ts";
import { BlogPostForm } from "#app/features/admin/blog/blog-post-form.tsx";
import { BlogPostsTable } from "#app/features/admin/blog/blog-posts-table.tsx";
import { usePreviewLink } from "#app/features/admin/blog/preview-link-dialog.tsx";
import { MediaPicker, MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { fetchCompanyDetails } from "#app/features/admin/site-content/site-content-api.ts";
import { ImageUploadField } from "#app/features/admin/uploads/image-upload-field.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { filterAndPage, isFiltered, readListFilters, revalidateUnlessOnlyFiltersChanged } from "#app/lib/list-filters.ts";
import { useFilterParams } from "#app/lib/use-filter-params.ts";
import { BLOG_MESSAGES, type BlogPost } from "#contracts/blog.ts";
import type { RestoredPost } from "#contracts/blog-schema.ts";
import { site } from "#contracts/site.ts";
import { POST_STATUSES, type PostStatus } from "#contracts/statuses.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Management");

/**
 * Every post, drafts included, newest first (SPEC §7 GET /api/blog: an array, every post), and the company
 * name as stored, which the search preview shows after a post's title (the shipped name if it cannot be
 * read). The list is searched, filtered and paged in the browser from the URL (app/lib/list-filters.ts).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [{ data: posts, error }, siteName] = await Promise.all([
    loadAdminData(request, {
      load: () => fetchBlogPosts(request),
      fallback: [] as BlogPost[],
      failureMessage: (failure) => errorMessage(failure, BLOG_MESSAGES.fetchFailed),
      toastId: "blog-fetch",
    }),
    fetchCompanyDetails(request).then(
      (company) => company.name,
      () => site.brand,
    ),
  ]);
  return { posts, error, siteName };
}
clientLoader.hydrate = true as const;

/** Every post is already here: searching, filtering and paging need no new request. */
export const shouldRevalidate = revalidateUnlessOnlyFiltersChanged;

/** The filter's order: what readers see first, then what is waiting, then what is being written. */
const STATUS_ORDER = ["published", "scheduled", "draft"] as const satisfies readonly PostStatus[];
const STATUS_LABELS: Record<PostStatus, string> = { published: "Published", scheduled: "Scheduled", draft: "Drafts" };
const STATUS_OPTIONS = [{ value: "", label: "All Statuses" }, ...STATUS_ORDER.map((value) => ({ value, label: STATUS_LABELS[value] }))];

/** "8 posts: 5 published, 1 scheduled, 2 drafts" (scheduled and drafts only when there are some). */
function postCounts(posts: BlogPost[]): string {
  const parts = STATUS_ORDER.map((status) => ({ status, count: posts.filter((post) => post.status === status).length }))
    .filter(({ status, count }) => count > 0 || status === "published")
    .map(({ status, count }) => `${count} ${status === "draft" && count !== 1 ? "drafts" : status}`);
  return `${posts.length} ${posts.length === 1 ? "post" : "posts"}: ${parts.join(", ")}`;
}

export default function BlogAdmin() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { posts, error, siteName } = loaderData;
  const previewLink = usePreviewLink();
  // The last restore, so the editor reopened on it can say which of the revision's images are gone.
  const [restored, setRestored] = useState<RestoredPost | null>(null);
  const categories = [...new Set(posts.map((post) => post.category))].sort();

  const [searchParams] = useSearchParams();
  const filters = readListFilters(searchParams, POST_STATUSES);
  const shown = filterAndPage(posts, filters, { status: (post) => post.status, text: (post) => [post.title, post.category, ...post.tags] });
  const updateParams = useFilterParams();
  const onSearch = useCallback((search: string) => updateParams({ search }), [updateParams]);

  return (
    <>
      <RecordListScreen<BlogPost>
        title="Blog Management"
        description={postCounts(posts)}
        newLabel="New Post"
        toolbar={
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox value={filters.search} onSearch={onSearch} delay={150} label="Search posts" placeholder="Search title, category or tag" className="flex-1" />
            <FilterSelect label="Filter by status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => updateParams({ status })} className="sm:w-44" />
          </div>
        }
        error={error}
        loaderData={loaderData}
        linkable={{ records: posts, id: (post) => post._id }}
        // A restored post reopens the form on its new values.
        recordKey={(post) => `${post._id} ${post.updatedAt}`}
        formTitle={{ edit: "Edit Blog Post", new: "New Blog Post" }}
        deletion={{
          remove: (post) => deleteBlogPost(post._id),
          deleted: BLOG_MESSAGES.deleted,
          failed: (failure) => errorMessage(failure, BLOG_MESSAGES.deleteFailed),
          describe: (post) => post.title,
          title: "Delete post",
          message: BLOG_MESSAGES.confirmDelete,
        }}
        list={(actions) =>
          shown.total === 0 && isFiltered(filters) ? (
            <NoFilterMatches icon={Newspaper} noun="posts" onClear={() => updateParams({ search: null, status: null })} />
          ) : (
            <>
              <BlogPostsTable posts={shown.data} {...actions} onPreview={(post) => void previewLink.preview(post)} />
              {shown.total > 0 ? <Pagination page={shown.page} pageSize={shown.pageSize} total={shown.total} noun={shown.total === 1 ? "post" : "posts"} /> : null}
            </>
          )
        }
        form={({ record, onSaved, onCancel, onReplaced, onSavedInBackground }) => (
          <BlogPostForm
            post={record}
            categories={categories}
            siteName={siteName}
            imageField={(props) => (
              <ImageUploadField
                endpoint="/api/blog/upload"
                label="Image"
                required
                hint="Needed to publish or schedule; a draft can wait for it."
                {...props}
                libraryAction={<MediaPickerButton disabled={props.disabled} onPick={(image) => props.onChange(image.url)} />}
              />
            )}
            mediaPicker={(props) => <MediaPicker {...props} />}
            onCancel={onCancel}
            onSaved={onSaved}
            onPreview={(post) => void previewLink.preview(post)}
            onRestored={async (post) => {
              setRestored(post);
              await onReplaced(post);
            }}
            missingImages={restored && record && restored._id === record._id && restored.updatedAt === record.updatedAt ? restored.missingImages : undefined}
            onSavedInBackground={onSavedInBackground}
          />
        )}
      />
      {previewLink.dialog}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Blog Management" />;
}
