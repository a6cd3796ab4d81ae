import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** A red banner for a failed load, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <span className="flex items-center gap-2">
        <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
        {message}
      </span>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** What an admin page shows when it breaks unexpectedly: inside the admin layout, with a way back. */
export function AdminRouteError({ error, title }: { error: unknown; title: string }): ReactNode {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "This page could not be shown.";
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <LoadError message={`${message} Please reload the page; if it keeps happening, tell whoever runs the website.`} />
    </div>
  );
}
