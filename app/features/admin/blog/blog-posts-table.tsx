import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { adminTable } from "#app/components/admin/admin-page-header.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { BLOG_MESSAGES, type BlogPost, postPath } from "#contracts/blog.ts";
import { formatPostDate } from "#app/lib/dates.ts";

/** SPEC §2 Admin Blog: Title, Image, Category, Status, Actions; 'No blog posts found' when empty. */
export function BlogPostsTable({ posts, onEdit, onDelete }: { posts: BlogPost[]; onEdit: (post: BlogPost) => void; onDelete: (post: BlogPost) => void }) {
  return (
    <div className={adminTable.wrapper}>
      <table className={adminTable.table}>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headCell}>
              Title
            </th>
            <th scope="col" className={adminTable.headCell}>
              Image
            </th>
            <th scope="col" className={adminTable.headCell}>
              Category
            </th>
            <th scope="col" className={adminTable.headCell}>
              Status
            </th>
            <th scope="col" className={`${adminTable.headCell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className={adminTable.body}>
          {posts.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-4 py-12 text-center text-slate-600 dark:text-slate-300">
                {BLOG_MESSAGES.adminEmpty}
              </td>
            </tr>
          ) : (
            posts.map((post) => (
              <tr key={post._id} className={adminTable.row}>
                <td className={`${adminTable.cell} max-w-sm min-w-56`}>
                  <p className="font-semibold text-slate-900 dark:text-white">{post.title}</p>
                  <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                    {post.author} · {formatPostDate(post.date)}
                  </p>
                </td>
                <td className={adminTable.cell}>
                  <StoredImage
                    path={post.imageUrl}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    className="h-12 w-20 rounded-lg object-cover"
                    fallbackClassName="text-[10px] gap-0.5 [&>svg]:size-4"
                  />
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap`}>{post.category}</td>
                <td className={adminTable.cell}>
                  <Badge tone={post.status === "published" ? "green" : "amber"}>{post.status}</Badge>
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap text-right`}>
                  <div className="inline-flex items-center gap-0.5">
                    {post.status === "published" ? (
                      <RowAction icon={ExternalLink} label={`View ${post.title} on the site`} title="View on the site" href={postPath(post)} />
                    ) : null}
                    <RowAction icon={Pencil} label={`Edit ${post.title}`} title="Edit" onClick={() => onEdit(post)} />
                    <RowAction icon={Trash2} label={`Delete ${post.title}`} title="Delete" onClick={() => onDelete(post)} danger />
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
