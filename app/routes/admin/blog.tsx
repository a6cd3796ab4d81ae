import { useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { RecordListScreen } from "#app/components/admin/record-list-screen.tsx";
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
import { BLOG_MESSAGES, type BlogPost } from "#contracts/blog.ts";
import { site } from "#contracts/site.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Management");

/**
 * Every post, drafts included, newest first (SPEC §7 GET /api/blog), and the company name as stored,
 * which the search preview shows after a post's title (the shipped name if it cannot be read).
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

export default function BlogAdmin() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { posts, error, siteName } = loaderData;
  const previewLink = usePreviewLink();
  const categories = [...new Set(posts.map((post) => post.category))].sort();
  const published = posts.filter((post) => post.status === "published").length;

  return (
    <>
      <RecordListScreen<BlogPost>
        title="Blog Management"
        description={`${posts.length} ${posts.length === 1 ? "post" : "posts"}, ${published} published`}
        newLabel="New Post"
        error={error}
        loaderData={loaderData}
        // A restored post reopens the form on its new values.
        recordKey={(post) => `${post._id} ${post.updatedAt}`}
        formTitle={{ edit: "Edit Blog Post", new: "New Blog Post" }}
        deletion={{
          remove: (post) => deleteBlogPost(post._id),
          deleted: BLOG_MESSAGES.deleted,
          failed: (failure) => errorMessage(failure, BLOG_MESSAGES.deleteFailed),
          title: "Delete post",
          message: BLOG_MESSAGES.confirmDelete,
        }}
        list={(actions) => <BlogPostsTable posts={posts} {...actions} onPreview={(post) => void previewLink.preview(post)} />}
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
            onRestored={onReplaced}
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
