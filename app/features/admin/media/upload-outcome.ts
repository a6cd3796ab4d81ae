import { UPLOAD_MESSAGES } from "#contracts/upload.ts";

/**
 * The toast after a batch of uploads: how many images are new, and how many the library already had
 * (those changed nothing there: POST /api/media answered their existing entry). Each file's own line in
 * the upload list says which it was; this sums the batch up. Null when nothing was stored.
 */
export function uploadOutcome(added: number, alreadyThere: number): string | null {
  const images = (count: number) => (count === 1 ? "1 image" : `${count} images`);
  if (alreadyThere === 0) return added === 0 ? null : added === 1 ? UPLOAD_MESSAGES.uploaded : `${images(added)} uploaded`;
  const existing = alreadyThere === 1 ? "was already in the library" : "were already in the library";
  if (added === 0) return `${alreadyThere === 1 ? "This image" : `All ${alreadyThere} images`} ${existing}: nothing was added`;
  return `${images(added)} uploaded; ${images(alreadyThere)} ${existing}`;
}
