import { useSyncExternalStore } from "react";

/**
 * A request made from a page (a save, an upload, an autosave) was refused with 401 where going to the
 * sign-in page would throw work away: the admin layout then asks for the password over the page, and
 * the work stays where it is (docs/decisions/071). Loaders, and pages holding nothing unsaved, keep
 * SPEC §4's redirect (app/lib/admin-api.ts).
 */
let asked = false;
const listeners = new Set<() => void>();

function setAsked(next: boolean) {
  if (asked === next) return;
  asked = next;
  for (const listener of listeners) listener();
}

export function askToSignInAgain() {
  setAsked(true);
}

/** Signed in again, or the staff member closed the question to copy their work first. */
export function stopAskingToSignInAgain() {
  setAsked(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSignInAgainAsked(): boolean {
  return useSyncExternalStore(subscribe, () => asked, () => false);
}
