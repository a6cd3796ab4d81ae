import type * as ReactHotToast from "react-hot-toast";
import { useEffect, useSyncExternalStore } from "react";

/**
 * Toasts (react-hot-toast at top centre, its defaults: SPEC §9), loaded when the first one is asked for:
 * most visits never see a toast, so the library stays out of every page's first load
 * (docs/decisions/014-toasts-on-first-use.md). <Toaster> (components/ui) appears once it is here.
 */

type ToastLibrary = typeof ReactHotToast;

let loading: Promise<ToastLibrary> | null = null;
let loaded: ToastLibrary | null = null;
const listeners = new Set<() => void>();

/** The library, loading it (once) when first needed. */
function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import("react-hot-toast").then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      // A network blip: the next toast asks again instead of every later one failing silently.
      loading = null;
      throw error;
    },
  );
  return loading;
}

interface ToastOptions {
  /** One slot (a form, an uploader): a new toast in the slot replaces the one it showed before. */
  id?: string;
}

/**
 * The toast each slot shows now, by react-hot-toast's id. Each toast gets an id of its own and the
 * slot's previous one is dismissed: re-using one id for the next message raced with the removal of
 * the toast that had it (its removal timer, set a second before as it faded out, could fire before the
 * update was rendered and take the new message with it: "Saved" never appeared after a quick fix and resend).
 */
const slotToasts = new Map<string, string>();
let toastsShown = 0;

function showNow(library: ToastLibrary, kind: "success" | "error", message: string, slot: string | undefined) {
  if (slot === undefined) {
    library.default[kind](message);
    return;
  }
  const previous = slotToasts.get(slot);
  if (previous !== undefined) library.default.dismiss(previous);
  const id = `${slot}:${++toastsShown}`;
  slotToasts.set(slot, id);
  library.default[kind](message, { id });
}

function show(kind: "success" | "error", message: string, options?: ToastOptions) {
  if (loaded) {
    showNow(loaded, kind, message, options?.id);
    return;
  }
  // Offline or replaced by a new release: the page still works, only without this toast.
  loadToastLibrary().then((library) => showNow(library, kind, message, options?.id), () => {});
}

/** Dismisses the toast a slot shows (all toasts without a slot). */
function dismiss(slot?: string) {
  if (!loaded) return;
  if (slot === undefined) {
    loaded.default.dismiss();
    return;
  }
  const id = slotToasts.get(slot);
  if (id === undefined) return;
  slotToasts.delete(slot);
  loaded.default.dismiss(id);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  dismiss,
};

/** The library once loaded (re-renders when it arrives), else null. */
export function useToastLibrary(): ToastLibrary | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => null,
  );
}

/** For screens that toast as a matter of course (the admin panel): load the library once the page is up. */
export function usePreloadedToasts() {
  useEffect(() => {
    loadToastLibrary().catch(() => {});
  }, []);
}
