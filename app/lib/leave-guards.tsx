import { createContext, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

/** Marks a form as holding unsaved edits (with its question) until the returned function is called. */
export type GuardLeaving = (form: string, question: string) => () => void;

/** Where a form's `useLeaveGuard` reports that it holds unsaved edits (app/lib/use-leave-guard.tsx). */
export const LeaveGuardsContext = createContext<GuardLeaving | null>(null);

const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/** The unsaved forms of each mounted `LeaveGuards` (the admin layout's one). */
const mountedGuards = new Set<Map<string, string>>();

/** Whether a form on the page holds unsaved edits: a 401 then asks to sign in again over the page (app/lib/admin-api.ts). */
export function pageHoldsUnsavedEdits(): boolean {
  for (const unsaved of mountedGuards) if (unsaved.size > 0) return true;
  return false;
}

/**
 * The one blocker and the one `beforeunload` for every guarded form inside (docs/decisions/045): the
 * admin layout puts it around every page, so a page with several forms (the account page) or a dialog
 * over a page form asks as a page with one does. React Router keeps one blocker at a time: with one per
 * form, only the newest would count (and it warns).
 *
 * While any form inside holds unsaved edits, a link or Back/Forward that leaves the page asks first (a
 * change of the query alone is not leaving), and so does closing or reloading the tab.
 */
export function LeaveGuards({ children }: { children: ReactNode }) {
  // The question of each form holding unsaved edits, in the order they came to hold them.
  const unsaved = useRef(new Map<string, string>());
  const [guardLeaving] = useState(() => {
    const guard: GuardLeaving = (form, question) => {
      unsaved.current.set(form, question);
      // Armed only while something is unsaved: a page with a `beforeunload` listener may be kept out of the back/forward cache.
      window.addEventListener("beforeunload", warnBeforeUnload);
      return () => {
        unsaved.current.delete(form);
        if (unsaved.current.size === 0) window.removeEventListener("beforeunload", warnBeforeUnload);
      };
    };
    return guard;
  });

  useEffect(() => {
    const forms = unsaved.current;
    mountedGuards.add(forms);
    return () => {
      mountedGuards.delete(forms);
    };
  }, []);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => unsaved.current.size > 0 && currentLocation.pathname !== nextLocation.pathname, []),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // The first form's words (the blog editor names its post); nothing left unsaved meanwhile: nothing to ask.
    const [question] = unsaved.current.values();
    if (question === undefined || window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  return <LeaveGuardsContext value={guardLeaving}>{children}</LeaveGuardsContext>;
}
