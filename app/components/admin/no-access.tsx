import ArrowLeft from "lucide-react/icons/arrow-left";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { ADMIN_SECTIONS, type AdminRole, type AdminSection, homeFor, homeSectionFor, ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_MESSAGES } from "#contracts/staff-constants.ts";

/**
 * What the admin layout shows, instead of the screen, to someone whose role may not use it (the API
 * refuses it with 403 too): which screen, what their role covers, and the way back to their own start.
 */
export function NoAccess({ role, section }: { role: AdminRole; section: AdminSection }) {
  const home = homeSectionFor(role);
  return (
    <>
      <AdminPageHeader
        title={`No access to ${ADMIN_SECTIONS[section].label}`}
        description={`Your role, ${ROLE_LABELS[role]}, covers: ${ROLE_DESCRIPTIONS[role].toLowerCase()}.`}
      />
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
        <p role="alert" className="font-medium">
          {STAFF_MESSAGES.forbidden} Ask an owner if you need this screen.
        </p>
        <ButtonLink to={homeFor(role)} className="mt-4">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go to {ADMIN_SECTIONS[home].label}
        </ButtonLink>
      </div>
    </>
  );
}
