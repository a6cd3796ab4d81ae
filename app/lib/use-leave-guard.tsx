import { createContext, type ReactNode, use, useCallback, useEffect, useId, useRef, useState } from "react";
import { LeaveGuardsContext } from "./leave-guards.tsx";

/** The question before unsaved edits are thrown away (the blog editor words it for its post). */
export const UNSAVED_CHANGES = "You have unsaved changes. Leave without saving them?";

type Guard = () => boolean;

/** How a form tells the dialog or page around it what to ask before it is closed (useCloseGuard). */
const CloseGuardContext = createContext<((guard: Guard) => () => void) | null>(null);

/**
 * While `unsaved`, leaving asks first, with the browser's own question (docs/decisions/045): a link or
 * Back/Forward in the admin, closing or reloading the tab (both through the one `<LeaveGuards>` around
 * the page, so several forms on a page each use this line), and closing the form's dialog or cancelling
 * the form (the `useCloseGuard` around it).
 */
export function useLeaveGuard(unsaved: boolean, message: string = UNSAVED_CHANGES) {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const confirmLeave = useCallback(() => !unsavedRef.current || window.confirm(message), [message]);

  const guardLeaving = use(LeaveGuardsContext);
  // Without it, leaving the page would never ask: a mistake to see at once, not in a staff member's lost work.
  if (!guardLeaving) throw new Error("useLeaveGuard needs <LeaveGuards> around the page (app/lib/leave-guards.tsx; the admin layout has it)");
  const form = useId();
  useEffect(() => (unsaved ? guardLeaving(form, message) : undefined), [guardLeaving, form, unsaved, message]);

  const guardClose = use(CloseGuardContext);
  useEffect(() => guardClose?.(confirmLeave), [guardClose, confirmLeave]);
}

/**
 * What closes a form without saving it (a dialog's Cancel, ✕ and Escape; a page form's Cancel) asks
 * the form first: wrap the form in `<CloseGuard guard={…}>`, and close only when `mayClose()` says so.
 * The forms inside register their question with `useLeaveGuard`.
 */
export function useCloseGuard() {
  const guards = useRef(new Set<Guard>());
  const [register] = useState(() => (guard: Guard) => {
    guards.current.add(guard);
    return () => {
      guards.current.delete(guard);
    };
  });
  return {
    register,
    /** True when no form inside has unsaved edits, or the staff member chose to throw them away. */
    mayClose: () => [...guards.current].every((guard) => guard()),
  };
}

/** Where the forms of a `useCloseGuard` are. */
export function CloseGuard({ guard, children }: { guard: ReturnType<typeof useCloseGuard>; children: ReactNode }) {
  return <CloseGuardContext value={guard.register}>{children}</CloseGuardContext>;
}
