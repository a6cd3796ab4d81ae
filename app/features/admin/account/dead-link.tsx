import type { ReactNode } from "react";
import { AuthCard, AuthMessage } from "#app/components/admin/auth-card.tsx";
import { ApiRequestError } from "#app/lib/api-client.ts";

/**
 * A one-time link (an invitation, a password reset), checked as its page opens: why it no longer works
 * (the server's sentence), or, while it works, the check's answer (an invitation's says whom it is for).
 * When the check itself fails (offline, too many checks) neither: the page shows its form as before,
 * and sending it gets the same answer.
 */
export async function checkOneTimeLink<Answer>(
  token: string,
  check: (token: string) => Promise<Answer>,
  noTokenMessage: string,
): Promise<{ deadLink: string | null; answer: Answer | null }> {
  if (!token) return { deadLink: noTokenMessage, answer: null };
  try {
    return { deadLink: null, answer: await check(token) };
  } catch (error) {
    return { deadLink: error instanceof ApiRequestError && error.status === 400 ? error.message : null, answer: null };
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
