import { useNavigation } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";

/**
 * While the next blog page loads after a click (a post, another category), a small pill says so
 * (SPEC §4: lists and the post page have a loading state). Server-rendered first visits never need it.
 */
export function NavigationPending({ label }: { label: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && /^\/blog\/[^/]+$/.test(navigation.location.pathname);
  if (!pending) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center">
      <div className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700">
        <Spinner className="size-5" label={label} />
        <span aria-hidden="true">{label}...</span>
      </div>
    </div>
  );
}
