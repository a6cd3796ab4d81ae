import ImageIcon from "lucide-react/icons/image";
import { useCallback, useState } from "react";
import { redirect, useLoaderData, useRevalidator } from "react-router";
import { AdminEmptyState } from "#app/components/admin/admin-empty-state.tsx";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { ImageInUseDialog } from "#app/features/admin/media/image-in-use-dialog.tsx";
import { deleteMediaItem, fetchMediaPage, type MediaPage, readMediaQuery } from "#app/features/admin/media/media-api.ts";
import { MediaCard } from "#app/features/admin/media/media-card.tsx";
import { MediaUploader } from "#app/features/admin/media/media-uploader.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { useFilterParams } from "#app/lib/use-filter-params.ts";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { MEDIA_MESSAGES, MEDIA_PAGE_SIZE, type MediaItem } from "#contracts/media.ts";
import { pageCount } from "#contracts/pagination.ts";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => adminMeta("Media Library");

/** One page of the library (`?q=` searches alt text and file names, `?page=` pages through 50 at a time). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const query = readMediaQuery(url.searchParams);
  const { data: library, error } = await loadAdminData(request, {
    load: async () => {
      const library = await fetchMediaPage(query, request);
      // Past the last page (e.g. after deleting the last image on it): the last page that exists.
      if (library.items.length === 0 && library.total > 0 && query.page > 1) {
        url.searchParams.set("page", String(pageCount(library.total, library.pageSize)));
        throw redirect(`${url.pathname}?${url.searchParams}`);
      }
      return library;
    },
    fallback: { items: [], total: 0, page: query.page, pageSize: MEDIA_PAGE_SIZE } satisfies MediaPage,
    failureMessage: (failure) => errorMessage(failure, MEDIA_MESSAGES.fetchFailed),
    toastId: "media-fetch",
  });
  return { library, query, error };
}
clientLoader.hydrate = true as const;

export default function MediaLibrary() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { library, query, error } = loaderData;
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  const deletion = useDeleteConfirmation({
    remove: (item: MediaItem) => deleteMediaItem(item.id),
    deleted: MEDIA_MESSAGES.deleted,
    // A refusal (409: something started using it since the page loaded) says where the image is used.
    failed: (failure) => errorMessage(failure, MEDIA_MESSAGES.deleteFailed),
    describe: (item) => item.originalName || item.alt || item.url,
  });
  const [inUse, setInUse] = useState<MediaItem | null>(null);
  const onDelete = (item: MediaItem) => (item.usedBy.length > 0 ? setInUse(item) : deletion.ask(item));

  const updateParams = useFilterParams();
  const onSearch = useCallback((q: string) => updateParams({ q }), [updateParams]);

  return (
    <>
      <AdminPageHeader
        title="Media Library"
        description="Every uploaded image, its alt text and where it is used. Blog posts, portfolio items and legal pages show the alt text written here; site content (services, case studies, testimonials, team, client logos, site images) shows the alt text written on its own screen."
        actions={<MediaUploader onFinished={() => void refresh()} />}
      />
      <div className="mb-6">
        <SearchBox value={query.q} onSearch={onSearch} label="Search images" placeholder="Alt text or file name" className="max-w-md" />
      </div>
      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {library.items.length === 0 && !error ? (
        <AdminEmptyState icon={ImageIcon} title={query.q ? MEDIA_MESSAGES.noMatches : MEDIA_MESSAGES.empty} />
      ) : (
        <ul aria-label="Images" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {library.items.map((item) => (
            <MediaCard key={`${item.id}:${item.alt}:${item.decorative}`} item={item} onSaved={refresh} onDelete={onDelete} />
          ))}
        </ul>
      )}
      {library.total > library.pageSize || library.page > 1 ? <Pagination page={library.page} pageSize={library.pageSize} total={library.total} noun="images" /> : null}

      <ConfirmDialog {...deletion.dialog} title="Delete image" message={MEDIA_MESSAGES.confirmDelete} />
      <ImageInUseDialog item={inUse} onClose={() => setInUse(null)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Media Library" />;
}
