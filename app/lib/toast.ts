import type * as ReactHotToast from "react-hot-toast";
import { useSyncExternalStore } from "react";

/**
 * Toasts (react-hot-toast at top centre, its defaults: SPEC §9), loaded when the first one is asked for:
 * most visits never see a toast, so the library stays out of every page's first load
 * (docs/decisions/009-i11-app-toasts-on-first-use.md). <Toaster> (components/ui) appears from then on.
 */

type ToastLibrary = typeof ReactHotToast;

let library: Promise<ToastLibrary> | null = null;
const listeners = new Set<() => void>();

/** The library, loading it (once) when first needed. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import("react-hot-toast");
    for (const listener of listeners) listener();
  }
  return library;
}

interface ToastOptions {
  /** One slot: a toast with the same id replaces the one on screen. */
  id?: string;
}

function show(kind: "success" | "error", message: string, options?: ToastOptions) {
  // Offline or replaced by a new release: the page still works, only without this toast.
  loadToastLibrary().then(({ default: toast }) => toast[kind](message, options), () => {});
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  dismiss: (id?: string) => {
    library?.then(({ default: toast }) => toast.dismiss(id), () => {});
  },
};

/** True once anything has asked for a toast (so a toaster is worth rendering). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library !== null,
    () => false,
  );
}
