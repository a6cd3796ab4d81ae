import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useId } from "react";
import { useRevalidator } from "react-router";
import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import { LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { toast } from "#app/lib/toast.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { useEditingRecord } from "#app/lib/use-editing-record.ts";
import { CloseGuard, useCloseGuard } from "#app/lib/use-leave-guard.tsx";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { SITE_CONTENT_MESSAGES } from "#contracts/site-content.ts";
import { deleteSiteEntry, reorderSiteEntries, saveSiteEntry, type SiteEntry } from "./site-content-api.ts";
import type { ImagePickerButton } from "#app/components/admin/media-picker-props.ts";
import { SiteContentForm } from "./site-content-form.tsx";
import { SiteContentTabs, ViewPageLink } from "./site-content-tabs.tsx";
import type { SiteListScreen as Screen } from "./site-screens.ts";
import { SortableList } from "./sortable-list.tsx";

/** "Testimonial" → "testimonial", but "FAQ entry" stays. */
const lowerFirst = (noun: string) => (/^[A-Z][a-z]/.test(noun) ? noun.charAt(0).toLowerCase() + noun.slice(1) : noun);

interface SiteListScreenProps {
  screen: Screen;
  entries: SiteEntry[];
  error: string | null;
  /** The route's loader data, so a save waits until the refreshed list is on screen. */
  loaderData: unknown;
  imagePicker: ImagePickerButton;
}

/**
 * The screen of one list of the site's copy (FAQ, testimonials, case studies…): the entries in their
 * order (drag, arrow keys or move buttons where order matters), a form per entry in a dialog, delete
 * with confirmation, and a link to the public page each shows on.
 */
export function SiteListScreen({ screen, entries, error, loaderData, imagePicker }: SiteListScreenProps) {
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  const toastId = useId();
  // The entry being edited; null for a new one; undefined when the form is closed.
  const [editing, setEditing] = useEditingRecord(entries, (entry) => entry.id);
  const closeGuard = useCloseGuard();
  const deletion = useDeleteConfirmation({
    remove: (entry: SiteEntry) => deleteSiteEntry(screen.kind, entry.id),
    deleted: `${screen.noun} deleted`,
    failed: (failure) => errorMessage(failure, SITE_CONTENT_MESSAGES.deleteFailed),
    describe: (entry) => screen.nameOf(entry),
  });

  /** Cancel, the close button and Escape: a form with unsaved edits asks first. */
  function closeForm() {
    if (closeGuard.mayClose()) setEditing(undefined);
  }

  async function reorder(ids: string[]) {
    try {
      await reorderSiteEntries(screen.kind, ids);
      toast.success(SITE_CONTENT_MESSAGES.reordered, { id: toastId });
      await revalidator.revalidate();
    } catch (failure) {
      if (!isUnauthorized(failure)) toast.error(errorMessage(failure, SITE_CONTENT_MESSAGES.reorderFailed), { id: toastId });
      throw failure;
    }
  }

  const row = (entry: SiteEntry) => {
    const name = screen.nameOf(entry);
    return (
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold text-slate-900 sm:line-clamp-1 dark:text-white">{name}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">{screen.detailOf(entry)}</p>
        </div>
        <div className="-ml-2 flex shrink-0 sm:ml-0">
          <RowAction icon={ExternalLink} href={screen.viewPath(entry)} label={`View ${name} on the site (opens in a new tab)`} title="View page" />
          <RowAction icon={Pencil} label={`Edit ${name}`} title="Edit" onClick={() => setEditing(entry)} />
          {screen.canAdd ? <RowAction icon={Trash2} label={`Delete ${name}`} title="Delete" danger onClick={() => deletion.ask(entry)} /> : null}
        </div>
      </div>
    );
  };

  return (
    <>
      <AdminPageHeader
        title={screen.title}
        description={screen.description}
        actions={
          <>
            <ViewPageLink href={screen.viewPath(null)} />
            {screen.canAdd ? (
              <Button onClick={() => setEditing(null)}>
                <Plus className="size-4" aria-hidden="true" />
                Add {lowerFirst(screen.noun)}
              </Button>
            ) : null}
          </>
        }
      />
      <SiteContentTabs />
      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {entries.length === 0 && !error ? (
        <AdminEmptyState icon={Plus} title={`No ${screen.title.toLowerCase()} yet`} />
      ) : screen.sortable ? (
        <SortableList items={entries} label={screen.title} nameOf={screen.nameOf} renderItem={row} onReorder={reorder} />
      ) : (
        <ul aria-label={screen.title} className="space-y-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-2 pl-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              {row(entry)}
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={editing !== undefined}
        onClose={closeForm}
        title={editing ? `Edit ${lowerFirst(screen.noun)}` : `Add ${lowerFirst(screen.noun)}`}
        size="xl"
        dismissOnBackdrop={false}
        // A new entry's form opens with the cursor in its first field; an existing one's on Close.
        initialFocus={editing === null ? "content" : "close"}
      >
        {editing !== undefined ? (
          <CloseGuard key={editing?.id ?? "new"} guard={closeGuard}>
            <SiteContentForm
              schema={screen.schema}
              imagePicker={imagePicker}
              record={editing}
              hidden={screen.hidden}
              labels={screen.labels}
              dependentSchema={screen.dependentSchema}
              markdownFields={screen.markdownFields}
              submit={(input) => saveSiteEntry(screen.kind, editing?.id ?? null, input)}
              successToast={editing ? `${screen.noun} saved` : `${screen.noun} added`}
              submitLabel={editing ? "Save" : `Add ${lowerFirst(screen.noun)}`}
              footer={editing ? <ViewPageLink href={screen.viewPath(editing)} /> : null}
              onCancel={closeForm}
              onSaved={async () => {
                await refresh();
                setEditing(undefined);
              }}
            />
          </CloseGuard>
        ) : null}
      </Dialog>

      <ConfirmDialog {...deletion.dialog} title={`Delete ${lowerFirst(screen.noun)}`} message={SITE_CONTENT_MESSAGES.confirmDelete} />
    </>
  );
}
