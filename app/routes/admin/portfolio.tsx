import Images from "lucide-react/icons/images";
import { useCallback } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { NoFilterMatches } from "#app/components/admin/admin-empty-state.tsx";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { RecordListScreen } from "#app/components/admin/record-list-screen.tsx";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { deletePortfolioItem, fetchPortfolioItems, InvalidPortfolioData } from "#app/features/admin/portfolio/portfolio-api.ts";
import { PortfolioItemForm } from "#app/features/admin/portfolio/portfolio-item-form.tsx";
import { PortfolioItemsTable } from "#app/features/admin/portfolio/portfolio-items-table.tsx";
import { ImageUploadField } from "#app/features/admin/uploads/image-upload-field.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { filterAndPage, isFiltered, readListFilters, revalidateUnlessOnlyFiltersChanged } from "#app/lib/list-filters.ts";
import { useFilterParams } from "#app/lib/use-filter-params.ts";
import { PORTFOLIO_MESSAGES, type PortfolioItem } from "#contracts/portfolio.ts";
import { PUBLISH_STATUSES } from "#contracts/statuses.ts";
import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => adminMeta("Portfolio Management");

/**
 * Every item, drafts included (SPEC §7 GET /api/portfolio: a non-array answer is an error), searched,
 * filtered and paged in the browser from the URL (app/lib/list-filters.ts).
 */
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

/** Every item is already here: searching, filtering and paging need no new request. */
export const shouldRevalidate = revalidateUnlessOnlyFiltersChanged;

const STATUS_OPTIONS = [
  { value: "", label: "All Statuses" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

/** Serves /admin/portfolio and /portfolio/admin (SPEC §2: the same page). */
export default function PortfolioAdmin() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { items, error } = loaderData;
  const categories = [...new Set(items.map((item) => item.category))].sort();
  const published = items.filter((item) => item.status === "published").length;
  const drafts = items.length - published;

  const [searchParams] = useSearchParams();
  const filters = readListFilters(searchParams, PUBLISH_STATUSES);
  const shown = filterAndPage(items, filters, { status: (item) => item.status, text: (item) => [item.title, item.category] });
  const updateParams = useFilterParams();
  const onSearch = useCallback((search: string) => updateParams({ search }), [updateParams]);

  return (
    <RecordListScreen<PortfolioItem>
      title="Portfolio Management"
      description={`${items.length} ${items.length === 1 ? "item" : "items"}: ${published} published${drafts > 0 ? `, ${drafts} ${drafts === 1 ? "draft" : "drafts"}` : ""}`}
      newLabel="New Item"
      toolbar={
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox value={filters.search} onSearch={onSearch} delay={150} label="Search portfolio items" placeholder="Search title or category" className="flex-1" />
          <FilterSelect label="Filter by status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => updateParams({ status })} className="sm:w-44" />
        </div>
      }
      error={error}
      loaderData={loaderData}
      linkable={{ records: items, id: (item) => item._id }}
      recordKey={(item) => item._id}
      formTitle={{ edit: "Edit Portfolio Item", new: "New Portfolio Item" }}
      deletion={{
        remove: (item) => deletePortfolioItem(item._id),
        deleted: PORTFOLIO_MESSAGES.deleted,
        failed: (failure) => errorMessage(failure, PORTFOLIO_MESSAGES.deleteFailed),
        describe: (item) => item.title,
        title: "Delete item",
        message: PORTFOLIO_MESSAGES.confirmDelete,
      }}
      list={(actions) =>
        shown.total === 0 && isFiltered(filters) ? (
          <NoFilterMatches icon={Images} noun="items" onClear={() => updateParams({ search: null, status: null })} />
        ) : (
          <>
            <PortfolioItemsTable items={shown.data} {...actions} />
            {shown.total > 0 ? <Pagination page={shown.page} pageSize={shown.pageSize} total={shown.total} noun={shown.total === 1 ? "item" : "items"} /> : null}
          </>
        )
      }
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
