import { useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { fetchCompanyDetails, saveCompanyDetails } from "#app/features/admin/site-content/site-content-api.ts";
import { SiteContentForm } from "#app/features/admin/site-content/site-content-form.tsx";
import { SiteContentTabs, ViewPageLink } from "#app/features/admin/site-content/site-content-tabs.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { type CompanyDetailsRecord, companyDetailsInputSchema } from "#contracts/site-company.ts";
import { SITE_CONTENT_MESSAGES } from "#contracts/site-content.ts";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = () => adminMeta("Company details · Site content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: details, error } = await loadAdminData(request, {
    load: () => fetchCompanyDetails(request),
    fallback: null as CompanyDetailsRecord | null,
    failureMessage: (failure) => errorMessage(failure, SITE_CONTENT_MESSAGES.fetchFailed),
    toastId: "site-company-fetch",
  });
  return { details, error };
}
clientLoader.hydrate = true as const;

const LABELS = {
  legalName: "Legal name",
  nameMeaning: "What the name means (About page)",
  word: "The name",
  about: "About (the info panel's text)",
  whatsapp: "WhatsApp",
  number: "Number (international, digits only)",
  region: "State",
  postalCode: "PIN code",
  countryCode: "Country code",
  mapUrl: "Map link",
  hours: "Business hours",
  social: "Social links",
  url: "Address (https://…)",
  responseTime: "Response time (e.g. 24-48 hours)",
  foundedYear: "Founded in",
};

/** The one record the header's info panel, the footer, the contact page, the chat button, JSON-LD and emails read. */
export default function SiteCompany() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { details, error } = loaderData;
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  return (
    <>
      <AdminPageHeader
        title="Company details"
        description="Shown in the header's info panel, the footer, the contact page, the chat button, search results and every email."
        actions={<ViewPageLink href="/contact" label="View contact page" />}
      />
      <SiteContentTabs />
      {error ? <LoadError message={error} onRetry={() => revalidator.revalidate()} /> : null}
      {details ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <SiteContentForm
            key={details.updatedAt ?? "shipped"}
            imagePicker={MediaPickerButton}
            schema={companyDetailsInputSchema}
            record={details}
            labels={LABELS}
            submit={saveCompanyDetails}
            successToast="Company details saved"
            submitLabel="Save company details"
            onSaved={refresh}
            onCancel={() => revalidator.revalidate()}
          />
        </div>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Company details" />;
}
