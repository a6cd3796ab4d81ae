import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * What an admin page shows until its script has loaded the signed-in admin's data. The panel runs in
 * the browser (the token is in localStorage), so without JavaScript it says so instead of spinning.
 */
export function AdminLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn("relative flex min-h-dvh items-center justify-center bg-slate-50 dark:bg-slate-950", className)}>
      <Spinner label={label} />
      <noscript>
        <div className="absolute inset-0 flex items-center justify-center bg-slate-50 px-6 dark:bg-slate-950">
          <div role="alert" className="max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h1 className="text-lg font-bold text-slate-900 dark:text-white">The admin panel needs JavaScript</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-300">Please turn JavaScript on in your browser, then reload this page.</p>
            <a href="/" className="mt-4 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-300">
              ← Back to the website
            </a>
          </div>
        </div>
      </noscript>
    </div>
  );
}
