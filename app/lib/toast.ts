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
  /** One slot: a toast with the same id replaces the one on screen. */
  id?: string;
}

function show(kind: "success" | "error", message: string, options?: ToastOptions) {
  if (loaded) {
    loaded.default[kind](message, options);
    return;
  }
  // Offline or replaced by a new release: the page still works, only without this toast.
  loadToastLibrary().then(({ default: toast }) => toast[kind](message, options), () => {});
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  dismiss: (id?: string) => loaded?.default.dismiss(id),
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
