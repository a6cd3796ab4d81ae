import { PageHeader } from "#app/components/layout/page-header.tsx";
import { contactPage } from "#app/content/contact-page.ts";
import { ContactDetails } from "#app/features/contact/contact-details.tsx";
import { ContactPageForm } from "#app/features/contact/contact-page-form.tsx";
import { SITE_LAYOUT_ROUTE_ID, type SiteChromeData, useCompany } from "#app/lib/company.ts";
import { pageMeta, siteFrom } from "#app/lib/seo.ts";
import { site } from "#contracts/site.ts";
import type { Route } from "./+types/contact";
import { handleContactPost } from "./contact.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const chrome = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID)?.data as SiteChromeData | undefined;
  const responseTime = chrome?.company.responseTime ?? site.responseTime;
  return pageMeta({ title: contactPage.title, description: contactPage.metaDescription(responseTime), path: "/contact", site: siteFrom(matches) });
};

/** The contact forms posted without JavaScript land here (with JavaScript they use POST /api/contact). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleContactPost(request, context);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <>
      <PageHeader title={contactPage.title} subtitle={contactPage.subtitle(company.responseTime)} />
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900/60 dark:shadow-none">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{contactPage.form.heading}</h2>
          <div className="mt-6">
            {/* Keyed so a refused no-JavaScript post starts the form from what was sent. */}
            <ContactPageForm key={actionData ? JSON.stringify(actionData.values) : "empty"} initial={actionData} />
          </div>
        </div>
      </section>
    </>
  );
}
