import { Link, useLoaderData } from "react-router";
import { AdminRouteError } from "#app/components/admin/admin-error.tsx";
import { RecordListScreen } from "#app/components/admin/record-list-screen.tsx";
import { deleteContentItem, fetchContentItems } from "#app/features/admin/content/content-api.ts";
import { ContentItemForm } from "#app/features/admin/content/content-item-form.tsx";
import { ContentItemsTable } from "#app/features/admin/content/content-items-table.tsx";
import { SITE_LIST_SCREENS } from "#app/features/admin/site-content/site-screens.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { CONTENT_LOCATIONS, CONTENT_MESSAGES, type ContentItem } from "#contracts/content.ts";
import { ADMIN_SECTIONS } from "#contracts/staff-constants.ts";
import type { Route } from "./+types/content";

const inlineLink = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300";

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
          Text that replaces part of a page, at the places pages read:{" "}
          {CONTENT_LOCATIONS.map((entry, index) => (
            <span key={entry.location}>
              {index > 0 ? (index === CONTENT_LOCATIONS.length - 1 ? " and " : ", ") : null}
              {entry.label} (<code className="font-mono text-xs">{entry.path}</code>)
            </span>
          ))}
          . A <strong className="font-semibold">published</strong> item shows there at once. The rest of the site&apos;s copy, the privacy
          policy and terms included, is in{" "}
          <Link to={ADMIN_SECTIONS.site.path} className={inlineLink}>
            {ADMIN_SECTIONS.site.label}
          </Link>{" "}
          (<Link to={SITE_LIST_SCREENS["legal-pages"].path} className={inlineLink}>
            {SITE_LIST_SCREENS["legal-pages"].title}
          </Link>
          ).
        </>
      }
      newLabel="Add Content"
      error={error}
      loaderData={loaderData}
      linkable={{ records: items, id: (item) => item.id }}
      recordKey={(item) => item.id}
      formTitle={{ edit: "Edit Content", new: "Add Content" }}
      deletion={{
        remove: (item) => deleteContentItem(item.id),
        deleted: CONTENT_MESSAGES.deleted,
        failed: () => CONTENT_MESSAGES.failed,
        describe: (item) => `${item.title} (${item.location})`,
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
