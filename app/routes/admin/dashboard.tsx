import CalendarClock from "lucide-react/icons/calendar-clock";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import Users from "lucide-react/icons/users";
import type { ComponentType, ReactNode } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { fetchDashboard } from "#app/features/admin/dashboard/dashboard-api.ts";
import { EmailDeliveryNote } from "#app/features/admin/dashboard/email-delivery-note.tsx";
import { WeeklyChart } from "#app/features/admin/dashboard/weekly-chart.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { cn } from "#app/lib/cn.ts";
import { DASHBOARD_MESSAGES, type DashboardSummary } from "#contracts/dashboard.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: summary, error } = await loadAdminData<DashboardSummary | null>(request, {
    load: () => fetchDashboard(request),
    fallback: null,
    failureMessage: () => DASHBOARD_MESSAGES.fetchFailed,
    toastId: "dashboard-fetch",
  });
  return { summary, error };
}
clientLoader.hydrate = true as const;

const number = (value: number) => value.toLocaleString("en-IN");

function Card({ title, icon: Icon, children, footer }: { title: string; icon: ComponentType<{ className?: string }>; children: ReactNode; footer: ReactNode }) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-300">{title}</h2>
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-2 flex-1">{children}</div>
      <div className="mt-4 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">{footer}</div>
    </section>
  );
}

/** The card's main figure. */
function Headline({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{number(value)}</dd>
    </div>
  );
}

/** A smaller figure that links into the filtered list. */
function Figure({ label, value, to, dot }: { label: string; value: number; to: string; dot?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <dt>
        <Link to={to} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-300">
          {dot ? <span className={cn("size-2 rounded-full", dot)} aria-hidden="true" /> : null}
          {label}
        </Link>
      </dt>
      <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{number(value)}</dd>
    </div>
  );
}

const footerLink = "font-semibold text-brand-700 hover:underline dark:text-brand-300";

export default function AdminDashboard() {
  const { summary, error } = useLoaderData<typeof clientLoader>();
  const revalidator = useRevalidator();

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={summary ? `Figures as of ${formatDateTime(summary.generatedAt)}. "This week" means the last 7 days.` : undefined}
      />
      {error || !summary ? (
        <LoadError message={error ?? DASHBOARD_MESSAGES.fetchFailed} onRetry={() => revalidator.revalidate()} />
      ) : (
        <>
          {summary.email ? <EmailDeliveryNote email={summary.email} /> : null}
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {summary.contacts ? (
              <Card title="Contacts" icon={Mail} footer={<Link to="/admin/contacts" className={footerLink}>Open the inbox</Link>}>
                <dl>
                  <Headline label="Total contacts" value={summary.contacts.total} />
                </dl>
                <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                  <Figure label="New" value={summary.contacts.byStatus.new} to="/admin/contacts?status=new" dot="bg-emerald-500" />
                  <Figure label="Read" value={summary.contacts.byStatus.read} to="/admin/contacts?status=read" dot="bg-sky-500" />
                  <Figure label="Replied" value={summary.contacts.byStatus.replied} to="/admin/contacts?status=replied" dot="bg-purple-500" />
                </dl>
              </Card>
            ) : null}

            {summary.contacts && summary.subscribers ? (
              <Card title="This week" icon={CalendarClock} footer={<span className="text-slate-600 dark:text-slate-400">The last 7 days</span>}>
                <dl>
                  <Headline label="Contacts this week" value={summary.contacts.newThisWeek} />
                </dl>
                <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                  <Figure label="New subscribers this week" value={summary.subscribers.thisWeek} to="/admin/subscribers" />
                </dl>
              </Card>
            ) : null}

            {summary.subscribers ? (
              <Card title="Newsletter" icon={Users} footer={<Link to="/admin/subscribers" className={footerLink}>See subscribers</Link>}>
                <dl>
                  <Headline label="Subscribers" value={summary.subscribers.total} />
                </dl>
                <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                  <Figure label="Confirmed" value={summary.subscribers.confirmed} to="/admin/subscribers?status=confirmed" />
                  <Figure label="Awaiting confirmation" value={summary.subscribers.pending} to="/admin/subscribers?status=pending" />
                </dl>
              </Card>
            ) : null}

            {summary.posts && summary.portfolio ? (
              <Card title="Published" icon={FileText} footer={<Link to="/admin/blog" className={footerLink}>Manage the blog</Link>}>
                <dl>
                  <Headline label="Published blog posts" value={summary.posts.published} />
                </dl>
                <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                  <Figure label="Scheduled posts" value={summary.posts.scheduled} to="/admin/blog?status=scheduled" />
                  <Figure label="Draft posts" value={summary.posts.draft} to="/admin/blog?status=draft" />
                  <Figure label="Published portfolio items" value={summary.portfolio.published} to="/admin/portfolio?status=published" />
                  <Figure label="Draft portfolio items" value={summary.portfolio.draft} to="/admin/portfolio?status=draft" />
                </dl>
              </Card>
            ) : null}
          </div>

          {summary.weekly ? (
            <section aria-labelledby="weekly-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
              <h2 id="weekly-heading" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
                Last 12 weeks
              </h2>
              <WeeklyChart weeks={summary.weekly} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Dashboard" />;
}
