import { useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { RecordListScreen } from "#app/components/admin/record-list-screen.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { deletePortfolioItem, fetchPortfolioItems, InvalidPortfolioData } from "#app/features/admin/portfolio/portfolio-api.ts";
import { PortfolioItemForm } from "#app/features/admin/portfolio/portfolio-item-form.tsx";
import { PortfolioItemsTable } from "#app/features/admin/portfolio/portfolio-items-table.tsx";
import { ImageUploadField } from "#app/features/admin/uploads/image-upload-field.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
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
  const categories = [...new Set(items.map((item) => item.category))].sort();
  const published = items.filter((item) => item.status === "published").length;

  return (
    <RecordListScreen<PortfolioItem>
      title="Portfolio Management"
      description={`${items.length} ${items.length === 1 ? "item" : "items"}, ${published} published`}
      newLabel="New Item"
      error={error}
      loaderData={loaderData}
      recordKey={(item) => item._id}
      formTitle={{ edit: "Edit Portfolio Item", new: "New Portfolio Item" }}
      deletion={{
        remove: (item) => deletePortfolioItem(item._id),
        deleted: PORTFOLIO_MESSAGES.deleted,
        failed: (failure) => errorMessage(failure, PORTFOLIO_MESSAGES.deleteFailed),
        title: "Delete item",
        message: PORTFOLIO_MESSAGES.confirmDelete,
      }}
      list={(actions) => <PortfolioItemsTable items={items} {...actions} />}
      form={({ record, onSaved, onCancel }) => (
        <PortfolioItemForm
          item={record}
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
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Portfolio Management" />;
}
