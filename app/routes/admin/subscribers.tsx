import { RowAction } from "#app/components/admin/row-action.tsx";
import { AdminEmptyState, NoFilterMatches } from "#app/components/admin/admin-empty-state.tsx";
import Download from "lucide-react/icons/download";
import Trash2 from "lucide-react/icons/trash";
import Users from "lucide-react/icons/users";
import { useCallback, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { redirect, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader, adminTable } from "#app/components/admin/admin-page-header.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { readSubscriberFilters, subscriberQuery } from "#app/features/admin/subscribers/subscriber-filters.ts";
import { deleteSubscriber, downloadSubscribersCsv, fetchSubscribers } from "#app/features/admin/subscribers/subscribers-api.ts";
import { formatDate, formatDateTime } from "#app/lib/dates.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { isUnauthorized } from "#app/lib/api-client.ts";
import { useFilterParams } from "#app/lib/use-filter-params.ts";
import { cn } from "#app/lib/cn.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { DEFAULT_PAGE_SIZE, pageCount } from "#contracts/pagination.ts";
import {
  type Subscriber,
  SUBSCRIBER_MESSAGES,
  SUBSCRIBER_SOURCES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
} from "#contracts/subscribers.ts";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => adminMeta("Subscribers");

const SOURCE_OPTIONS = [{ value: "", label: "All Sources" }, ...SUBSCRIBER_SOURCES.map((source) => ({ value: source, label: source }))];
const STATUS_OPTIONS = [
  { value: "", label: "All Statuses" },
  ...Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const filters = readSubscriberFilters(url.searchParams);
  const { data: list, error } = await loadAdminData(request, {
    load: async () => {
      const list = await fetchSubscribers(subscriberQuery(filters), request);
      // Past the last page (e.g. after deleting the last subscriber on it): go to the last page that exists.
      if (list.data.length === 0 && list.total > 0 && filters.page > 1) {
        url.searchParams.set("page", String(pageCount(list.total, list.pageSize)));
        throw redirect(`${url.pathname}?${url.searchParams}`);
      }
      return list;
    },
    fallback: { data: [] as Subscriber[], total: 0, page: filters.page, pageSize: DEFAULT_PAGE_SIZE },
    failureMessage: () => SUBSCRIBER_MESSAGES.fetchFailed,
    toastId: "subscribers-fetch",
  });
  return { list, filters, error };
}
clientLoader.hydrate = true as const;

export default function AdminSubscribers() {
  const { list, filters, error } = useLoaderData<typeof clientLoader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const deletion = useDeleteConfirmation({
    remove: (subscriber: Subscriber) => deleteSubscriber(subscriber.id),
    deleted: SUBSCRIBER_MESSAGES.deleted,
    failed: () => SUBSCRIBER_MESSAGES.deleteFailed,
    describe: (subscriber) => subscriber.email,
  });
  const [exporting, setExporting] = useState(false);
  const busy = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/admin/subscribers");

  const updateParams = useFilterParams();
  const onSearch = useCallback((search: string) => updateParams({ search }), [updateParams]);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSubscribersCsv(subscriberQuery(filters, { withPage: false }));
      toast.success(SUBSCRIBER_MESSAGES.exported);
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(SUBSCRIBER_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const filtered = Boolean(filters.search || filters.source || filters.status);

  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description="People who signed up for the newsletter from the footer or the blog. Pending subscribers have not confirmed their address yet."
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={exporting || list.total === 0}>
            {exporting ? <Spinner className="size-4" label="Exporting" /> : <Download className="size-4" aria-hidden="true" />}
            Export CSV
          </Button>
        }
      />

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
        <SearchBox value={filters.search} onSearch={onSearch} label="Search subscribers" placeholder="Search by email" className="flex-1" />
        <div className="flex gap-3">
          <FilterSelect label="Filter by source" value={filters.source} options={SOURCE_OPTIONS} onChange={(source) => updateParams({ source })} className="flex-1 md:w-56" />
          <FilterSelect label="Filter by status" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => updateParams({ status })} className="flex-1 md:w-44" />
        </div>
        {busy ? <Spinner className="size-5" label="Loading subscribers" /> : null}
      </div>

      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {list.data.length > 0 ? (
        <div className={cn(adminTable.wrapper, busy && "opacity-70")} aria-busy={busy}>
          <table className={adminTable.table}>
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className={adminTable.head}>
              <tr>
                <th scope="col" className={adminTable.headCell}>
                  Email
                </th>
                <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>
                  Status
                </th>
                <th scope="col" className={cn(adminTable.headCell, "hidden md:table-cell")}>
                  Source
                </th>
                <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>
                  Subscribed
                </th>
                <th scope="col" className={cn(adminTable.headCell, "text-right")}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className={adminTable.body}>
              {list.data.map((subscriber) => (
                <tr key={subscriber.id} className={adminTable.row}>
                  <td className={cn(adminTable.cell, "max-w-[15rem] sm:max-w-none")}>
                    <span className="block truncate font-semibold text-slate-900 dark:text-white">{subscriber.email}</span>
                    <span className="block text-xs text-slate-600 md:hidden dark:text-slate-400">{subscriber.source}</span>
                    <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">{formatDate(subscriber.createdAt)}</span>
                    <span className="mt-1 block sm:hidden">
                      <Badge tone={SUBSCRIPTION_STATUS_TONES[subscriber.status]}>{SUBSCRIPTION_STATUS_LABELS[subscriber.status]}</Badge>
                    </span>
                  </td>
                  <td className={cn(adminTable.cell, "hidden sm:table-cell")}>
                    <Badge tone={SUBSCRIPTION_STATUS_TONES[subscriber.status]}>{SUBSCRIPTION_STATUS_LABELS[subscriber.status]}</Badge>
                  </td>
                  <td className={cn(adminTable.cell, "hidden md:table-cell")}>{subscriber.source}</td>
                  <td className={cn(adminTable.cell, "hidden whitespace-nowrap sm:table-cell")}>
                    <time dateTime={subscriber.createdAt} title={formatDateTime(subscriber.createdAt)}>
                      {formatDate(subscriber.createdAt)}
                    </time>
                  </td>
                  <td className={cn(adminTable.cell, "text-right")}>
                    <RowAction icon={Trash2} label={`Delete ${subscriber.email}`} title="Delete" onClick={() => deletion.ask(subscriber)} danger />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : error ? null : filtered ? (
        <NoFilterMatches icon={Users} noun="subscribers" hint="" onClear={() => updateParams({ search: null, source: null, status: null })} />
      ) : (
        <AdminEmptyState icon={Users} title="No subscribers yet">
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Sign-ups from the footer and the blog will appear here.</p>
        </AdminEmptyState>
      )}

      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} noun={list.total === 1 ? "subscriber" : "subscribers"} />

      <ConfirmDialog {...deletion.dialog} title="Delete subscriber" message={SUBSCRIBER_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Subscribers" />;
}
