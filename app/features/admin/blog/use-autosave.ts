import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { errorMessage } from "#app/lib/api-client.ts";
import { blogPostInputSchema, type BlogPostInput } from "#contracts/blog-schema.ts";
import { autosaveBlogPost } from "./blog-api.ts";

/** How long typing must pause before what was typed is saved. */
const AUTOSAVE_AFTER_MS = 3000;
export const LEAVE_WARNING = "You have unsaved changes to this post. Leave without saving them?";

export type AutosaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; pending: boolean } | { kind: "failed"; message: string };

/**
 * The post editor's autosave: a few seconds after typing stops, a saved post's edits are kept
 * (POST /api/blog/{id}/autosave: a draft is saved, a published post's edits wait for 'Update'). Until
 * they are, leaving the page (closing the tab, or a link in the admin) asks first. A new post is not
 * autosaved (it has no id until 'Create Post'), but leaving it still asks.
 */
export function useAutosave<Values>({ postId, values, toInput, saving }: { postId: string | null; values: Values; toInput: (values: Values) => unknown; saving: boolean }) {
  const snapshot = JSON.stringify(values);
  const savedSnapshot = useRef(snapshot);
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const dirty = snapshot !== savedSnapshot.current;

  useEffect(() => {
    if (!postId || !dirty || saving) return;
    const timer = setTimeout(async () => {
      const parsed = blogPostInputSchema.safeParse(toInput(values));
      if (!parsed.success) {
        setState({ kind: "failed", message: parsed.error.issues[0]?.message ?? "check the fields" });
        return;
      }
      setState({ kind: "saving" });
      try {
        const result = await autosaveBlogPost(postId, parsed.data as BlogPostInput);
        savedSnapshot.current = snapshot;
        setState({ kind: "saved", pending: result.pending });
      } catch (error) {
        setState({ kind: "failed", message: errorMessage(error, "the server did not answer") });
      }
    }, AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // `values` and `toInput` are what `snapshot` says; re-arm only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postId, snapshot, dirty, saving]);

  const unsaved = dirty && !saving;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  /** After 'Update' or 'Create': nothing is left unsaved. */
  function markSaved() {
    savedSnapshot.current = snapshot;
  }

  return { state: dirty && state.kind === "saved" ? ({ kind: "idle" } as const) : state, dirty, markSaved };
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
