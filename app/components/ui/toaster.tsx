import { useTopmostDialog } from "#app/lib/open-dialogs.ts";
import { useToastLibrary } from "#app/lib/toast.ts";

/** Where toasts appear (top centre, SPEC §9); renders nothing until the toast library has been loaded. */
export function Toaster() {
  const library = useToastLibrary();
  return library ? <library.Toaster position="top-center" /> : null;
}

/** The page's toasts (SPEC §9); while a modal is open, the modal shows them instead (components/ui/dialog.tsx). */
export function PageToaster() {
  return useTopmostDialog() ? null : <Toaster />;
}
