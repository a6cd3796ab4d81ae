import CalendarDays from "lucide-react/icons/calendar-days";
import Users from "lucide-react/icons/users";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { RowActions } from "#app/components/admin/row-action.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatCalendarDate } from "#app/lib/dates.ts";
import { type Project, PROJECT_STATUS_LABELS, PROJECT_STATUS_TONES } from "#contracts/projects.ts";

interface ProjectViewProps {
  projects: Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}

/** The label as written ("On hold", as the form and the filter say it): the badge's usual `capitalize` would show "On Hold". */
export function ProjectStatusBadge({ status }: { status: Project["status"] }) {
  return (
    <Badge tone={PROJECT_STATUS_TONES[status]} className="normal-case">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}

function dateRange(project: Project): string {
  return project.endDate
    ? `${formatCalendarDate(project.startDate)} – ${formatCalendarDate(project.endDate)}`
    : `From ${formatCalendarDate(project.startDate)}`;
}

function teamLabel(size: number) {
  return `${size} ${size === 1 ? "person" : "people"}`;
}

function Actions({ project, onEdit, onDelete }: { project: Project } & Omit<ProjectViewProps, "projects">) {
  return <RowActions name={project.name} onEdit={() => onEdit(project)} onDelete={() => onDelete(project)} />;
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Projects as cards. */
export function ProjectGrid({ projects, onEdit, onDelete }: ProjectViewProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
      {projects.map((project) => (
        <li
          key={project.id}
          className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm [overflow-wrap:anywhere] dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 text-lg font-bold text-slate-900 dark:text-white">{project.name}</h2>
            <ProjectStatusBadge status={project.status} />
          </div>
          {project.description ? <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{project.description}</p> : null}
          <dl className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-200">
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDays className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                <span className="sr-only">Dates</span>
              </dt>
              <dd>{dateRange(project)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <Users className="size-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />
                <span className="sr-only">Team size</span>
              </dt>
              <dd>{teamLabel(project.teamSize)}</dd>
            </div>
          </dl>
          <div className="mt-4 flex-1">
            <Tags tags={project.tags} />
          </div>
          <div className="mt-4 flex justify-end border-t border-slate-100 pt-3 dark:border-slate-800">
            <Actions project={project} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Projects as a table. */
export function ProjectList({ projects, onEdit, onDelete }: ProjectViewProps) {
  return (
    <AdminTable
      rows={projects}
      rowKey={(project) => project.id}
      caption="Projects"
      columns={[
        {
          header: "Name",
          cellClassName: "max-w-[14rem] sm:max-w-sm",
          cell: (project) => (
            <>
              <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">{project.name}</span>
              {project.description ? <span className="line-clamp-1 text-xs text-slate-600 dark:text-slate-400">{project.description}</span> : null}
              <span className="block text-xs text-slate-600 md:hidden dark:text-slate-400">{dateRange(project)}</span>
            </>
          ),
        },
        { header: "Status", cell: (project) => <ProjectStatusBadge status={project.status} /> },
        { header: "Dates", className: "hidden md:table-cell", cellClassName: "whitespace-nowrap", cell: dateRange },
        { header: "Team", className: "hidden lg:table-cell", cellClassName: "whitespace-nowrap", cell: (project) => teamLabel(project.teamSize) },
        { header: "Tags", className: "hidden xl:table-cell", cell: (project) => <Tags tags={project.tags} /> },
      ]}
      actions={(project) => <Actions project={project} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
