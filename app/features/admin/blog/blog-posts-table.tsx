import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { adminTable } from "#app/components/admin/admin-page-header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { BLOG_MESSAGES, type BlogPost } from "#contracts/blog.ts";
import { formatPostDate } from "../format-date.ts";

const iconButton =
  "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold transition-colors";

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
                  <div className="inline-flex items-center gap-1">
                    {post.status === "published" ? (
                      <a
                        href={`/blog/${post._id}`}
                        target="_blank"
                        rel="noopener"
                        className={`${iconButton} text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
                        aria-label={`View ${post.title} on the site`}
                      >
                        <ExternalLink className="size-4" aria-hidden="true" />
                      </a>
                    ) : null}
                    <button
                      type="button"
                      onClick={() => onEdit(post)}
                      className={`${iconButton} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/15`}
                      aria-label={`Edit ${post.title}`}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                      <span aria-hidden="true">Edit</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(post)}
                      className={`${iconButton} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-500/15`}
                      aria-label={`Delete ${post.title}`}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      <span aria-hidden="true">Delete</span>
                    </button>
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
