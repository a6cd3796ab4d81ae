import ChevronRight from "lucide-react/icons/chevron-right";
import History from "lucide-react/icons/rotate-ccw-clock";
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader, adminTable } from "#app/components/admin/admin-page-header.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { controlClass } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { fetchActivity } from "#app/features/admin/activity/activity-api.ts";
import { activityApiQuery, activityFilterSearch, readActivityFilters } from "#app/features/admin/activity/activity-filters.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityPage, activityText } from "#contracts/activity.ts";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

const LOAD_FAILED = "Failed to load the activity log";
const KIND_OPTIONS = [{ value: "", label: "All kinds" }, ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] }))];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Values the API would refuse are dropped here (activity-filters.ts): the list shows without them.
  let filters = readActivityFilters(new URL(request.url).searchParams);
  const { data, error } = await loadAdminData(request, {
    load: async () => {
      const page = await fetchActivity(activityApiQuery(filters), request);
      // A well-formed id that is nobody on the staff (deleted since the link was made: their entries no
      // longer carry it) would show an empty list under "Everyone": ignored like any unknown value.
      if (!filters.actor || page.actors.some((actor) => actor.id === filters.actor)) return page;
      filters = { ...filters, actor: "" };
      return fetchActivity(activityApiQuery(filters), request);
    },
    fallback: { data: [], nextBefore: null, actors: [] } as ActivityPage,
    failureMessage: (caught) => errorMessage(caught, LOAD_FAILED),
    toastId: "activity-fetch",
  });
  return { page: data, filters, error };
}
clientLoader.hydrate = true as const;

const actorName = (entry: ActivityPage["data"][number]) => (entry.actor ? entry.actor.name || entry.actor.email : "Unknown");

/** /admin/activity (owner): who changed what, newest first, by person, kind and date (issue 14). */
export default function AdminActivity() {
  const { page, filters, error } = useLoaderData<typeof clientLoader>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/admin/activity";

  function setFilter(key: "actor" | "kind" | "day", value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        // A value the list ignored leaves the address with the next change: the address says what is shown.
        for (const name of ["actor", "kind", "day"] as const) if (!filters[name]) next.delete(name);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete("before");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const olderLink = page.nextBefore ? activityFilterSearch({ ...filters, before: page.nextBefore }) : null;
  const paged = filters.before !== "";
  const actorOptions = [{ value: "", label: "Everyone" }, ...page.actors.map((actor) => ({ value: actor.id, label: actor.name || actor.email }))];

  return (
    <>
      <AdminPageHeader title="Activity" description="Every change made in the admin panel, sign-ins included: who, what, when and from where. Kept for one year." />

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
        <FilterSelect label="Filter by person" value={filters.actor} options={actorOptions} onChange={(value) => setFilter("actor", value)} className="md:w-56" />
        <FilterSelect label="Filter by kind" value={filters.kind} options={KIND_OPTIONS} onChange={(value) => setFilter("kind", value)} className="md:w-56" />
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <span className="whitespace-nowrap">Up to</span>
          <input
            type="date"
            value={filters.day}
            onChange={(event) => setFilter("day", event.target.value)}
            className={cn(controlClass, "py-2.5")}
          />
        </label>
        {busy ? <Spinner className="size-5" label="Loading activity" /> : null}
      </div>

      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {page.data.length > 0 ? (
        <div className={cn(adminTable.wrapper, busy && "opacity-70")} aria-busy={busy}>
          <table className={adminTable.table}>
            <caption className="sr-only">Activity, newest first</caption>
            <thead className={adminTable.head}>
              <tr>
                <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>When</th>
                <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>Who</th>
                <th scope="col" className={adminTable.headCell}>What</th>
                <th scope="col" className={cn(adminTable.headCell, "hidden md:table-cell")}>From</th>
              </tr>
            </thead>
            <tbody className={adminTable.body}>
              {page.data.map((entry) => (
                <tr key={entry.id} className={adminTable.row}>
                  <td className={cn(adminTable.cell, "hidden whitespace-nowrap sm:table-cell")}>{formatDateTime(entry.at)}</td>
                  <td className={cn(adminTable.cell, "hidden sm:table-cell")}>{actorName(entry)}</td>
                  <td className={adminTable.cell}>
                    {/* On a phone, when and who go above what happened (one column fits 390 px). */}
                    <span className="mb-1 block text-xs text-slate-500 sm:hidden dark:text-slate-400">
                      {formatDateTime(entry.at)} · {actorName(entry)}
                    </span>
                    <Badge tone="indigo" className="normal-case">{ACTIVITY_KIND_LABELS[entry.kind]}</Badge> <span>{activityText(entry.kind, entry.action)}</span>
                    {entry.title ? (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {entry.href ? (
                          <Link to={entry.href} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                            {entry.title}
                          </Link>
                        ) : (
                          entry.title
                        )}
                      </span>
                    ) : null}
                  </td>
                  <td className={cn(adminTable.cell, "hidden md:table-cell")}>{entry.ip ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : !error ? (
        <AdminEmptyState icon={History} title="No activity matches these filters yet." />
      ) : null}

      <nav aria-label="Activity pages" className="mt-4 flex justify-end gap-2">
        {paged ? (
          <Link to={activityFilterSearch({ ...filters, before: "" })} className="rounded-full border border-slate-300 px-3.5 py-2 text-sm font-semibold dark:border-slate-700">
            Newest
          </Link>
        ) : null}
        {olderLink ? (
          <Link to={olderLink} className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3.5 py-2 text-sm font-semibold dark:border-slate-700">
            Older
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Activity" />;
}
