import FileText from "lucide-react/icons/file-text";
import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { RowActions } from "#app/components/admin/row-action.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDate, formatDateTime } from "#app/lib/dates.ts";
import { CONTENT_LOCATIONS, type ContentItem } from "#contracts/content.ts";

const LIVE_LOCATIONS = new Set<string>(CONTENT_LOCATIONS.map((entry) => entry.location));

/**
 * SPEC §2 Admin Content: title, location, type, status and when it changed; which locations the site
 * reads. No items: what adding one does (nothing at all when the list could not be loaded).
 */
export function ContentItemsTable({ items, failedToLoad, onEdit, onDelete }: { items: ContentItem[]; failedToLoad: boolean; onEdit: (item: ContentItem) => void; onDelete: (item: ContentItem) => void }) {
  if (items.length === 0) {
    return failedToLoad ? null : (
      <AdminEmptyState icon={FileText} title="No content items yet">
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Add one to change the home page hero or the About page&apos;s vision.</p>
      </AdminEmptyState>
    );
  }
  return (
    <AdminTable
      rows={items}
      rowKey={(item) => item.id}
      caption="Content items by location"
      columns={[
        {
          header: "Title",
          cellClassName: "max-w-[14rem] sm:max-w-md",
          cell: (item) => (
            <>
              <span className="block font-semibold text-slate-900 dark:text-white">{item.title}</span>
              <span className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">{item.content}</span>
              <code className="mt-1 block font-mono text-xs text-slate-600 md:hidden dark:text-slate-400">{item.location}</code>
            </>
          ),
        },
        {
          header: "Location",
          className: "hidden md:table-cell",
          cell: (item) => (
            <>
              <code className="font-mono text-xs">{item.location}</code>
              {LIVE_LOCATIONS.has(item.location) ? <span className="block text-xs text-slate-600 dark:text-slate-400">Shown on the site when published</span> : null}
            </>
          ),
        },
        { header: "Type", className: "hidden lg:table-cell", cellClassName: "capitalize", cell: (item) => item.type },
        { header: "Status", cell: (item) => <Badge tone={item.status === "published" ? "green" : "slate"}>{item.status}</Badge> },
        {
          header: "Updated",
          className: "hidden lg:table-cell",
          cellClassName: "whitespace-nowrap",
          cell: (item) => (
            <time dateTime={item.updatedAt} title={formatDateTime(item.updatedAt)}>
              {formatDate(item.updatedAt)}
            </time>
          ),
        },
      ]}
      actions={(item) => <RowActions name={item.title} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />}
    />
  );
}
