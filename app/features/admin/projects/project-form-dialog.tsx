import { Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { type Project, PROJECT_LIMITS, PROJECT_MESSAGES, PROJECT_STATUS_LABELS, projectSchema } from "#contracts/projects.ts";
import { PROJECT_STATUSES, type ProjectStatus } from "#contracts/statuses.ts";
import { saveProject } from "./projects-api.ts";
import { TagInput } from "./tag-input.tsx";

interface ProjectFormDialogProps {
  /** "new" for the New Project form, a project to edit it, null when closed. */
  project: Project | "new" | null;
  onClose: () => void;
  onSaved: () => void;
}

/** One form for creating and editing a project, with the same rules as the server (contracts/projects.ts). */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const editing = project !== null && project !== "new";
  return (
    <Dialog open={project !== null} onClose={onClose} title={editing ? "Edit Project" : "New Project"} size="lg">
      {project !== null ? <ProjectForm key={editing ? project.id : "new"} project={editing ? project : null} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

interface Values {
  name: string;
  description: string;
  status: ProjectStatus;
  startDate: string;
  endDate: string;
  teamSize: string;
  tags: string[];
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

function initialValues(project: Project | null): Values {
  if (!project) return { name: "", description: "", status: "active", startDate: today(), endDate: "", teamSize: "1", tags: [] };
  return {
    name: project.name,
    description: project.description,
    status: project.status,
    startDate: project.startDate,
    endDate: project.endDate ?? "",
    teamSize: String(project.teamSize),
    tags: project.tags,
  };
}

type Errors = Partial<Record<keyof Values, string>>;

function ProjectForm({ project, onClose, onSaved }: { project: Project | null; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<Values>(() => initialValues(project));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...values, teamSize: values.teamSize.trim() === "" ? undefined : values.teamSize };
    const parsed = projectSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      toast.error(parsed.error.issues[0]!.message);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await saveProject(project?.id ?? null, parsed.data);
      toast.success(project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created);
      onSaved();
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.errors) setErrors(caught.errors as Errors);
      const message = caught instanceof ApiRequestError && caught.status < 500 && caught.status !== 401 ? caught.message : PROJECT_MESSAGES.saveFailed;
      setFormError(message);
      toast.error(message);
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {formError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
          {formError}
        </p>
      ) : null}
      <Field label="Project name*" error={errors.name}>
        {(control) => (
          <TextInput {...control} name="name" value={values.name} maxLength={PROJECT_LIMITS.name} onChange={(event) => set("name", event.target.value)} disabled={saving} />
        )}
      </Field>

      <Field label="Description" error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            name="description"
            rows={4}
            value={values.description}
            maxLength={PROJECT_LIMITS.description}
            onChange={(event) => set("description", event.target.value)}
            disabled={saving}
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Status" error={errors.status}>
          {(control) => (
            <Select {...control} name="status" value={values.status} onChange={(event) => set("status", event.target.value as ProjectStatus)} disabled={saving}>
              {PROJECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PROJECT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Team size*" error={errors.teamSize} hint="People working on it">
          {(control) => (
            <TextInput
              {...control}
              name="teamSize"
              type="number"
              inputMode="numeric"
              min={1}
              max={PROJECT_LIMITS.teamSize}
              step={1}
              value={values.teamSize}
              onChange={(event) => set("teamSize", event.target.value)}
              disabled={saving}
            />
          )}
        </Field>
        <Field label="Start date*" error={errors.startDate}>
          {(control) => (
            <TextInput {...control} name="startDate" type="date" value={values.startDate} onChange={(event) => set("startDate", event.target.value)} disabled={saving} />
          )}
        </Field>
        <Field label="End date" error={errors.endDate} hint={errors.endDate ? undefined : "Leave empty if open-ended"}>
          {(control) => (
            <TextInput
              {...control}
              name="endDate"
              type="date"
              min={values.startDate || undefined}
              value={values.endDate}
              onChange={(event) => set("endDate", event.target.value)}
              disabled={saving}
            />
          )}
        </Field>
      </div>

      <Field label="Tags" error={errors.tags}>
        {(control) => <TagInput control={control} tags={values.tags} onChange={(tags) => set("tags", tags)} disabled={saving} />}
      </Field>

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner className="size-4 text-current dark:text-current" label="Saving" /> : <Save className="size-4" aria-hidden="true" />}
          {saving ? "Saving..." : project ? "Save Changes" : "Create Project"}
        </Button>
      </div>
    </form>
  );
}
