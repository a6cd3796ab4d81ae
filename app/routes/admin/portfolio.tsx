import { Plus } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { PortfolioItemForm } from "#app/features/portfolio/admin/portfolio-item-form.tsx";
import { PortfolioItemsTable } from "#app/features/portfolio/admin/portfolio-items-table.tsx";
import { ImageUploadField } from "#app/features/uploads/image-upload-field.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession } from "#app/lib/admin-session.ts";
import { api, errorMessage } from "#app/lib/api-client.ts";
import { PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => adminMeta("Portfolio Management");

/** Every item, drafts included (SPEC §7 GET /api/portfolio: a non-array answer is an error). */
export async function clientLoader() {
  if (!readAdminSession()) {
    toast.error(PORTFOLIO_MESSAGES.loginToView);
    return { items: [] as PortfolioItem[] };
  }
  try {
    const items = await api<unknown>("/api/portfolio");
    if (!Array.isArray(items)) {
      toast.error(PORTFOLIO_MESSAGES.invalidData);
      return { items: [] as PortfolioItem[] };
    }
    return { items: items as PortfolioItem[] };
  } catch (error) {
    toast.error(errorMessage(error, PORTFOLIO_MESSAGES.fetchFailed));
    return { items: [] as PortfolioItem[] };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex justify-center py-24">
      <Spinner label="Loading portfolio items" />
    </div>
  );
}

type Editing = { item: PortfolioItem | null } | null;

/** Serves /admin/portfolio and /portfolio/admin (SPEC §2: the same page). */
export default function PortfolioAdmin({ loaderData }: Route.ComponentProps) {
  const [list, setList] = useState({ source: loaderData.items, items: loaderData.items });
  const items = list.source === loaderData.items ? list.items : loaderData.items;
  const setItems = (update: (current: PortfolioItem[]) => PortfolioItem[]) =>
    setList((current) => ({
      source: loaderData.items,
      items: update(current.source === loaderData.items ? current.items : loaderData.items),
    }));

  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const categories = [...new Set(items.map((item) => item.category))].sort();
  const published = items.filter((item) => item.status === "published").length;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const answer = await api<unknown>(`/api/portfolio/${deleting._id}`, { method: "DELETE" });
      // SPEC §7: a truthy body counts as success.
      if (!answer) throw new Error(PORTFOLIO_MESSAGES.deleteFailed);
      setItems((current) => current.filter((item) => item._id !== deleting._id));
      toast.success(PORTFOLIO_MESSAGES.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, PORTFOLIO_MESSAGES.deleteFailed));
    } finally {
      setDeleteBusy(false);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Portfolio Management"
        description={`${items.length} ${items.length === 1 ? "item" : "items"}, ${published} published`}
        actions={
          <Button onClick={() => setEditing({ item: null })}>
            <Plus className="size-4" aria-hidden="true" />
            New Item
          </Button>
        }
      />
      <PortfolioItemsTable items={items} onEdit={(item) => setEditing({ item })} onDelete={setDeleting} />

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? "Edit Portfolio Item" : "New Portfolio Item"}
        size="xl"
        dismissOnBackdrop={false}
      >
        {editing ? (
          <PortfolioItemForm
            key={editing.item?._id ?? "new"}
            item={editing.item}
            categories={categories}
            imageField={(props) => <ImageUploadField endpoint="/api/portfolio/upload" label="Image" required {...props} />}
            onCancel={() => setEditing(null)}
            onSaved={(saved, created) => {
              setItems((current) => (created ? [saved, ...current] : current.map((item) => (item._id === saved._id ? saved : item))));
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete item"
        message={PORTFOLIO_MESSAGES.confirmDelete}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
