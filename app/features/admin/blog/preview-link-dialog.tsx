import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import Link2Off from "lucide-react/icons/link-2-off";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { ConfirmButtons, ConfirmQuestion } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { toast } from "#app/lib/toast.ts";
import { BLOG_MESSAGES, type BlogPost, formatIndiaDateTime } from "#contracts/blog.ts";
import type { PreviewLink } from "#contracts/blog-schema.ts";
import { createPreviewLink, stopPreviewLinks } from "./blog-api.ts";

const PREVIEW_FAILED = "Could not make a preview link";
const STOP_FAILED = "Could not stop the earlier preview links";

type PreviewedPost = Pick<BlogPost, "_id" | "title">;

/** Drafts and scheduled posts can be previewed; a published post is on the site already. */
export function canPreview(post: Pick<BlogPost, "status">): boolean {
  return post.status !== "published";
}

/**
 * 'Preview' for a draft or scheduled post (admin list and editor): makes a link that shows the post as it
 * will look to anyone holding it (7 days), then offers to open it and to copy it (to send to a client).
 * Opening waits for a click: a window opened after a request would be stopped by pop-up blockers.
 * 'Stop earlier links' (a link sent to the wrong person) makes every link so far stop working, then
 * shows a new one.
 */
export function usePreviewLink() {
  const [shown, setShown] = useState<(PreviewLink & { post: PreviewedPost; absoluteUrl: string }) | null>(null);
  const [making, setMaking] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  // Which post the open dialog is about (null once closed): a stop that ends after Close shows nothing.
  const openFor = useRef<string | null>(null);
  // The button that asks and the question replace each other: focus goes with them (to Cancel, the safe
  // answer, then back to the button), not to the page behind.
  const stopSection = useRef<HTMLDivElement>(null);
  const askedBefore = useRef(false);
  useEffect(() => {
    if (confirmingStop === askedBefore.current) return;
    askedBefore.current = confirmingStop;
    stopSection.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [confirmingStop]);

  /** Makes a link and shows it; false (and a toast) when it could not be made. */
  async function preview(post: PreviewedPost): Promise<boolean> {
    setMaking(true);
    try {
      const link = await createPreviewLink(post._id);
      openFor.current = post._id;
      setShown({ ...link, post, absoluteUrl: new URL(link.url, window.location.origin).toString() });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, PREVIEW_FAILED));
      return false;
    } finally {
      setMaking(false);
    }
  }

  function close() {
    openFor.current = null;
    setConfirmingStop(false);
    setShown(null);
  }

  async function stopEarlierLinks() {
    if (!shown) return;
    const { post } = shown;
    setStopping(true);
    try {
      await stopPreviewLinks(post._id);
      toast.success(BLOG_MESSAGES.previewLinksStopped);
      // The link on screen has stopped too: show the new one (or nothing), unless the dialog was closed meanwhile.
      if (openFor.current === post._id && !(await preview(post))) close();
    } catch (error) {
      toast.error(errorMessage(error, STOP_FAILED));
    } finally {
      setStopping(false);
      setConfirmingStop(false);
    }
  }

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.absoluteUrl);
      toast.success(BLOG_MESSAGES.previewLinkCopied);
    } catch {
      toast.error(BLOG_MESSAGES.linkCopyFailed);
    }
  }

  const dialog = (
    <Dialog open={shown !== null} onClose={close} title="Preview link">
      {shown ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            Anyone with this link sees “{shown.post.title}” as it will look on the site, without signing in, until {formatIndiaDateTime(shown.expiresAt)}.
          </p>
          <label className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
            Link
            <input
              readOnly
              value={shown.absoluteUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {/* While the links are being stopped, the one on screen is about to stop too: it is not offered. */}
            <a
              href={stopping ? undefined : shown.url}
              aria-disabled={stopping || undefined}
              target="_blank"
              rel="noopener"
              className={buttonClass("primary", "md", stopping ? "pointer-events-none opacity-60" : undefined)}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Open preview
            </a>
            <Button variant="secondary" onClick={() => void copy()} disabled={stopping}>
              <Copy className="size-4" aria-hidden="true" />
              Copy link
            </Button>
          </div>
          <div ref={stopSection} className="border-t border-slate-200 pt-4 dark:border-slate-700">
            {confirmingStop ? (
              <>
                <ConfirmQuestion message="Stop every preview link sent so far for this post? Everyone who has one, the right people too, will need the new link." />
                <ConfirmButtons
                  onCancel={() => setConfirmingStop(false)}
                  onConfirm={() => void stopEarlierLinks()}
                  busy={stopping || making}
                  label={stopping ? "Stopping…" : "Stop earlier links"}
                />
              </>
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Sent a link to the wrong person? Stop every link made so far for this post; a new one is shown here.
                </p>
                <Button variant="secondary" size="sm" onClick={() => setConfirmingStop(true)} disabled={making}>
                  <Link2Off className="size-4" aria-hidden="true" />
                  Stop earlier links…
                </Button>
              </div>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );

  return { preview, making, dialog };
}

/** The 'Preview' button of the editor. */
export function PreviewButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <Eye className="size-4" aria-hidden="true" />
      Preview
    </Button>
  );
}
