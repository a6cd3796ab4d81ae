import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { ListThumbnail, PublishStatusBadge } from "#app/components/admin/list-cells.tsx";
import { RowAction, RowActions } from "#app/components/admin/row-action.tsx";
import { BLOG_MESSAGES, type BlogPost, formatIndiaDateTime, postPath } from "#contracts/blog.ts";
import { formatPostDate } from "#app/lib/dates.ts";
import { canPreview } from "./preview-link-dialog.tsx";

/** SPEC §2 Admin Blog: Title, Image, Category, Status, Actions; 'No blog posts found' when empty. */
export function BlogPostsTable({
  posts,
  onEdit,
  onDelete,
  onPreview,
}: {
  posts: BlogPost[];
  onEdit: (post: BlogPost) => void;
  onDelete: (post: BlogPost) => void;
  /** 'Preview' of a draft or scheduled post: makes a link that shows it as it will look. */
  onPreview: (post: BlogPost) => void;
}) {
  return (
    <AdminTable
      rows={posts}
      rowKey={(post) => post._id}
      empty={BLOG_MESSAGES.adminEmpty}
      columns={[
        {
          header: "Title",
          cellClassName: "max-w-sm min-w-56",
          cell: (post) => (
            <>
              <p className="font-semibold text-slate-900 dark:text-white">{post.title}</p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                {post.author} · {formatPostDate(post.date)}
              </p>
              {/* In the title's cell: on a phone the status column is off to the side. */}
              {post.status === "scheduled" && post.publishAt ? (
                <p className="mt-1 text-xs font-semibold text-sky-800 dark:text-sky-300">Scheduled for {formatIndiaDateTime(post.publishAt)}</p>
              ) : null}
            </>
          ),
        },
        { header: "Image", cell: (post) => <ListThumbnail path={post.imageUrl} /> },
        { header: "Category", cellClassName: "whitespace-nowrap", cell: (post) => post.category },
        { header: "Status", cell: (post) => <PublishStatusBadge status={post.status} /> },
      ]}
      actions={(post) => (
        <RowActions name={post.title} onEdit={() => onEdit(post)} onDelete={() => onDelete(post)}>
          {post.status === "published" ? <RowAction icon={ExternalLink} label={`View ${post.title} on the site`} title="View on the site" href={postPath(post)} /> : null}
          {canPreview(post) ? <RowAction icon={Eye} label={`Preview ${post.title}`} title="Preview" onClick={() => onPreview(post)} /> : null}
        </RowActions>
      )}
    />
  );
}
