import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { CloseGuard, useCloseGuard } from "#app/lib/use-leave-guard.tsx";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { SITE_CONTENT_MESSAGES } from "#contracts/site-content.ts";
import type { ImagePickerButton } from "#app/components/admin/media-picker-props.ts";
import { SiteContentForm } from "./site-content-form.tsx";
import { SiteContentTabs } from "./site-content-tabs.tsx";

/** A one-record screen's client loader (company details, site images): the record, or null and the message. */
export async function loadSiteRecord<T>(request: Request, load: () => Promise<T>, toastId: string) {
  const { data: record, error } = await loadAdminData(request, {
    load,
    fallback: null as T | null,
    failureMessage: (failure) => errorMessage(failure, SITE_CONTENT_MESSAGES.fetchFailed),
    toastId,
  });
  return { record, error };
}

interface SiteRecordScreenProps {
  title: string;
  description: string;
  /** The "View page" links. */
  actions: ReactNode;
  schema: z.ZodType;
  record: (Record<string, unknown> & { updatedAt: string | null }) | null;
  error: string | null;
  labels: Record<string, string>;
  submit: (input: unknown) => Promise<unknown>;
  successToast: string;
  submitLabel: string;
  imagePicker: ImagePickerButton;
  /** The route's loader data, so a save waits until the stored record is on screen. */
  loaderData: unknown;
}

/** A screen for one record of the site's copy: its form, built from the contract, on the page. */
export function SiteRecordScreen({ title, description, actions, record, error, loaderData, ...form }: SiteRecordScreenProps) {
  const revalidator = useRevalidator();
  const refresh = useRefresh(loaderData);
  // Cancel puts back what is stored: a new form (asked first when something is unsaved).
  const [cancels, setCancels] = useState(0);
  const closeGuard = useCloseGuard();
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      <SiteContentTabs />
      {error ? <LoadError message={error} onRetry={() => revalidator.revalidate()} /> : null}
      {record ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          {/* A new key after each save or cancel: the form starts again from what is stored. */}
          <CloseGuard key={`${record.updatedAt ?? "shipped"}-${cancels}`} guard={closeGuard}>
            <SiteContentForm
              record={record}
              onSaved={refresh}
              onCancel={() => {
                if (closeGuard.mayClose()) setCancels((count) => count + 1);
              }}
              {...form}
            />
          </CloseGuard>
        </div>
      ) : null}
    </>
  );
}
