import LogOut from "lucide-react/icons/log-out";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import { useState } from "react";
import { adminTable } from "#app/components/admin/admin-page-header.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { clearAdminSession } from "#app/lib/admin-session.ts";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { toast } from "#app/lib/toast.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import type { AdminSession } from "#contracts/staff.ts";
import { endSession, signOut } from "./account-api.ts";
import { SectionCard } from "./section-card.tsx";

/** The account's sessions (one per sign-in), with a way to end one, or all of them. */
export function SessionsSection({ sessions, onChanged, onSignedOut }: { sessions: AdminSession[]; onChanged: () => Promise<void>; onSignedOut: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<void>, failed: string) {
    setBusy(id);
    try {
      await work();
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(errorMessage(caught, failed));
    } finally {
      setBusy(null);
    }
  }

  const end = (session: AdminSession) =>
    run(
      session.id,
      async () => {
        await endSession(session.id);
        await onChanged();
        toast.success(STAFF_MESSAGES.sessionEnded);
      },
      "Could not end the session. Please try again.",
    );

  const everywhere = () =>
    run(
      "everywhere",
      async () => {
        await signOut(true);
        clearAdminSession();
        toast.success(STAFF_MESSAGES.signedOutEverywhere);
        onSignedOut();
      },
      "Could not sign out everywhere. Please try again.",
    );

  return (
    <SectionCard id="sessions" title="Where you are signed in" description="Each sign-in is a session. End one you do not recognise, or sign out on every device at once.">
      <div className={adminTable.wrapper}>
        <table className={adminTable.table}>
          <caption className="sr-only">Your sessions, most recently used first</caption>
          <thead className={adminTable.head}>
            <tr>
              <th scope="col" className={adminTable.headCell}>Device</th>
              <th scope="col" className={cn(adminTable.headCell, "hidden md:table-cell")}>Address</th>
              <th scope="col" className={cn(adminTable.headCell, "hidden sm:table-cell")}>Last active</th>
              <th scope="col" className={adminTable.headCell}><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className={adminTable.body}>
            {sessions.map((session) => (
              <tr key={session.id} className={adminTable.row}>
                <td className={adminTable.cell}>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <MonitorSmartphone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    <span>{session.device}</span>
                    {session.current ? <Badge tone="green">This device</Badge> : null}
                  </span>
                  <span className="block text-xs text-slate-500 sm:hidden dark:text-slate-400">{formatDateTime(session.lastSeenAt)}</span>
                </td>
                <td className={cn(adminTable.cell, "hidden md:table-cell")}>{session.ip ?? "—"}</td>
                <td className={cn(adminTable.cell, "hidden sm:table-cell")}>{formatDateTime(session.lastSeenAt)}</td>
                <td className={cn(adminTable.cell, "text-right")}>
                  {session.current ? null : (
                    <Button variant="secondary" size="sm" onClick={() => end(session)} disabled={busy !== null} aria-label={`End the session on ${session.device}`}>
                      End
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="danger" className="mt-5" onClick={everywhere} disabled={busy !== null}>
        <LogOut className="size-4" aria-hidden="true" />
        Sign out everywhere
      </Button>
    </SectionCard>
  );
}
