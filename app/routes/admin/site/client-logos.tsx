import { useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { MediaPickerButton } from "#app/features/admin/media/media-picker.tsx";
import { loadSiteList } from "#app/features/admin/site-content/site-content-api.ts";
import { SiteListScreen } from "#app/features/admin/site-content/site-list-screen.tsx";
import { SITE_LIST_SCREENS } from "#app/features/admin/site-content/site-screens.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import type { Route } from "./+types/client-logos";

const screen = SITE_LIST_SCREENS["client-logos"];

export const meta: Route.MetaFunction = () => adminMeta(`${screen.title} · Site content`);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadSiteList(screen.kind, request);
}
clientLoader.hydrate = true as const;

export default function SiteContentClientlogos() {
  const loaderData = useLoaderData<typeof clientLoader>();
  return <SiteListScreen screen={screen} entries={loaderData.entries} error={loaderData.error} loaderData={loaderData} imagePicker={MediaPickerButton} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title={screen.title} />;
}
