import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { ListThumbnail, PublishStatusBadge } from "#app/components/admin/list-cells.tsx";
import { RowAction, RowActions } from "#app/components/admin/row-action.tsx";
import { BLOG_MESSAGES, type BlogPost, formatIndiaDateTime, postPath } from "#contracts/blog.ts";
import { formatCalendarDate } from "#app/lib/dates.ts";
import { canPreview } from "./preview-link-dialog.tsx";

/**
 * SPEC §2 Admin Blog: Title, Image, Category, Status, Actions; 'No blog posts found' when empty. On a
 * phone the image, category and status move into the title's cell (image above, status below), so the
 * row and its actions fit without scrolling sideways; from 640 px the status has its column again, the
 * image from 768 px and the category from 1024 px.
 */
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
      caption="Blog posts, the most recently written first"
      empty={BLOG_MESSAGES.adminEmpty}
      columns={[
        {
          header: "Title",
          cellClassName: "max-w-sm sm:min-w-56",
          cell: (post) => (
            <>
              <span className="mb-2 block md:hidden">
                <ListThumbnail path={post.imageUrl} />
              </span>
              <p className="font-semibold text-slate-900 dark:text-white">{post.title}</p>
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                {post.author} · {formatCalendarDate(post.date)}
              </p>
              <p className="text-xs text-slate-500 lg:hidden dark:text-slate-400">{post.category}</p>
              {/* In the title's cell: on a phone the status column is left out. */}
              {post.status === "scheduled" && post.publishAt ? (
                <p className="mt-1 text-xs font-semibold text-sky-800 dark:text-sky-300">Scheduled for {formatIndiaDateTime(post.publishAt)}</p>
              ) : null}
              <p className="mt-1 sm:hidden">
                <PublishStatusBadge status={post.status} />
              </p>
            </>
          ),
        },
        { header: "Image", className: "hidden md:table-cell", cell: (post) => <ListThumbnail path={post.imageUrl} /> },
        { header: "Category", className: "hidden lg:table-cell", cellClassName: "whitespace-nowrap", cell: (post) => post.category },
        { header: "Status", className: "hidden sm:table-cell", cell: (post) => <PublishStatusBadge status={post.status} /> },
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
