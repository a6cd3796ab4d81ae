import { Plus } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { BlogPostForm } from "#app/features/blog/admin/blog-post-form.tsx";
import { BlogPostsTable } from "#app/features/blog/admin/blog-posts-table.tsx";
import { ImageUploadField } from "#app/features/uploads/image-upload-field.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession } from "#app/lib/admin-session.ts";
import { api, errorMessage } from "#app/lib/api-client.ts";
import { BLOG_MESSAGES, type BlogPost } from "#contracts/blog.ts";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog Management");

/** Every post, drafts included, newest first (SPEC §7 GET /api/blog). */
export async function clientLoader() {
  if (!readAdminSession()) {
    toast.error(BLOG_MESSAGES.loginToView);
    return { posts: [] as BlogPost[] };
  }
  try {
    const posts = await api<BlogPost[]>("/api/blog");
    return { posts: Array.isArray(posts) ? posts : [] };
  } catch (error) {
    toast.error(errorMessage(error, BLOG_MESSAGES.fetchFailed));
    return { posts: [] as BlogPost[] };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Loading blog posts" />
    </div>
  );
}

type Editing = { post: BlogPost | null } | null;

export default function BlogAdmin({ loaderData }: Route.ComponentProps) {
  // The list starts from the loader and then follows this page's own changes (a new post on top).
  const [list, setList] = useState({ source: loaderData.posts, posts: loaderData.posts });
  const posts = list.source === loaderData.posts ? list.posts : loaderData.posts;
  const setPosts = (update: (current: BlogPost[]) => BlogPost[]) =>
    setList((current) => ({
      source: loaderData.posts,
      posts: update(current.source === loaderData.posts ? current.posts : loaderData.posts),
    }));

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const categories = [...new Set(posts.map((post) => post.category))].sort();
  const published = posts.filter((post) => post.status === "published").length;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await api(`/api/blog/${deleting._id}`, { method: "DELETE" });
      setPosts((current) => current.filter((post) => post._id !== deleting._id));
      toast.success(BLOG_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, BLOG_MESSAGES.deleteFailed));
    } finally {
      setDeleteBusy(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Blog Management"
        description={`${posts.length} ${posts.length === 1 ? "post" : "posts"}, ${published} published`}
        actions={
          <Button onClick={() => setEditing({ post: null })}>
            <Plus className="size-4" aria-hidden="true" />
            New Post
          </Button>
        }
      />
      <BlogPostsTable posts={posts} onEdit={(post) => setEditing({ post })} onDelete={setDeleting} />

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing?.post ? "Edit Blog Post" : "New Blog Post"} size="xl" dismissOnBackdrop={false}>
        {editing ? (
          <BlogPostForm
            key={editing.post?._id ?? "new"}
            post={editing.post}
            categories={categories}
            imageField={(props) => <ImageUploadField endpoint="/api/blog/upload" label="Image" required {...props} />}
            onCancel={() => setEditing(null)}
            onSaved={(saved, created) => {
              setPosts((current) => (created ? [saved, ...current] : current.map((post) => (post._id === saved._id ? saved : post))));
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete post"
        message={BLOG_MESSAGES.confirmDelete}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
