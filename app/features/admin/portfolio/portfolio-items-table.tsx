import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { ListThumbnail, PublishStatusBadge } from "#app/components/admin/list-cells.tsx";
import { RowActions } from "#app/components/admin/row-action.tsx";
import { PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";

/**
 * SPEC §2 Admin Portfolio: Description, Image thumbnail, Status, Actions; 'No portfolio items found'. On a
 * phone the image and status move into the description's cell (image above, status below), so the row
 * and its actions fit without scrolling sideways; from 640 px the status has its column again, the image
 * from 768 px.
 */
export function PortfolioItemsTable({ items, onEdit, onDelete }: { items: PortfolioItem[]; onEdit: (item: PortfolioItem) => void; onDelete: (item: PortfolioItem) => void }) {
  return (
    <AdminTable
      rows={items}
      rowKey={(item) => item._id}
      caption="Portfolio items, newest first"
      empty={PORTFOLIO_MESSAGES.adminEmpty}
      columns={[
        {
          header: "Description",
          cellClassName: "max-w-xl sm:min-w-64",
          cell: (item) => (
            <>
              <span className="mb-2 block md:hidden">
                <ListThumbnail path={item.imageUrl} />
              </span>
              <p className="font-semibold text-slate-900 dark:text-white">{item.title}</p>
              <p className="mt-0.5 line-clamp-2 text-slate-600 dark:text-slate-300">{item.description}</p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{item.category}</p>
              {/* On a phone the status column is left out. */}
              <p className="mt-1 sm:hidden">
                <PublishStatusBadge status={item.status} />
              </p>
            </>
          ),
        },
        { header: "Image", className: "hidden md:table-cell", cell: (item) => <ListThumbnail path={item.imageUrl} /> },
        { header: "Status", className: "hidden sm:table-cell", cell: (item) => <PublishStatusBadge status={item.status} /> },
      ]}
      actions={(item) => <RowActions name={item.title} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />}
    />
  );
}
