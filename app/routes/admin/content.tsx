import { useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { RecordListScreen } from "#app/components/admin/record-list-screen.tsx";
import { deleteContentItem, fetchContentItems } from "#app/features/admin/content/content-api.ts";
import { ContentItemForm } from "#app/features/admin/content/content-item-form.tsx";
import { ContentItemsTable } from "#app/features/admin/content/content-items-table.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { CONTENT_MESSAGES, type ContentItem } from "#contracts/content.ts";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => adminMeta("Content");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data: items, error } = await loadAdminData(request, {
    load: () => fetchContentItems(request),
    fallback: [] as ContentItem[],
    failureMessage: () => CONTENT_MESSAGES.fetchFailed,
    toastId: "content-fetch",
  });
  return { items, error };
}
clientLoader.hydrate = true as const;

export default function AdminContent() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { items, error } = loaderData;

  return (
    <RecordListScreen<ContentItem>
      title="Content"
      description={
        <>
          Text blocks for the website. A <strong className="font-semibold">published</strong> item at{" "}
          <code className="font-mono text-xs">home/hero</code> or <code className="font-mono text-xs">about/vision</code> replaces that part
          of the site at once, without a new release.
        </>
      }
      newLabel="Add Content"
      error={error}
      loaderData={loaderData}
      recordKey={(item) => item.id}
      formTitle={{ edit: "Edit Content", new: "Add Content" }}
      deletion={{
        remove: (item) => deleteContentItem(item.id),
        deleted: CONTENT_MESSAGES.deleted,
        failed: () => CONTENT_MESSAGES.failed,
        title: "Delete content",
        message: CONTENT_MESSAGES.confirmDelete,
      }}
      list={(actions) => <ContentItemsTable items={items} failedToLoad={error !== null} {...actions} />}
      form={({ record, onSaved, onCancel }) => <ContentItemForm item={record} onCancel={onCancel} onSaved={onSaved} />}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Content" />;
}
