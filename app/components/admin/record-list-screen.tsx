import Plus from "lucide-react/icons/plus";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { useEditingRecord } from "#app/lib/use-editing-record.ts";
import { CloseGuard, useCloseGuard } from "#app/lib/use-leave-guard.tsx";
import { useRefresh } from "#app/lib/use-refresh.ts";

interface RecordListScreenProps<T> {
  title: string;
  description: ReactNode;
  /** The button that opens an empty form ("New Post"). */
  newLabel: string;
  /** Between the header and the list: its search and filters (SearchBox, FilterSelect), if it has any. */
  toolbar?: ReactNode;
  /** Why the list could not be loaded (with a Retry), or null. */
  error: string | null;
  /** The page's loader data: a save resolves once the refreshed list is on screen. */
  loaderData: unknown;
  recordKey: (record: T) => string;
  /** Every record loaded, and each one's id: a link naming one (`?edit={id}`) opens its form. */
  linkable: { records: readonly T[]; id: (record: T) => string };
  /** The form dialog's title, editing a record or making a new one. */
  formTitle: { edit: string; new: string };
  /** Deleting a row: through the page's API module, SPEC's toasts, and the confirmation's words. */
  deletion: { remove: (record: T) => Promise<unknown>; deleted: string; failed: (error: unknown) => string; describe: (record: T) => string; title: string; message: string };
  /** The list (usually an AdminTable), told what its rows' Edit and Delete do. */
  list: (actions: { onEdit: (record: T) => void; onDelete: (record: T) => void }) => ReactNode;
  /**
   * The form for one record (null: a new one); `onSaved` refreshes the list, then closes the dialog;
   * `onReplaced` refreshes it and opens the form afresh on the record as it now is (e.g. after a restore).
   * `onCancel` closes it the way the dialog's close button and Escape do: a form with unsaved edits
   * asks first (its useLeaveGuard, app/lib/use-leave-guard.tsx). A form that saves by itself (autosave)
   * says so with `onSavedInBackground`: the list is refreshed when the dialog closes.
   */
  form: (props: FormProps<T>) => ReactNode;
}

interface FormProps<T> {
  record: T | null;
  onSaved: () => Promise<void>;
  onCancel: () => void;
  onReplaced: (record: T) => Promise<void>;
  onSavedInBackground: () => void;
}

/**
 * An admin screen of records edited in a dialog (blog posts, portfolio items, content items): the header with its
 * 'New' button, the list's search and filters, the load error, the list, the form dialog and the delete confirmation.
 */
export function RecordListScreen<T>({ title, description, newLabel, toolbar, error, loaderData, recordKey, linkable, formTitle, deletion, list, form }: RecordListScreenProps<T>) {
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  // The record being edited; null for a new one; undefined when the form is closed.
  const [editing, setEditing] = useEditingRecord(linkable.records, linkable.id);
  const confirmation = useDeleteConfirmation({ remove: deletion.remove, deleted: deletion.deleted, failed: deletion.failed, describe: deletion.describe });
  const closeGuard = useCloseGuard();
  const savedInBackground = useRef(false);
  const formArea = useRef<HTMLDivElement>(null);
  // A form replaced by the record as it now is (a restore) is built afresh: its controls are new
  // elements, so the one that had focus (e.g. History) is gone and focus would fall to the page's body.
  // Give it to the same control of the new form.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    controlsIn(formArea.current).find((control) => controlName(control) === refocus.current)?.focus();
    refocus.current = null;
  }, [editing]);

  /** Cancel, the close button and Escape: the form may ask first; what it saved by itself shows in the list. */
  function closeForm() {
    if (!closeGuard.mayClose()) return;
    setEditing(undefined);
    if (savedInBackground.current) void revalidator.revalidate();
    savedInBackground.current = false;
  }

  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            {newLabel}
          </Button>
        }
      />
      {toolbar}
      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}
      {list({ onEdit: setEditing, onDelete: confirmation.ask })}

      {/* A new record's form opens with the cursor in its first field (as WordPress and Ghost do); an existing one's on Close. */}
      <Dialog
        open={editing !== undefined}
        onClose={closeForm}
        title={editing ? formTitle.edit : formTitle.new}
        size="xl"
        dismissOnBackdrop={false}
        initialFocus={editing === null ? "content" : "close"}
      >
        {editing !== undefined ? (
          <div ref={formArea} className="contents">
            {/* Keyed by the record: opening another one starts its form afresh. */}
            <CloseGuard key={editing === null ? "new" : recordKey(editing)} guard={closeGuard}>
              {form({
                record: editing,
                onCancel: closeForm,
                onSaved: async () => {
                  savedInBackground.current = false;
                  await refresh();
                  setEditing(undefined);
                },
                onReplaced: async (record) => {
                  await refresh();
                  const focused = document.activeElement;
                  refocus.current = focused instanceof HTMLElement && formArea.current?.contains(focused) ? controlName(focused) : null;
                  setEditing(record);
                },
                onSavedInBackground: () => {
                  savedInBackground.current = true;
                },
              })}
            </CloseGuard>
          </div>
        ) : null}
      </Dialog>

      <ConfirmDialog {...confirmation.dialog} title={deletion.title} message={deletion.message} />
    </>
  );
}

/** The elements of a form that can take focus, in order. */
function controlsIn(area: HTMLElement | null): HTMLElement[] {
  return area ? [...area.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [contenteditable], [tabindex]")] : [];
}

/** What tells a control from the others of its form and finds it again in the form built afresh (not its id: React makes new ones). */
function controlName(control: HTMLElement): string {
  return [control.tagName, control.getAttribute("name"), control.getAttribute("aria-label"), control.textContent?.trim()].join("|");
}
