import type { ReactNode } from "react";
import { Logo } from "#app/components/layout/logo.tsx";

/**
 * The frame of the admin's public pages (sign in, forgot and reset password, accept an invitation,
 * confirm an email): the logo, one card with a heading, and a way back to the website.
 */
export function AuthCard({ title, description, alert, children }: { title: string; description?: ReactNode; alert?: ReactNode; children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 px-4 py-12 dark:from-slate-950 dark:via-slate-950 dark:to-brand-950"
    >
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo size="large" />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-brand-900/5 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
          {alert}
          {children}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          <a href="/" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            ← Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}

/** The red message above a form, the green one after it went through, or a neutral word on why the page is shown. */
export function AuthMessage({ tone, children }: { tone: "error" | "success" | "notice"; children: ReactNode }) {
  if (tone === "notice") {
    return (
      <p role="status" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
        {children}
      </p>
    );
  }
  return tone === "error" ? (
    <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300">
      {children}
    </p>
  ) : (
    <p role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200">
      {children}
    </p>
  );
}

export const authLinkClass = "font-semibold text-brand-700 hover:underline dark:text-brand-300";
