import { useEffect, useId, useRef, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { useRevalidator } from "react-router";
import { isUnauthorized } from "./api-client.ts";
import { focusPageHeading } from "./route-announcer.tsx";

interface DeleteConfirmationOptions<T> {
  /** Deletes the row through the page's API module. */
  remove: (item: T) => Promise<unknown>;
  /** SPEC §8's success toast, e.g. 'Blog post deleted successfully'. */
  deleted: string;
  /** The failure toast for this error (e.g. the server's message, else SPEC's wording). */
  failed: (error: unknown) => string;
  /** The row as the person knows it (a post's title, a contact's name and email), shown under the question. */
  describe: (item: T) => string;
}

/**
 * Deleting a row of an admin list (SPEC §5 "Deletion asks for confirmation"): `ask(row)` opens the
 * confirmation, `dialog` goes to <ConfirmDialog>. After a delete the page's loader runs again; the
 * dialog closes on failure too, and one toast slot per list shows the outcome (no pile of toasts).
 */
export function useDeleteConfirmation<T>({ remove, deleted, failed, describe }: DeleteConfirmationOptions<T>) {
  const revalidator = useRevalidator();
  const toastId = useId();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept while the dialog closes, so its text does not change as it fades.
  const [subject, setSubject] = useState("");
  const deletedOne = useRef(false);

  async function confirm() {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await remove(target);
      await revalidator.revalidate();
      toast.success(deleted, { id: toastId });
      deletedOne.current = true;
    } catch (error) {
      // A 401 is not this page's to report: the API client has sent the admin to sign in.
      if (!isUnauthorized(error)) toast.error(failed(error), { id: toastId });
    } finally {
      setTarget(null);
      setBusy(false);
    }
  }

  // The dialog gives the focus back to the delete button that opened it, which goes with its row (now
  // or when the list is drawn again), and the focus then fell to the top of the page. The page's heading
  // takes it instead, so the keyboard carries on from the list.
  useEffect(() => {
    if (target !== null || !deletedOne.current) return;
    deletedOne.current = false;
    const frame = requestAnimationFrame(focusPageHeading);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return {
    /** The row waiting for confirmation, if any. */
    target,
    ask: (item: T) => {
      setSubject(describe(item));
      setTarget(item);
    },
    dialog: { open: target !== null, subject, busy, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
