import { diffLines } from "diff";
import History from "lucide-react/icons/rotate-ccw-clock";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast.ts";
import { BLOG_MESSAGES, formatIndiaDateTime } from "#contracts/blog.ts";
import type { PostRevisionDetail, PostRevisionSummary, RestoredPost } from "#contracts/blog-schema.ts";
import type { PostStatus } from "#contracts/statuses.ts";
import { fetchRevision, fetchRevisions, restoreRevision } from "./blog-api.ts";
import { MISSING_IMAGES_MESSAGES, MissingImagesNotice, missingImageNames } from "./missing-images-notice.tsx";

const HISTORY_FAILED = "Could not load the post's history";
const RESTORE_FAILED = "Could not restore the revision";
const KIND_LABELS: Record<PostRevisionSummary["kind"], string> = { saved: "Saved", restored: "Restored", autosaved: "Autosaved", pending: "Edits waiting for Update" };

/**
 * 'History' in the post editor: the post's revisions (newest first), what a chosen one's text differs
 * from the text in the editor now (a line diff of the Markdown), which of its images the media library no
 * longer has, and 'Restore', which brings it back as a new revision (none is overwritten).
 */
export function PostHistory({
  postId,
  status,
  currentContent,
  onRestored,
  disabled,
}: {
  postId: string;
  /** The post's stored status: what a restore of missing images means for it. */
  status: PostStatus;
  currentContent: string;
  onRestored: (post: RestoredPost) => Promise<void>;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<PostRevisionSummary[] | null>(null);
  const [chosen, setChosen] = useState<PostRevisionDetail | null>(null);
  const [busy, setBusy] = useState(false);

  async function show() {
    setOpen(true);
    setChosen(null);
    setRevisions(null);
    try {
      const list = await fetchRevisions(postId);
      setRevisions(list);
      if (list[0]) await choose(list[0].id);
    } catch (error) {
      toast.error(errorMessage(error, HISTORY_FAILED));
      setOpen(false);
    }
  }

  async function choose(revisionId: string) {
    try {
      setChosen(await fetchRevision(postId, revisionId));
    } catch (error) {
      toast.error(errorMessage(error, HISTORY_FAILED));
    }
  }

  async function restore() {
    if (!chosen) return;
    setBusy(true);
    try {
      const post = await restoreRevision(postId, chosen.id);
      toast.success(BLOG_MESSAGES.restored);
      setOpen(false);
      await onRestored(post);
    } catch (error) {
      toast.error(errorMessage(error, RESTORE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void show()} disabled={disabled}>
        <History className="size-4" aria-hidden="true" />
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="History" size="xl">
        {revisions === null ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            Loading the history...
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
            <ol aria-label="Revisions, newest first" className="max-h-[60vh] space-y-1 overflow-y-auto md:border-r md:border-slate-200 md:pr-3 md:dark:border-slate-800">
              {revisions.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    aria-current={chosen?.id === revision.id ? "true" : undefined}
                    onClick={() => void choose(revision.id)}
                    className={cn(
                      "w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800",
                      chosen?.id === revision.id && "bg-brand-50 ring-1 ring-brand-300 dark:bg-brand-500/15 dark:ring-brand-500/40",
                    )}
                  >
                    <span className="block font-semibold text-slate-900 dark:text-white">{formatIndiaDateTime(revision.createdAt)}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {KIND_LABELS[revision.kind]} by {revision.author}
                    </span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{revision.title}</span>
                  </button>
                </li>
              ))}
            </ol>
            {chosen ? (
              <section aria-label="Changes" className="min-w-0">
                {/* Before the Restore button, so it is read first. */}
                {chosen.missingImages.length > 0 ? (
                  <div className="mb-3">
                    <MissingImagesNotice message={MISSING_IMAGES_MESSAGES.beforeRestore(missingImageNames(chosen.post, chosen.missingImages), status)} />
                  </div>
                ) : null}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700 dark:text-slate-200">
                    “{chosen.title}” compared with the text in the editor now: <Removed>only in this revision</Removed>, <Added>only in the editor</Added>.
                  </p>
                  <Button size="sm" onClick={() => void restore()} disabled={busy}>
                    <RotateCcw className="size-4" aria-hidden="true" />
                    Restore
                  </Button>
                </div>
                <LineDiff before={chosen.post.content} after={currentContent} />
              </section>
            ) : null}
          </div>
        )}
      </Dialog>
    </>
  );
}

/** A readable line diff of two Markdown texts: removed lines red with '−', added lines green with '+'. */
function LineDiff({ before, after }: { before: string; after: string }) {
  const parts = diffLines(before, after);
  if (parts.every((part) => !part.added && !part.removed)) {
    return <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200">The text is the same as in the editor.</p>;
  }
  return (
    <pre data-testid="revision-diff" className="mt-3 max-h-[55vh] overflow-auto rounded-lg border border-slate-200 bg-white p-3 text-xs leading-relaxed whitespace-pre-wrap dark:border-slate-800 dark:bg-slate-950">
      {parts.flatMap((part, index) =>
        part.value
          .replace(/\n$/, "")
          .split("\n")
          .map((line, lineIndex) => (
            <div
              key={`${index}-${lineIndex}`}
              className={cn(
                "px-2",
                part.added && "bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200",
                part.removed && "bg-red-50 text-red-900 dark:bg-red-500/15 dark:text-red-200",
                !part.added && !part.removed && "text-slate-600 dark:text-slate-300",
              )}
            >
              <span aria-hidden="true" className="mr-2 select-none">
                {part.added ? "+" : part.removed ? "−" : " "}
              </span>
              {part.added ? <span className="sr-only">Added: </span> : part.removed ? <span className="sr-only">Removed: </span> : null}
              {line}
            </div>
          )),
      )}
    </pre>
  );
}

function Removed({ children }: { children: string }) {
  return <span className="rounded bg-red-50 px-1 text-red-900 dark:bg-red-500/15 dark:text-red-200">{children}</span>;
}

function Added({ children }: { children: string }) {
  return <span className="rounded bg-emerald-50 px-1 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">{children}</span>;
}
