import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. SPEC's 'Are you sure you want to delete this post?'. */
  message: string;
  /** What it is about, as the person knows it (a post's title, a contact's name): under the question. */
  subject?: string;
  title?: string;
  confirmLabel?: string;
  busy?: boolean;
  /** The confirm button's label while `busy`. */
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone (SPEC §5 "Deletion asks for confirmation"). */
export function ConfirmDialog({
  open,
  message,
  subject,
  title = "Please confirm",
  confirmLabel = "Delete",
  busy = false,
  busyLabel = "Deleting...",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p className="text-slate-700 dark:text-slate-200">{message}</p>
      {subject ? <p className="mt-2 line-clamp-3 font-semibold text-slate-900 dark:text-white">{subject}</p> : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
