import { Plus } from "lucide-react";
import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { deletePortfolioItem, fetchPortfolioItems, InvalidPortfolioData } from "#app/features/admin/portfolio/portfolio-api.ts";
import { PortfolioItemForm } from "#app/features/admin/portfolio/portfolio-item-form.tsx";
import { PortfolioItemsTable } from "#app/features/admin/portfolio/portfolio-items-table.tsx";
import { ImageUploadField } from "#app/features/admin/uploads/image-upload-field.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => adminMeta("Portfolio Management");

/** Every item, drafts included (SPEC §7 GET /api/portfolio: a non-array answer is an error). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: items, error } = await loadAdminData(request, {
    load: () => fetchPortfolioItems(request),
    fallback: [] as PortfolioItem[],
    failureMessage: (failure) =>
      failure instanceof InvalidPortfolioData ? failure.message : errorMessage(failure, PORTFOLIO_MESSAGES.fetchFailed),
    toastId: "portfolio-fetch",
  });
  return { items, error };
}
clientLoader.hydrate = true as const;

/** Serves /admin/portfolio and /portfolio/admin (SPEC §2: the same page). */
export default function PortfolioAdmin() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { items, error } = loaderData;
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  // The item being edited; null for a new one; undefined when the form is closed.
  const [editing, setEditing] = useState<PortfolioItem | null | undefined>(undefined);
  const deletion = useDeleteConfirmation({
    remove: (item: PortfolioItem) => deletePortfolioItem(item._id),
    deleted: PORTFOLIO_MESSAGES.deleted,
    failed: (failure) => errorMessage(failure, PORTFOLIO_MESSAGES.deleteFailed),
  });
  const categories = [...new Set(items.map((item) => item.category))].sort();
  const published = items.filter((item) => item.status === "published").length;

  return (
    <>
      <AdminPageHeader
        title="Portfolio Management"
        description={`${items.length} ${items.length === 1 ? "item" : "items"}, ${published} published`}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            New Item
          </Button>
        }
      />
      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}
      <PortfolioItemsTable items={items} onEdit={setEditing} onDelete={deletion.ask} />

      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? "Edit Portfolio Item" : "New Portfolio Item"}
        size="xl"
        dismissOnBackdrop={false}
      >
        {editing !== undefined ? (
          <PortfolioItemForm
            key={editing?._id ?? "new"}
            item={editing}
            categories={categories}
            imageField={(props) => (
              <ImageUploadField
                endpoint="/api/portfolio/upload"
                label="Image"
                required
                {...props}
                libraryAction={<MediaPickerButton disabled={props.disabled} onPick={(image) => props.onChange(image.url)} />}
              />
            )}
            onCancel={() => setEditing(undefined)}
            onSaved={async () => {
              await refresh();
              setEditing(undefined);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog {...deletion.dialog} title="Delete item" message={PORTFOLIO_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Portfolio Management" />;
}
