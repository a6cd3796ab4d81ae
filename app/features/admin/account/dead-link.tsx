import type { ReactNode } from "react";
import { AuthCard, AuthMessage } from "#app/components/admin/auth-card.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";

/**
 * Why a one-time link (an invitation, a password reset) no longer works, asked as its page opens: the
 * server's sentence, or null while it works. When the check itself fails (offline, too many checks)
 * the page shows its form as before: sending it gets the same answer.
 */
export async function deadLinkMessage(token: string, check: (token: string) => Promise<unknown>, noTokenMessage: string): Promise<string | null> {
  if (!token) return noTokenMessage;
  try {
    await check(token);
    return null;
  } catch (error) {
    return error instanceof ApiRequestError && error.status === 400 ? error.message : null;
  }
}

/** What a dead link's page shows instead of a form nobody could send: why, and the way forward. */
export function DeadLinkCard({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <AuthCard title={title} alert={<AuthMessage tone="error">{message}</AuthMessage>}>
      <div className="mt-6 flex flex-col items-center gap-4 text-center text-sm">{children}</div>
    </AuthCard>
  );
}
