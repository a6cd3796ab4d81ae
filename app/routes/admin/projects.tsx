import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import FolderKanban from "lucide-react/icons/folder-kanban";
import LayoutGrid from "lucide-react/icons/layout-grid";
import List from "lucide-react/icons/list";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
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
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { type Project, PROJECT_MESSAGES, PROJECT_STATUS_LABELS } from "#contracts/projects.ts";
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

const STATUS_OPTIONS = [
  { value: "", label: "All Statuses" },
  ...Object.entries(PROJECT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

function matches(project: Project, search: string, status: string): boolean {
  if (status && project.status !== status) return false;
  if (!search) return true;
  const needle = search.toLowerCase();
  return [project.name, project.description, ...project.tags].some((text) => text.toLowerCase().includes(needle));
}

export default function AdminProjects() {
  const { projects, view: storedView, error } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();
  const [view, setView] = useState<ProjectView>(storedView);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const [editing, setEditing] = useState<Project | "new" | null>(null);
  const deletion = useDeleteConfirmation({
    remove: (project: Project) => deleteProject(project.id),
    deleted: PROJECT_MESSAGES.deleted,
    failed: () => PROJECT_MESSAGES.deleteFailed,
  });

  const shown = projects.filter((project) => matches(project, search, status));

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
          <Button onClick={() => setEditing("new")}>
            <Plus className="size-4" aria-hidden="true" />
            New Project
          </Button>
        }
      />

      <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-center">
        <SearchBox value={search} onSearch={setSearch} delay={150} label="Search projects" placeholder="Search name, description or tag" className="flex-1" />
        <div className="flex items-center gap-3">
          <FilterSelect label="Filter by status" value={status} options={STATUS_OPTIONS} onChange={setStatus} className="flex-1 md:w-44" />
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

      <p className="sr-only" aria-live="polite">
        {projects.length > 0 ? `${shown.length} of ${projects.length} projects shown` : ""}
      </p>

      {shown.length > 0 ? (
        view === "grid" ? (
          <ProjectGrid projects={shown} onEdit={setEditing} onDelete={deletion.ask} />
        ) : (
          <ProjectList projects={shown} onEdit={setEditing} onDelete={deletion.ask} />
        )
      ) : error ? null : (
        <AdminEmptyState icon={FolderKanban} title={projects.length > 0 ? "No projects match your search" : "No projects yet"}>
          {projects.length === 0 ? (
            <Button size="sm" className="mt-4" onClick={() => setEditing("new")}>
              <Plus className="size-4" aria-hidden="true" />
              New Project
            </Button>
          ) : null}
        </AdminEmptyState>
      )}

      <ProjectFormDialog
        project={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          await revalidator.revalidate();
          setEditing(null);
        }}
      />
      <ConfirmDialog {...deletion.dialog} title="Delete project" message={PROJECT_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Projects" />;
}
