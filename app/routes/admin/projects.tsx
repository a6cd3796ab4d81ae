import { AdminEmptyState, NoFilterMatches } from "#app/components/admin/admin-empty-state.tsx";
import FolderKanban from "lucide-react/icons/folder-kanban";
import LayoutGrid from "lucide-react/icons/layout-grid";
import List from "lucide-react/icons/list";
import Plus from "lucide-react/icons/plus";
import { useCallback, useState } from "react";
import { useLoaderData, useRevalidator, useSearchParams } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { ProjectFormDialog } from "#app/features/admin/projects/project-form-dialog.tsx";
import { type ProjectView, readProjectView, saveProjectView } from "#app/features/admin/projects/project-view.ts";
import { ProjectGrid, ProjectList } from "#app/features/admin/projects/project-views.tsx";
import { deleteProject, fetchProjects } from "#app/features/admin/projects/projects-api.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { cn } from "#app/lib/cn.ts";
import { filterAndPage, isFiltered, readListFilters, revalidateUnlessOnlyFiltersChanged } from "#app/lib/list-filters.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { useEditingRecord } from "#app/lib/use-editing-record.ts";
import { useFilterParams } from "#app/lib/use-filter-params.ts";
import { type Project, PROJECT_MESSAGES, PROJECT_STATUS_LABELS } from "#contracts/projects.ts";
import { PROJECT_STATUSES } from "#contracts/statuses.ts";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = () => adminMeta("Projects");

/** Serves /admin and /admin/projects (SPEC §2). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: projects, error } = await loadAdminData(request, {
    load: () => fetchProjects(request),
    fallback: [] as Project[],
    failureMessage: () => PROJECT_MESSAGES.fetchFailed,
    toastId: "projects-fetch",
  });
  return { projects, view: readProjectView(), error };
}
clientLoader.hydrate = true as const;

/** Search, status and page live in the URL (a reload, Back or a shared link keeps them) and need no new request. */
export const shouldRevalidate = revalidateUnlessOnlyFiltersChanged;

const STATUS_OPTIONS = [
  { value: "", label: "All Statuses" },
  ...Object.entries(PROJECT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

export default function AdminProjects() {
  const { projects, view: storedView, error } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [view, setView] = useState<ProjectView>(storedView);
  // The project whose form is open (null: a new one; undefined: closed). A link may name one, `?edit={id}`
  // (the activity log's entries do, as the media library's do for posts); one deleted since is said to be gone.
  const [editing, setEditing] = useEditingRecord(projects, (project) => project.id, { notFound: error ? undefined : PROJECT_MESSAGES.notFound });
  const deletion = useDeleteConfirmation({
    remove: (project: Project) => deleteProject(project.id),
    deleted: PROJECT_MESSAGES.deleted,
    failed: () => PROJECT_MESSAGES.deleteFailed,
    describe: (project) => project.name,
  });

  const [searchParams] = useSearchParams();
  const filters = readListFilters(searchParams, PROJECT_STATUSES);
  const shown = filterAndPage(projects, filters, { status: (project) => project.status, text: (project) => [project.name, project.description, ...project.tags] });
  const updateParams = useFilterParams();
  const onSearch = useCallback((search: string) => updateParams({ search }), [updateParams]);

  function changeView(next: ProjectView) {
    setView(next);
    saveProjectView(next);
  }

  const toggleClass = (active: boolean) =>
    cn(
      "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors",
      active
        ? "bg-white text-brand-700 shadow-sm dark:bg-slate-700 dark:text-white"
        : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
    );

  return (
    <>
      <AdminPageHeader
        title="Projects"
        description="Client projects the team is working on, with their dates, team size and status."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            New Project
          </Button>
        }
      />

      <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-center">
        <SearchBox value={filters.search} onSearch={onSearch} delay={150} label="Search projects" placeholder="Search name, description or tag" className="flex-1" />
        <div className="flex items-center gap-3">
          <FilterSelect
            label="Filter by status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => updateParams({ status })}
            className="flex-1 md:w-44"
          />
          <div role="group" aria-label="View" className="inline-flex shrink-0 rounded-full bg-slate-100 p-1 dark:bg-slate-800">
            <button type="button" aria-pressed={view === "grid"} onClick={() => changeView("grid")} className={toggleClass(view === "grid")}>
              <LayoutGrid className="size-4" aria-hidden="true" />
              Grid
            </button>
            <button type="button" aria-pressed={view === "list"} onClick={() => changeView("list")} className={toggleClass(view === "list")}>
              <List className="size-4" aria-hidden="true" />
              List
            </button>
          </div>
        </div>
      </div>

      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {shown.total > 0 ? (
        <>
          {view === "grid" ? (
            <ProjectGrid projects={shown.data} onEdit={setEditing} onDelete={deletion.ask} />
          ) : (
            <ProjectList projects={shown.data} onEdit={setEditing} onDelete={deletion.ask} />
          )}
          <Pagination page={shown.page} pageSize={shown.pageSize} total={shown.total} noun={shown.total === 1 ? "project" : "projects"} />
        </>
      ) : error ? null : isFiltered(filters) ? (
        <NoFilterMatches icon={FolderKanban} noun="projects" onClear={() => updateParams({ search: null, status: null })} />
      ) : (
        <AdminEmptyState icon={FolderKanban} title="No projects yet">
          <Button size="sm" className="mt-4" onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            New Project
          </Button>
        </AdminEmptyState>
      )}

      <ProjectFormDialog
        project={editing === undefined ? null : (editing ?? "new")}
        onClose={() => setEditing(undefined)}
        onSaved={async () => {
          await revalidator.revalidate();
          setEditing(undefined);
        }}
      />
      <ConfirmDialog {...deletion.dialog} title="Delete project" message={PROJECT_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Projects" />;
}
