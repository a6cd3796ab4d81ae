import { useToastLibrary } from "#app/lib/toast.ts";

/** Where toasts appear (top centre, SPEC §9); renders nothing until the toast library has been loaded. */
export function Toaster() {
  const library = useToastLibrary();
  return library ? <library.Toaster position="top-center" /> : null;
}
