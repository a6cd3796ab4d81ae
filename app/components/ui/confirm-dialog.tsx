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
      <ConfirmQuestion message={message} subject={subject} />
      <ConfirmButtons onCancel={onCancel} onConfirm={onConfirm} busy={busy} label={busy ? busyLabel : confirmLabel} />
    </Dialog>
  );
}

/** The question and, under it, what it is about: every confirmation asks this way. */
export function ConfirmQuestion({ message, subject }: { message: string; subject?: string }) {
  return (
    <>
      <p className="text-slate-700 dark:text-slate-200">{message}</p>
      {subject ? <p className="mt-2 line-clamp-3 font-semibold text-slate-900 dark:text-white">{subject}</p> : null}
    </>
  );
}

/**
 * Cancel and the confirm button, right-aligned. Without `onConfirm` the confirm button submits the
 * form around it (a confirmation that also asks for something, e.g. ConfirmStaffChangeDialog's password).
 */
export function ConfirmButtons({
  onCancel,
  onConfirm,
  busy,
  label,
  tone = "danger",
}: {
  onCancel: () => void;
  onConfirm?: () => void;
  busy: boolean;
  label: string;
  /** Red for what takes something away (the default), the main colour otherwise. */
  tone?: "danger" | "primary";
}) {
  return (
    <div className="mt-6 flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type={onConfirm ? "button" : "submit"} variant={tone} onClick={onConfirm} disabled={busy}>
        {label}
      </Button>
    </div>
  );
}
