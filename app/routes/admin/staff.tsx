import Mail from "lucide-react/icons/mail";
import Power from "lucide-react/icons/power";
import Trash2 from "lucide-react/icons/trash";
import UserPlus from "lucide-react/icons/user-plus";
import { useEffect, useRef, useState } from "react";
import { useLoaderData } from "react-router";
import { AdminRouteError, LoadError } from "#app/components/admin/admin-error.tsx";
import { AdminPageHeader, adminTable } from "#app/components/admin/admin-page-header.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SectionCard } from "#app/features/admin/account/section-card.tsx";
import { ConfirmStaffChangeDialog } from "#app/features/admin/staff/confirm-staff-change.tsx";
import { InviteDialog } from "#app/features/admin/staff/invite-dialog.tsx";
import { RequireTwoFactorButton } from "#app/features/admin/staff/require-two-factor-button.tsx";
import { deleteStaff, fetchAdminSettings, fetchStaff, resendInvitation, updateStaff } from "#app/features/admin/staff/staff-api.ts";
import { loadAdminData } from "#app/lib/admin-guard.ts";
import { adminMeta } from "#app/lib/admin-meta.ts";
import { readAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { toast } from "#app/lib/toast.ts";
import { focusPageHeading } from "#app/lib/route-announcer.tsx";
import { useRefresh } from "#app/lib/use-refresh.ts";
import { ADMIN_ROLES, type AdminRole, ROLE_LABELS, STAFF_MESSAGES, STAFF_STATUS_LABELS, type StaffStatus } from "#contracts/staff-constants.ts";
import type { AdminSettings, StaffMember } from "#contracts/staff.ts";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => adminMeta("Staff");

const LOAD_FAILED = "Failed to load the staff list";
const STATUS_TONES: Record<StaffStatus, BadgeTone> = { active: "green", invited: "amber", disabled: "slate" };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { data, error } = await loadAdminData(request, {
    load: async () => {
      const [staff, settings] = await Promise.all([fetchStaff(request), fetchAdminSettings(request)]);
      return { staff: staff.data, settings: settings as AdminSettings | null };
    },
    fallback: { staff: [] as StaffMember[], settings: null },
    failureMessage: (caught) => errorMessage(caught, LOAD_FAILED),
    toastId: "staff-fetch",
  });
  return { ...data, error };
}
clientLoader.hydrate = true as const;

/** /admin/staff (owner): everyone on the staff, invitations, roles, disabling and deleting (issue 14). */
export default function AdminStaff() {
  const loaderData = useLoaderData<typeof clientLoader>();
  const { staff, settings, error } = loaderData;
  const refresh = useRefresh(loaderData);
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const selfId = readAdminSession()?.admin.id;

  // Deleting, disabling (it signs the person out at once) and a role to or from owner are asked first,
  // in a dialog that also asks for the password when the server wants it for an owner (decision 066).
  // Enabling is not asked, but for an owner's account (an owner added back). The member stays named while a dialog closes (`open` false), so its words do
  // not change as it fades.
  const [deleting, setDeleting] = useState<{ member: StaffMember; open: boolean } | null>(null);
  const closeDeleting = () => setDeleting((current) => current && { ...current, open: false });
  // The dialog gives the focus back to the delete button that opened it, which went with its row: the
  // page's heading takes it instead (as useDeleteConfirmation does on the other lists).
  const deletedOne = useRef(false);
  useEffect(() => {
    if (deleting?.open || !deletedOne.current) return;
    deletedOne.current = false;
    const frame = requestAnimationFrame(focusPageHeading);
    return () => cancelAnimationFrame(frame);
  }, [deleting]);
  const [disabling, setDisabling] = useState<{ member: StaffMember; open: boolean } | null>(null);
  const closeDisabling = () => setDisabling((current) => current && { ...current, open: false });
  const [enablingOwner, setEnablingOwner] = useState<{ member: StaffMember; open: boolean } | null>(null);
  const closeEnablingOwner = () => setEnablingOwner((current) => current && { ...current, open: false });
  const enable = (member: StaffMember) =>
    member.role === "owner"
      ? setEnablingOwner({ member, open: true })
      : void change(member.id, () => updateStaff(member.id, { disabled: false }), "Could not change this account. Please try again.");

  // Making someone an owner (or no longer one) hands over or takes away everything: asked first.
  const [ownerChange, setOwnerChange] = useState<{ member: StaffMember; role: AdminRole } | null>(null);
  // The server refuses to leave no active owner (STAFF_MESSAGES.lastOwner): the only one's role is not offered.
  const activeOwners = staff.filter((member) => member.role === "owner" && member.status === "active").length;
  const isOnlyOwner = (member: StaffMember) => member.role === "owner" && member.status === "active" && activeOwners === 1;
  const changeRole = (member: StaffMember, role: AdminRole) =>
    change(member.id, () => updateStaff(member.id, { role }), "Could not change the role. Please try again.").then(() => forgetChosenRole(member));
  // A role picked in the list waits for 'Save role': a keyboard moving through the list with the arrow
  // keys (which changes a closed select at once in Chromium and Edge) must not save every role it passes.
  const [chosenRoles, setChosenRoles] = useState<Record<string, AdminRole>>({});
  const chosenRole = (member: StaffMember) => chosenRoles[member.id] ?? member.role;
  function chooseRole(member: StaffMember, role: AdminRole) {
    setChosenRoles(({ [member.id]: _previous, ...others }) => (role === member.role ? others : { ...others, [member.id]: role }));
  }
  function forgetChosenRole(member: StaffMember) {
    setChosenRoles(({ [member.id]: _chosen, ...others }) => others);
  }
  function saveRole(member: StaffMember) {
    const role = chosenRole(member);
    if (role === member.role) return;
    if (role === "owner" || member.role === "owner") setOwnerChange({ member, role });
    else void changeRole(member, role);
  }

  async function change(id: string, work: () => Promise<{ message: string }>, failed: string) {
    setBusy(id);
    try {
      const { message } = await work();
      await refresh();
      toast.success(message);
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(errorMessage(caught, failed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description="Everyone who can sign in to the admin panel. Owners manage everything; editors the blog, portfolio, media, content and projects; sales the dashboard, contacts and subscribers."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Invite someone
          </Button>
        }
      />

      {error ? (
        <div className="mb-4">
          <LoadError message={error} onRetry={() => void refresh()} />
        </div>
      ) : null}

      {staff.length > 0 ? (
        <div className={adminTable.wrapper}>
          <table className={adminTable.table}>
            <caption className="sr-only">Staff accounts</caption>
            <thead className={adminTable.head}>
              <tr>
                <th scope="col" className={adminTable.headCell}>Name</th>
                <th scope="col" className={adminTable.headCell}>Role</th>
                <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>Status</th>
                <th scope="col" className={cn(adminTable.headCell, "hidden md:table-cell")}>2FA</th>
                <th scope="col" className={cn(adminTable.headCell, "hidden lg:table-cell")}>Last sign-in</th>
                <th scope="col" className={adminTable.headCell}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className={adminTable.body}>
              {staff.map((member) => (
                <tr key={member.id} className={adminTable.row}>
                  <td className={adminTable.cell}>
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {member.name}
                      {member.id === selfId ? <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">(you)</span> : null}
                    </span>
                    <span className="block text-xs [overflow-wrap:anywhere] text-slate-500 dark:text-slate-400">
                      {/* A line may break after the @ rather than inside a word. */}
                      {member.email.split("@")[0]}@<wbr />
                      {member.email.split("@").slice(1).join("@")}
                    </span>
                    <span className="mt-1 block sm:hidden">
                      <Badge tone={STATUS_TONES[member.status]}>{STAFF_STATUS_LABELS[member.status]}</Badge>
                    </span>
                  </td>
                  <td className={adminTable.cell}>
                    <label className="sr-only" htmlFor={`role-${member.id}`}>
                      Role of {member.name}
                    </label>
                    <select
                      id={`role-${member.id}`}
                      value={chosenRole(member)}
                      disabled={busy !== null || isOnlyOwner(member)}
                      aria-describedby={isOnlyOwner(member) ? `only-owner-${member.id}` : undefined}
                      onChange={(event) => chooseRole(member, event.target.value as AdminRole)}
                      className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800 dark:disabled:text-slate-400"
                    >
                      {ADMIN_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    {chosenRole(member) !== member.role ? (
                      <span className="mt-1.5 flex flex-wrap gap-1.5">
                        <Button size="sm" className="px-2.5 py-1" aria-label="Save role" disabled={busy !== null} onClick={() => saveRole(member)}>
                          Save
                        </Button>
                        <Button size="sm" variant="secondary" className="px-2.5 py-1" disabled={busy !== null} onClick={() => forgetChosenRole(member)}>
                          Cancel
                        </Button>
                      </span>
                    ) : null}
                    {isOnlyOwner(member) ? (
                      <span id={`only-owner-${member.id}`} className="mt-1 block max-w-40 text-xs text-slate-500 dark:text-slate-400">
                        The only owner: make someone else an owner to change it.
                      </span>
                    ) : null}
                  </td>
                  <td className={cn(adminTable.cell, "hidden sm:table-cell")}>
                    <Badge tone={STATUS_TONES[member.status]}>{STAFF_STATUS_LABELS[member.status]}</Badge>
                  </td>
                  <td className={cn(adminTable.cell, "hidden md:table-cell")}>{member.twoFactorEnabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>}</td>
                  <td className={cn(adminTable.cell, "hidden lg:table-cell")}>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : "Never"}</td>
                  <td className={cn(adminTable.cell, "px-2 text-right sm:px-4")}>
                    {/* Stacked on a phone, so the row fits 390 px without scrolling sideways. */}
                    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                      {member.status === "invited" ? (
                        <RowAction
                          label={`Send the invitation to ${member.email} again`}
                          title="Resend invitation"
                          icon={Mail}
                          onClick={() => void change(member.id, () => resendInvitation(member.id), "Could not send the invitation. Please try again.")}
                        />
                      ) : null}
                      {member.id === selfId ? null : (
                        <>
                          <RowAction
                            label={member.status === "disabled" ? `Enable ${member.name}` : `Disable ${member.name}`}
                            title={member.status === "disabled" ? "Enable" : "Disable"}
                            icon={Power}
                            onClick={() => (member.status === "disabled" ? enable(member) : setDisabling({ member, open: true }))}
                          />
                          <RowAction label={`Delete ${member.name}`} title="Delete" icon={Trash2} danger onClick={() => setDeleting({ member, open: true })} />
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {settings ? <RequireTwoFactor settings={settings} onChanged={refresh} /> : null}

      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={refresh} />
      <ConfirmStaffChangeDialog
        open={ownerChange !== null}
        title={ownerChange?.role === "owner" ? "Make an owner" : "Remove an owner"}
        message={
          ownerChange?.role === "owner"
            ? `Make ${ownerChange.member.name} an owner? Owners manage everything: staff, roles, settings and the activity log.`
            : ownerChange && ownerChange.member.id === selfId
              ? `Make yourself ${ROLE_LABELS[ownerChange.role].toLowerCase()} instead of owner? You will no longer manage staff, settings or the activity log.`
              : `Make ${ownerChange?.member.name ?? ""} ${ownerChange ? ROLE_LABELS[ownerChange.role].toLowerCase() : ""} instead of owner? They will no longer manage staff, settings or the activity log.`
        }
        confirmLabel="Change role"
        busyLabel="Saving..."
        onConfirm={(password) => updateStaff(ownerChange!.member.id, { role: ownerChange!.role, password })}
        onDone={async () => {
          await refresh();
          if (ownerChange) forgetChosenRole(ownerChange.member);
          setOwnerChange(null);
        }}
        onCancel={() => {
          if (ownerChange) forgetChosenRole(ownerChange.member);
          setOwnerChange(null);
        }}
        failed="Could not change the role. Please try again."
      />
      <ConfirmStaffChangeDialog
        open={disabling?.open ?? false}
        title="Disable account"
        message={STAFF_MESSAGES.confirmDisable(disabling?.member.name ?? "")}
        subject={disabling?.member.email}
        confirmLabel="Disable"
        busyLabel="Disabling..."
        onConfirm={(password) => updateStaff(disabling!.member.id, { disabled: true, password })}
        onDone={async () => {
          await refresh();
          closeDisabling();
        }}
        onCancel={closeDisabling}
        failed="Could not change this account. Please try again."
      />
      <ConfirmStaffChangeDialog
        open={enablingOwner?.open ?? false}
        title="Enable account"
        message={STAFF_MESSAGES.confirmEnableOwner(enablingOwner?.member.name ?? "")}
        subject={enablingOwner?.member.email}
        confirmLabel="Enable"
        busyLabel="Enabling..."
        tone="primary"
        onConfirm={(password) => updateStaff(enablingOwner!.member.id, { disabled: false, password })}
        onDone={async () => {
          await refresh();
          closeEnablingOwner();
        }}
        onCancel={closeEnablingOwner}
        failed="Could not change this account. Please try again."
      />
      <ConfirmStaffChangeDialog
        open={deleting?.open ?? false}
        title="Please confirm"
        message="Are you sure you want to delete this account? They can no longer sign in; their activity stays in the log."
        subject={deleting ? `${deleting.member.name} <${deleting.member.email}>` : undefined}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={(password) => deleteStaff(deleting!.member.id, password)}
        onDone={async () => {
          await refresh();
          deletedOne.current = true;
          closeDeleting();
        }}
        onCancel={closeDeleting}
        failed="Could not delete this account. Please try again."
      />
    </>
  );
}

function RequireTwoFactor({ settings, onChanged }: { settings: AdminSettings; onChanged: () => Promise<void> }) {
  return (
    <div className="mt-8">
      <SectionCard
        id="require-two-factor"
        title="Two-factor sign-in for everyone"
        description={
          settings.requireTwoFactor
            ? "Required: staff without it are sent to set it up after signing in, and can use nothing else until they have. Nobody can turn theirs off while it is required."
            : "Not required: each person chooses on their account page."
        }
      >
        <RequireTwoFactorButton required={settings.requireTwoFactor} onChanged={onChanged} />
      </SectionCard>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} title="Staff" />;
}
