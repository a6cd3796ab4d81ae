import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { SITE_CONTENT_PAGES } from "#app/features/admin/site-content/site-screens.ts";
import { requireAdminSession } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { CONTENT_LOCATIONS } from "#contracts/content.ts";
import { ADMIN_SECTIONS } from "#contracts/staff-constants.ts";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => adminMeta("Site content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireAdminSession(request);
  return null;
}
clientLoader.hydrate = true as const;

/** The 'Site content' area: everything a visitor reads, one screen per kind. */
export default function SiteContentOverview() {
  return (
    <>
      <AdminPageHeader
        title="Site content"
        description={
          <>
            Everything visitors read on the website, one screen per kind. Changes show on the site at once. Text that replaces part of a
            page ({CONTENT_LOCATIONS.map((entry) => entry.label).join(", ")}) is in{" "}
            <Link to={ADMIN_SECTIONS.content.path} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
              {ADMIN_SECTIONS.content.label}
            </Link>
            .
          </>
        }
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SITE_CONTENT_PAGES.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
            >
              <span className="flex items-center justify-between gap-2 font-bold text-slate-900 dark:text-white">
                {page.title}
                <ArrowRight className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">{page.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Site content" />;
}
