import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { imageInUseExplanation, MEDIA_MESSAGES, type MediaItem, mediaName } from "#contracts/media.ts";
import { MediaUsageList } from "./media-usage-list.tsx";

/**
 * What Delete does for an image something still uses: it says where, and that it cannot be deleted
 * until those places stop using it, instead of asking "Delete?" and only then refusing (the server
 * refuses with 409 anyway: this saves the staff member the round trip). Each place links to its screen.
 */
export function ImageInUseDialog({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={MEDIA_MESSAGES.inUseTitle}>
      {item ? (
        <>
          <p className="text-slate-700 dark:text-slate-200">{imageInUseExplanation(mediaName(item), item.usedBy.length)}</p>
          <MediaUsageList usedBy={item.usedBy} className="mt-3 list-disc space-y-1 pl-5 text-sm" />
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              OK
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
