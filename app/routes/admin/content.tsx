import { RowActions } from "#app/components/admin/row-action.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { deleteContentItem, fetchContentItems } from "#app/features/admin/content/content-api.ts";
import { ContentFormDialog } from "#app/features/admin/content/content-form-dialog.tsx";
import { formatDate, formatDateTime } from "#app/lib/dates.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { CONTENT_LOCATIONS, CONTENT_MESSAGES, type ContentItem } from "#contracts/content.ts";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => adminMeta("Content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: items, error } = await loadAdminData(request, {
    load: () => fetchContentItems(request),
    fallback: [] as ContentItem[],
    failureMessage: () => CONTENT_MESSAGES.fetchFailed,
    toastId: "content-fetch",
  });
  return { items, error };
}
clientLoader.hydrate = true as const;

export default function AdminContent() {
  const { items, error } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<ContentItem | "new" | null>(null);
  const deletion = useDeleteConfirmation({
    remove: (item: ContentItem) => deleteContentItem(item.id),
    deleted: CONTENT_MESSAGES.deleted,
    failed: () => CONTENT_MESSAGES.failed,
  });

  const liveLocations = new Set<string>(CONTENT_LOCATIONS.map((entry) => entry.location));

  return (
    <>
      <AdminPageHeader
        title="Content"
        description={
          <>
            Text blocks for the website. A <strong className="font-semibold">published</strong> item at{" "}
            <code className="font-mono text-xs">home/hero</code> or <code className="font-mono text-xs">about/vision</code> replaces that part
            of the site at once, without a new release.
          </>
        }
        actions={
          <Button onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden="true" />
            Add Content
          </Button>
        }
      />

      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {items.length > 0 ? (
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
                  {liveLocations.has(item.location) ? <span className="block text-xs text-slate-600 dark:text-slate-400">Shown on the site when published</span> : null}
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
          actions={(item) => <RowActions name={item.title} onEdit={() => setEditing(item)} onDelete={() => deletion.ask(item)} />}
        />
      ) : error ? null : (
        <AdminEmptyState icon={FileText} title="No content items yet">
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Add one to change the home page hero or the About page&apos;s vision.</p>
        </AdminEmptyState>
      )}

      <ContentFormDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          await revalidator.revalidate();
          setEditing(null);
        }}
      />
      <ConfirmDialog {...deletion.dialog} title="Delete content" message={CONTENT_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Content" />;
}
