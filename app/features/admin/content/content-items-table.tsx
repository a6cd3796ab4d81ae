import FileText from "lucide-react/icons/file-text";
import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { RowActions } from "#app/components/admin/row-action.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatDate, formatDateTime } from "#app/lib/dates.ts";
import { type ContentItem, contentLocationEntry } from "#contracts/content.ts";

const pageLink = "flex min-h-6 w-fit items-center text-xs font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";

/**
 * Where an item shows, as the pages pick (findPublishedContent): on its page when it is the newest
 * published item of a place a page reads; a draft there once published; an older published one not at
 * all; at a place no page reads, never.
 */
function ItemPlace({ item, shown }: { item: ContentItem; shown: boolean }) {
  const entry = contentLocationEntry(item.location);
  if (!entry) return <span className="block text-xs text-amber-800 dark:text-amber-300">No page shows this location</span>;
  const text =
    item.status !== "published"
      ? `Shows on ${entry.path} when published`
      : shown
        ? `Shown on ${entry.path}`
        : `Not shown: a newer published item replaces it on ${entry.path}`;
  // The whole sentence is the link: "/" alone would be too small to tap.
  return (
    <a href={entry.path} target="_blank" rel="noopener" className={pageLink}>
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * SPEC §2 Admin Content: title, location, type, status and when it changed; where each item shows.
 * No items: what adding one does (nothing at all when the list could not be loaded).
 */
export function ContentItemsTable({ items, failedToLoad, onEdit, onDelete }: { items: ContentItem[]; failedToLoad: boolean; onEdit: (item: ContentItem) => void; onDelete: (item: ContentItem) => void }) {
  // The list comes in the pages' order (GET /api/content): a location's first published item is the one shown.
  const shownIds = new Set<string>();
  const placesTaken = new Set<string>();
  for (const item of items) {
    if (item.status !== "published" || placesTaken.has(item.location)) continue;
    placesTaken.add(item.location);
    shownIds.add(item.id);
  }
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
              <span className="mt-1 block md:hidden">
                <code className="block font-mono text-xs text-slate-600 dark:text-slate-400">{item.location}</code>
                <ItemPlace item={item} shown={shownIds.has(item.id)} />
              </span>
            </>
          ),
        },
        {
          header: "Location",
          className: "hidden md:table-cell",
          cell: (item) => (
            <>
              <code className="font-mono text-xs">{item.location}</code>
              <ItemPlace item={item} shown={shownIds.has(item.id)} />
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
