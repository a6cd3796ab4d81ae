import { AdminEmptyState, NoFilterMatches } from "#app/components/admin/admin-empty-state.tsx";
import Inbox from "lucide-react/icons/inbox";
import { useCallback, useState } from "react";
import { toast } from "#app/lib/toast.ts";
import { redirect, type ShouldRevalidateFunctionArgs, useLoaderData, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { FilterSelect } from "#app/components/admin/filter-select.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { SearchBox } from "#app/components/admin/search-box.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ContactDetailsDialog } from "#app/features/admin/contacts/contact-details-dialog.tsx";
import { contactListQuery, readContactFilters } from "#app/features/admin/contacts/contact-filters.ts";
import { deleteContact, fetchContact, fetchContacts, setContactStatus } from "#app/features/admin/contacts/contacts-api.ts";
import { ContactsTable } from "#app/features/admin/contacts/contacts-table.tsx";
import { ReplyDialog } from "#app/features/admin/contacts/reply-dialog.tsx";
import { loadAdminData, requireAdminSession } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { useFilterParams } from "#app/lib/use-filter-params.ts";
import { useDeleteConfirmation } from "#app/lib/use-delete-confirmation.ts";
import { type AdminContact, CONTACT_ADMIN_MESSAGES, CONTACT_STATUS_FILTERS, type ContactDetail } from "#contracts/contact-admin.ts";
import { DEFAULT_PAGE_SIZE, pageCount } from "#contracts/pagination.ts";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = () => adminMeta("Contacts");

/**
 * The inbox, filtered and paged on the server from the URL's search, status and page. With
 * ?contact={id} (the link in the staff notification email) that contact's details open; opening a
 * `new` contact marks it `read` before the list is fetched, so its row shows the new status.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireAdminSession(request);
  const url = new URL(request.url);
  const filters = readContactFilters(url.searchParams);

  let detail: ContactDetail | null = null;
  if (filters.contact) {
    try {
      detail = await fetchContact(filters.contact, request);
      if (detail.status === "new") detail = { ...detail, status: (await setContactStatus(detail._id, "read")).status };
    } catch (error) {
      if (error instanceof Response || request.signal.aborted) throw error;
      toast.error(errorMessage(error, CONTACT_ADMIN_MESSAGES.fetchFailed), { id: "contact-detail" });
    }
  }

  const { data: list, error } = await loadAdminData(request, {
    load: async () => {
      const list = await fetchContacts(contactListQuery(filters), request);
      // Past the last page (e.g. after deleting the last contact on it): go to the last page that exists.
      if (list.data.length === 0 && list.total > 0 && filters.page > 1) {
        url.searchParams.set("page", String(pageCount(list.total, list.pageSize)));
        throw redirect(`${url.pathname}?${url.searchParams}`);
      }
      return list;
    },
    // SPEC §8: the list is emptied.
    fallback: { data: [] as AdminContact[], total: 0, page: filters.page, pageSize: DEFAULT_PAGE_SIZE },
    failureMessage: () => CONTACT_ADMIN_MESSAGES.fetchFailed,
    toastId: "contacts-fetch",
  });
  return { list, filters, detail, error };
}
clientLoader.hydrate = true as const;

/** Closing the details modal only drops ?contact: the list on screen is still right, no refetch. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.has("contact") && !nextUrl.searchParams.has("contact")) {
    const before = new URLSearchParams(currentUrl.search);
    before.delete("contact");
    if (before.toString() === nextUrl.searchParams.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export default function AdminContacts() {
  const { list, filters, detail, error } = useLoaderData<typeof clientLoader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [replyTo, setReplyTo] = useState<AdminContact | null>(null);
  const deletion = useDeleteConfirmation({
    remove: (contact: AdminContact) => deleteContact(contact._id),
    deleted: CONTACT_ADMIN_MESSAGES.deleted,
    failed: () => CONTACT_ADMIN_MESSAGES.deleteFailed,
    describe: (contact) => `${contact.name} <${contact.email}>`,
  });
  const [marking, setMarking] = useState(false);

  const busy = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/admin/contacts");
  const openId = searchParams.get("contact");
  const shownDetail = detail && detail._id === openId ? detail : null;

  const updateParams = useFilterParams({ keepPageFor: ["contact"] });
  const onSearch = useCallback((search: string) => updateParams({ search }), [updateParams]);

  async function mark(contact: ContactDetail, status: "new" | "replied") {
    setMarking(true);
    try {
      await setContactStatus(contact._id, status);
      // Closed first, then the list refreshed: closing alone does not reload it (shouldRevalidate), and
      // reloading with the contact still open would mark an unread one read again.
      await updateParams({ contact: null });
      await revalidator.revalidate();
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(CONTACT_ADMIN_MESSAGES.statusUpdateFailed);
    } finally {
      setMarking(false);
    }
  }

  const filtered = Boolean(filters.search || filters.status);

  return (
    <>
      <AdminPageHeader
        title="Contacts"
        description="Enquiries from the contact forms. Open one to read it in full, reply by email or delete it."
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          value={filters.search}
          onSearch={onSearch}
          label="Search contacts"
          placeholder="Search name, email, subject or message"
          className="flex-1"
        />
        <FilterSelect
          label="Filter by status"
          value={filters.status}
          options={CONTACT_STATUS_FILTERS}
          onChange={(status) => updateParams({ status })}
          className="sm:w-44"
        />
        {busy ? <Spinner className="size-5" label="Loading contacts" /> : null}
      </div>

      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => revalidator.revalidate()} />
        </div>
      ) : null}

      {list.data.length > 0 ? (
        <ContactsTable
          contacts={list.data}
          busy={busy}
          onView={(contact) => updateParams({ contact: contact._id })}
          onReply={setReplyTo}
          onDelete={deletion.ask}
        />
      ) : error ? null : filtered ? (
        <NoFilterMatches icon={Inbox} noun="contacts" onClear={() => updateParams({ search: null, status: null })} />
      ) : (
        <AdminEmptyState icon={Inbox} title="No contacts yet">
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Enquiries from the website's forms will appear here.</p>
        </AdminEmptyState>
      )}

      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} noun={list.total === 1 ? "contact" : "contacts"} />

      <ContactDetailsDialog
        contact={shownDetail}
        onClose={() => updateParams({ contact: null })}
        onReply={(contact) => {
          updateParams({ contact: null });
          setReplyTo(contact);
        }}
        onMark={mark}
        marking={marking}
      />
      <ReplyDialog
        contact={replyTo}
        onClose={() => setReplyTo(null)}
        onSent={async () => {
          await revalidator.revalidate();
          setReplyTo(null);
        }}
      />
      <ConfirmDialog {...deletion.dialog} title="Delete contact" message={CONTACT_ADMIN_MESSAGES.confirmDelete} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Contacts" />;
}
