import { useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { serviceOfferings } from "#app/content/service-offerings.ts";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { fetchSiteImages, saveSiteImages } from "#app/features/admin/site-content/site-content-api.ts";
import { ViewPageLink } from "#app/features/admin/site-content/site-content-tabs.tsx";
import { loadSiteRecord, SiteRecordScreen } from "#app/features/admin/site-content/site-record-screen.tsx";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { siteImagesInputSchema } from "#contracts/site-images.ts";
import type { Route } from "./+types/images";

export const meta: Route.MetaFunction = () => adminMeta("Images · Site content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadSiteRecord(request, () => fetchSiteImages(request), "site-images-fetch");
}
clientLoader.hydrate = true as const;

/** The hero's pictures are named by the service they illustrate. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries(serviceOfferings.map((offering) => [offering.link.replace("/services/", ""), offering.title])),
  hero: "Home page hero (one picture per featured service)",
  gallery: "Studio gallery (home page, in this order)",
  aboutVideoPoster: "About page: the story video's poster",
};

/** The site's own pictures: the home hero, the studio gallery, the About video poster, from the media library. */
export default function SiteImagesScreen() {
  const loaderData = useLoaderData<typeof clientLoader>();
  return (
    <SiteRecordScreen
      title="Images"
      description="The pictures of the home page's hero and studio gallery and the About page's video poster, chosen from the media library."
      actions={
        <>
          <ViewPageLink href="/" label="View home page" />
          <ViewPageLink href="/about" label="View About page" />
        </>
      }
      schema={siteImagesInputSchema}
      record={loaderData.record}
      error={loaderData.error}
      loaderData={loaderData}
      labels={LABELS}
      submit={saveSiteImages}
      successToast="Images saved"
      submitLabel="Save images"
      imagePicker={MediaPickerButton}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Images" />;
}
