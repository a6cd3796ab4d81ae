import { useTopmostDialog } from "#app/lib/open-dialogs.ts";
import { useToastLibrary } from "#app/lib/toast.ts";

/**
 * The library draws toasts white whatever the theme. Its rule is outside any cascade layer, so it beats
 * Tailwind's utilities (in `@layer utilities`) unless they are marked important.
 */
const TOAST_OPTIONS = { className: "dark:bg-slate-800! dark:text-slate-100!" };

/** Where toasts appear (top centre, SPEC §9); renders nothing until the toast library has been loaded. */
export function Toaster() {
  const library = useToastLibrary();
  return library ? <library.Toaster position="top-center" toastOptions={TOAST_OPTIONS} /> : null;
}

/** The page's toasts (SPEC §9); while a modal is open, the modal shows them instead (components/ui/dialog.tsx). */
export function PageToaster() {
  return useTopmostDialog() ? null : <Toaster />;
}
