import { Pencil, Trash2 } from "lucide-react";
import { adminTable } from "#app/components/admin/admin-page-header.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { StoredImage } from "#app/components/ui/stored-image.tsx";
import { PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";

/** SPEC §2 Admin Portfolio: Description, Image thumbnail, Status, Actions; 'No portfolio items found'. */
export function PortfolioItemsTable({
  items,
  onEdit,
  onDelete,
}: {
  items: PortfolioItem[];
  onEdit: (item: PortfolioItem) => void;
  onDelete: (item: PortfolioItem) => void;
}) {
  return (
    <div className={adminTable.wrapper}>
      <table className={adminTable.table}>
        <thead className={adminTable.head}>
          <tr>
            <th scope="col" className={adminTable.headCell}>
              Description
            </th>
            <th scope="col" className={adminTable.headCell}>
              Image
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
          {items.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-4 py-12 text-center text-slate-600 dark:text-slate-300">
                {PORTFOLIO_MESSAGES.adminEmpty}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item._id} className={adminTable.row}>
                <td className={`${adminTable.cell} max-w-xl min-w-64`}>
                  <p className="font-semibold text-slate-900 dark:text-white">{item.title}</p>
                  <p className="mt-0.5 line-clamp-2 text-slate-600 dark:text-slate-300">{item.description}</p>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{item.category}</p>
                </td>
                <td className={adminTable.cell}>
                  <StoredImage
                    path={item.imageUrl}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    className="h-12 w-20 rounded-lg object-cover"
                    fallbackClassName="text-[10px] gap-0.5 [&>svg]:size-4"
                  />
                </td>
                <td className={adminTable.cell}>
                  <Badge tone={item.status === "published" ? "green" : "amber"}>{item.status}</Badge>
                </td>
                <td className={`${adminTable.cell} whitespace-nowrap text-right`}>
                  <div className="inline-flex items-center gap-0.5">
                    <RowAction icon={Pencil} label={`Edit ${item.title}`} title="Edit" onClick={() => onEdit(item)} />
                    <RowAction icon={Trash2} label={`Delete ${item.title}`} title="Delete" onClick={() => onDelete(item)} danger />
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
