import { Plus } from "lucide-react";
import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { deleteBlogPost, fetchBlogPosts } from "#app/features/admin/blog/blog-api.ts";
import { BlogPostForm } from "#app/features/admin/blog/blog-post-form.tsx";
import { BlogPostsTable } from "#app/features/admin/blog/blog-posts-table.tsx";
import { MediaPicker, MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { ImageUploadField } from "#app/features/admin/uploads/image-upload-field.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { BLOG_MESSAGES, type BlogPost } from "#contracts/blog.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Management");

/** Every post, drafts included, newest first (SPEC §7 GET /api/blog). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: posts, error } = await loadAdminData(request, {
    load: () => fetchBlogPosts(request),
    fallback: [] as BlogPost[],
    failureMessage: (failure) => errorMessage(failure, BLOG_MESSAGES.fetchFailed),
    toastId: "blog-fetch",
  });
  return { posts, error };
}
clientLoader.hydrate = true as const;

export default function BlogAdmin() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { posts, error } = loaderData;
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  // The post being edited; null for a new one; undefined when the form is closed.
  const [editing, setEditing] = useState<BlogPost | null | undefined>(undefined);
  const deletion = useDeleteConfirmation({
    remove: (post: BlogPost) => deleteBlogPost(post._id),
    deleted: BLOG_MESSAGES.deleted,
    failed: (failure) => errorMessage(failure, BLOG_MESSAGES.deleteFailed),
  });
  const categories = [...new Set(posts.map((post) => post.category))].sort();
  const published = posts.filter((post) => post.status === "published").length;

  return (
    <>
      <AdminPageHeader
        title="Blog Management"
        description={`${posts.length} ${posts.length === 1 ? "post" : "posts"}, ${published} published`}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            New Post
          </Button>
        }
      />
      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}
      <BlogPostsTable posts={posts} onEdit={setEditing} onDelete={deletion.ask} />

      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? "Edit Blog Post" : "New Blog Post"}
        size="xl"
        dismissOnBackdrop={false}
      >
        {editing !== undefined ? (
          <BlogPostForm
            key={editing?._id ?? "new"}
            post={editing}
            categories={categories}
            imageField={(props) => (
              <ImageUploadField
                endpoint="/api/blog/upload"
                label="Image"
                required
                {...props}
                libraryAction={<MediaPickerButton disabled={props.disabled} onPick={(image) => props.onChange(image.url)} />}
              />
            )}
            mediaPicker={(props) => <MediaPicker {...props} />}
            onCancel={() => setEditing(undefined)}
            onSaved={async () => {
              await refresh();
              setEditing(undefined);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog {...deletion.dialog} title="Delete post" message={BLOG_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Blog Management" />;
}
