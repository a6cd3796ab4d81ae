import { useLoaderData, useRevalidator } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { fetchSiteImages, saveSiteImages } from "#app/features/admin/site-content/site-content-api.ts";
import { SiteContentForm } from "#app/features/admin/site-content/site-content-form.tsx";
import { SiteContentTabs, ViewPageLink } from "#app/features/admin/site-content/site-content-tabs.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { type SiteImagesRecord, siteImagesInputSchema } from "#contracts/site-images.ts";
import { SITE_CONTENT_MESSAGES } from "#contracts/site-content.ts";
import { serviceOfferings } from "#app/content/service-offerings.ts";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = () => adminMeta("Images · Site content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: images, error } = await loadAdminData(request, {
    load: () => fetchSiteImages(request),
    fallback: null as SiteImagesRecord | null,
    failureMessage: (failure) => errorMessage(failure, SITE_CONTENT_MESSAGES.fetchFailed),
    toastId: "site-images-fetch",
  });
  return { images, error };
}
clientLoader.hydrate = true as const;

/** The hero's pictures are named by the service they illustrate. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(serviceOfferings.map((offering) => [offering.link.replace("/services/", ""), `${offering.title}`])),
  hero: "Home page hero (one picture per featured service)",
  gallery: "Studio gallery (home page, in this order)",
  aboutVideoPoster: "About page: the story video's poster",
};
/** The site's own pictures: the home hero, the studio gallery, the About video poster, from the media library. */
export default function SiteImagesScreen() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { images, error } = loaderData;
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  return (
    <>
      <AdminPageHeader
        title="Images"
        description="The pictures of the home page's hero and studio gallery and the About page's video poster, chosen from the media library."
        actions={
          <>
            <ViewPageLink href="/" label="View home page" />
            <ViewPageLink href="/about" label="View About page" />
          </>
        }
      />
      <SiteContentTabs />
      {error ? <LoadError message={error} onRetry={() => revalidator.revalidate()} /> : null}
      {images ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <SiteContentForm
            key={images.updatedAt ?? "shipped"}
            imagePicker={MediaPickerButton}
            schema={siteImagesInputSchema}
            record={images}
            labels={LABELS}
            submit={saveSiteImages}
            successToast="Images saved"
            submitLabel="Save images"
            onSaved={refresh}
            onCancel={() => revalidator.revalidate()}
          />
        </div>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Images" />;
}
