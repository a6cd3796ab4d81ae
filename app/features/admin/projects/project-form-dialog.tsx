import Save from "lucide-react/icons/save";
import { FormActions } from "#app/components/admin/form-actions.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Select, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { TagInput } from "#app/components/ui/tag-input.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import { CloseGuard, useCloseGuard, useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import { type Project, PROJECT_LIMITS, PROJECT_MESSAGES, PROJECT_STATUS_LABELS, projectSchema } from "#contracts/projects.ts";
import { PROJECT_STATUSES, type ProjectStatus } from "#contracts/statuses.ts";
import { saveProject } from "./projects-api.ts";

interface ProjectFormDialogProps {
  /** "new" for the New Project form, a project to edit it, null when closed. */
  project: Project | "new" | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** One form for creating and editing a project, with the same rules as the server (contracts/projects.ts). */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const editing = project !== null && project !== "new";
  const closeGuard = useCloseGuard();
  /** Cancel, the close button, Escape and a click beside it: a form with unsaved edits asks first. */
  function close() {
    if (closeGuard.mayClose()) onClose();
  }
  return (
    // A new project's form opens with the cursor in its first field; an existing one's on Close.
    <Dialog open={project !== null} onClose={close} title={editing ? "Edit Project" : "New Project"} size="lg" initialFocus={editing ? "close" : "content"}>
      {project !== null ? (
        <CloseGuard key={editing ? project.id : "new"} guard={closeGuard}>
          <ProjectForm project={editing ? project : null} onClose={close} onSaved={onSaved} />
        </CloseGuard>
      ) : null}
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

function ProjectForm({ project, onClose, onSaved }: { project: Project | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const { formRef, values, dirty, field, setValue, errors, failure, submitting: saving, onSubmit } = useForm({
    initialValues: initialValues(project),
    schema: projectSchema,
    // A blank team size is "not given" (the schema's own message), not the number 0.
    toInput: (current) => ({ ...current, teamSize: current.teamSize.trim() === "" ? undefined : current.teamSize }),
    submit: (input) => saveProject(project?.id ?? null, input),
    onSuccess: onSaved,
    successToast: project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created,
    failureMessage: (error) => (error instanceof ApiRequestError && error.status < 500 ? error.message : PROJECT_MESSAGES.saveFailed),
    toasts: "all",
  });
  useLeaveGuard(dirty);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {failure ? <FormBanner>{failure.message}</FormBanner> : null}
      <Field label="Project name*" error={errors.name}>
        {(control) => (
          <TextInput {...control} {...field("name")} maxLength={PROJECT_LIMITS.name} disabled={saving} />
        )}
      </Field>

      <Field label="Description" error={errors.description}>
        {(control) => (
          <TextArea
            {...control}
            {...field("description")}
            rows={4}
            maxLength={PROJECT_LIMITS.description}
            disabled={saving}
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Status" error={errors.status}>
          {(control) => (
            <Select {...control} {...field("status")} disabled={saving}>
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
              {...field("teamSize")}
              type="number"
              inputMode="numeric"
              min={1}
              max={PROJECT_LIMITS.teamSize}
              step={1}
              disabled={saving}
            />
          )}
        </Field>
        <Field label="Start date*" error={errors.startDate}>
          {(control) => (
            <TextInput {...control} {...field("startDate")} type="date" disabled={saving} />
          )}
        </Field>
        <Field label="End date" error={errors.endDate} hint={errors.endDate ? undefined : "Leave empty if open-ended"}>
          {(control) => (
            <TextInput
              {...control}
              {...field("endDate")}
              type="date"
              min={values.startDate || undefined}
              disabled={saving}
            />
          )}
        </Field>
      </div>

      <TagInput
        label="Tags"
        noun="tag"
        values={values.tags}
        onChange={(tags) => setValue("tags", tags)}
        placeholder="e.g. SEO, then Enter"
        maxItems={PROJECT_LIMITS.tags}
        maxLength={PROJECT_LIMITS.tag}
        lengthMessage={PROJECT_MESSAGES.tagTooLong}
        error={errors.tags}
        disabled={saving}
      />

      <FormActions onCancel={onClose} submitting={saving} icon={Save} label={project ? "Save Changes" : "Create Project"} />
    </form>
  );
}
