import History from "lucide-react/icons/rotate-ccw-clock";
import { useState } from "react";
import { AdminNote } from "#app/components/admin/admin-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/lib/toast.ts";
import { BLOG_MESSAGES, type BlogPost, formatIndiaDateTime } from "#contracts/blog.ts";
import { discardPendingEdits } from "./blog-api.ts";

export const PENDING_EDITS_MESSAGES = {
  notice: (savedAt: string) => `Unpublished changes from ${formatIndiaDateTime(savedAt)}. Update to publish them.`,
  confirmDiscard: "Discard the unpublished changes? The editor goes back to the text that is live now; the changes cannot be brought back.",
  discardFailed: "Could not discard the changes",
} as const;

/**
 * Above the editor of a published post opened with its pending edits (what autosave kept, not live until
 * 'Update'): says so, and 'Discard changes' drops them (after asking) and hands back the live post.
 */
export function PendingEditsNotice({ postId, savedAt, onDiscarded, disabled }: { postId: string; savedAt: string; onDiscarded: (live: BlogPost) => void; disabled?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function discard() {
    setBusy(true);
    try {
      const live = await discardPendingEdits(postId);
      toast.success(BLOG_MESSAGES.pendingDiscarded);
      setAsking(false);
      onDiscarded(live);
    } catch (error) {
      toast.error(errorMessage(error, PENDING_EDITS_MESSAGES.discardFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AdminNote label="Unpublished changes" icon={History} className="flex-wrap items-center gap-x-4 gap-y-2 [&>svg]:mt-0">
        <p className="min-w-48 flex-1 font-medium">{PENDING_EDITS_MESSAGES.notice(savedAt)}</p>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)} disabled={disabled || busy}>
          Discard changes
        </Button>
      </AdminNote>
      <ConfirmDialog
        open={asking}
        title="Discard changes"
        message={PENDING_EDITS_MESSAGES.confirmDiscard}
        confirmLabel="Discard changes"
        busy={busy}
        busyLabel="Discarding..."
        onConfirm={() => void discard()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
