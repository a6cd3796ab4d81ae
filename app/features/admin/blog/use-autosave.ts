import { useEffect, useRef, useState } from "react";
import { errorMessage } from "#app/lib/api-client.ts";
import { useLeaveGuard } from "#app/lib/use-leave-guard.tsx";
import type { BlogPost } from "#contracts/blog.ts";
import type { PostStatus } from "#contracts/statuses.ts";
import { blogPostInputSchema, type BlogPostInput } from "#contracts/blog-schema.ts";
import { autosaveBlogPost, saveBlogPost } from "./blog-api.ts";

/** How long typing must pause before what was typed is saved. */
const AUTOSAVE_AFTER_MS = 3000;
const LEAVE_WARNING = "You have unsaved changes to this post. Leave without saving them?";
/** A post already stored (autosave keeps a new one as a draft from its first words): it is not lost, only the last edits. */
const LEAVE_STORED_WARNING = "Your latest changes to this post are not saved yet. Leave without them? The post keeps what was saved before.";

export type AutosaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; pending: boolean } | { kind: "failed"; message: string };

interface AutosaveOptions<Values> {
  /** The stored post's id; null for a new post (autosave creates it as a draft). */
  postId: string | null;
  /** The stored post's status (null: a new post): a draft's autosave is checked as a draft's, whatever the status select says. */
  storedStatus: PostStatus | null;
  values: Values;
  toInput: (values: Values) => unknown;
  /** 'Create' or 'Update' is being sent: autosave waits. */
  saving: boolean;
  /** A new post was just created as a draft by autosave (the form now edits it). */
  onCreated: (post: BlogPost) => void;
  /** Any autosave stored something (the post changed without 'Update'). */
  onAutosaved: () => void;
}

/**
 * The post editor's autosave: a few seconds after typing stops, what was typed is kept without
 * publishing anything. A saved post's edits go to POST /api/blog/{id}/autosave (a draft is saved, a
 * published post's edits wait for 'Update'). A new post is created as a draft (POST /api/blog with
 * status 'draft', whatever the status select says) once it passes the create contract; from then on it
 * is autosaved by its id. Saves run one after another, so one editing session never creates two posts,
 * and 'Create'/'Update' waits for one under way (`storedId`). Until everything is saved, leaving the
 * page (closing the tab, a link in the admin) or closing the editor asks first (useLeaveGuard).
 */
export function useAutosave<Values>({ postId, storedStatus, values, toInput, saving, onCreated, onAutosaved }: AutosaveOptions<Values>) {
  const snapshot = JSON.stringify(values);
  const savedSnapshot = useRef(snapshot);
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const dirty = snapshot !== savedSnapshot.current;
  const id = useRef(postId);
  // Stored: opened from the list, or a new post autosave has created as a draft.
  const [stored, setStored] = useState(postId !== null);
  const status = useRef(storedStatus);
  status.current = storedStatus;
  // The saves under way, in order: the next one starts when the last has answered.
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!dirty || saving) return;
    const timer = setTimeout(() => {
      queue.current = queue.current.then(() => autosave(values, snapshot));
    }, AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // `values` is what `snapshot` says; re-arm only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot, dirty, saving]);

  async function autosave(sent: Values, sentSnapshot: string) {
    if (sentSnapshot === savedSnapshot.current) return;
    const input = toInput(sent) as Record<string, unknown>;
    // Autosave never publishes or schedules: a new post is kept as a draft, and a draft stays one (so it
    // may still lack its image); a published or scheduled post's edits must be publishable.
    const live = status.current === "published" || status.current === "scheduled";
    const asDraft = !id.current || !live;
    const parsed = blogPostInputSchema.safeParse(asDraft ? { ...input, status: "draft", publishAt: undefined } : input);
    if (!parsed.success) {
      setState({ kind: "failed", message: parsed.error.issues[0]?.message ?? "check the fields" });
      return;
    }
    setState({ kind: "saving" });
    try {
      const body = parsed.data as BlogPostInput;
      if (id.current) {
        const result = await autosaveBlogPost(id.current, body);
        savedSnapshot.current = sentSnapshot;
        setState({ kind: "saved", pending: result.pending });
      } else {
        const created = await saveBlogPost(null, body);
        id.current = created._id;
        setStored(true);
        savedSnapshot.current = sentSnapshot;
        setState({ kind: "saved", pending: false });
        onCreated(created);
      }
      onAutosaved();
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error, "the server did not answer") });
    }
  }

  // Until everything is saved, leaving the page or closing the editor asks (the editor's dialog runs the guard).
  useLeaveGuard(dirty && !saving, stored ? LEAVE_STORED_WARNING : LEAVE_WARNING);

  return {
    state: dirty && state.kind === "saved" ? ({ kind: "idle" } as const) : state,
    dirty,
    /** After 'Update' or 'Create': nothing is left unsaved. */
    markSaved() {
      savedSnapshot.current = snapshot;
    },
    /** The stored post's id once the saves under way have answered (null: still a new post). */
    async storedId(): Promise<string | null> {
      await queue.current;
      return id.current;
    },
  };
}

/** 'Saved' / 'Saving…' / 'Not saved: …' under the editor. */
export function autosaveText(state: AutosaveState, dirty: boolean): string {
  switch (state.kind) {
    case "saving":
      return "Saving…";
    case "saved":
      return state.pending ? "Saved: waiting for Update to go live" : "Saved";
    case "failed":
      return `Not saved: ${state.message}`;
    default:
      return dirty ? "Unsaved changes" : "";
  }
}
