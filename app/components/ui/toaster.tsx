import { lazy, Suspense } from "react";
import { loadToastLibrary, useToastsWanted } from "#app/lib/toast.ts";

const HotToaster = lazy(() => loadToastLibrary().then((library) => ({ default: library.Toaster })));

/** Where toasts appear (top centre, SPEC §9); renders nothing until the first toast is asked for. */
export function Toaster() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <HotToaster position="top-center" />
    </Suspense>
  ) : null;
}
