import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

/** The question before unsaved edits are thrown away (the blog editor words it for its post). */
export const UNSAVED_CHANGES = "You have unsaved changes. Leave without saving them?";

type Guard = () => boolean;

/** How a form tells the dialog or page around it what to ask before it is closed (useCloseGuard). */
const CloseGuardContext = createContext<((guard: Guard) => () => void) | null>(null);

/**
 * While `unsaved`, leaving asks first, with the browser's own question (docs/decisions/045): a link or
 * Back/Forward in the admin (React Router's blocker; a change of the query alone is not leaving),
 * closing or reloading the tab (`beforeunload`), and closing the form's dialog or cancelling the form
 * (the `useCloseGuard` around it).
 *
 * React Router keeps one blocker at a time: one guarded form on screen at once.
 */
export function useLeaveGuard(unsaved: boolean, message: string = UNSAVED_CHANGES) {
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;
  const confirmLeave = useCallback(() => !unsavedRef.current || window.confirm(message), [message]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => unsavedRef.current && currentLocation.pathname !== nextLocation.pathname, []),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

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
