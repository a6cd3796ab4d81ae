import { useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { fetchCompanyDetails, saveCompanyDetails } from "#app/features/admin/site-content/site-content-api.ts";
import { ViewPageLink } from "#app/features/admin/site-content/site-content-tabs.tsx";
import { loadSiteRecord, SiteRecordScreen } from "#app/features/admin/site-content/site-record-screen.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { companyDetailsInputSchema } from "#contracts/site-company.ts";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = () => adminMeta("Company details · Site content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadSiteRecord(request, () => fetchCompanyDetails(request), "site-company-fetch");
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
  return (
    <SiteRecordScreen
      title="Company details"
      description="Shown in the header's info panel, the footer, the contact page, the chat button, page titles, search results, the blog feed and every email."
      actions={<ViewPageLink href="/contact" label="View contact page" />}
      schema={companyDetailsInputSchema}
      record={loaderData.record}
      error={loaderData.error}
      loaderData={loaderData}
      labels={LABELS}
      submit={saveCompanyDetails}
      successToast="Company details saved"
      submitLabel="Save company details"
      imagePicker={MediaPickerButton}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Company details" />;
}
