import type { ContactSource } from "#contracts/contact-constants.ts";
import { FORM_MESSAGES, PROPOSAL_SUBJECT, type ProposalValues } from "./proposal-lead.ts";

export type SendOutcome =
  | { ok: true }
  | { ok: false; message: string; fieldErrors?: Partial<Record<keyof ProposalValues, string>> };

/**
 * Sends a proposal request to POST /api/contact as a 'Quote Request' (SPEC §7). A non-OK answer's
 * `message` is shown, else 'Something went wrong'; a request that never got an answer is a send failure.
 */
export async function sendProposalRequest(values: ProposalValues, source: ContactSource): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ...values, phone: "", subject: PROPOSAL_SUBJECT, source }),
    });
  } catch {
    return { ok: false, message: FORM_MESSAGES.sendFailed };
  }
  if (response.ok) return { ok: true };

  const body: unknown = await response.json().catch(() => null);
  const answer = typeof body === "object" && body !== null ? (body as { message?: unknown; errors?: unknown }) : {};
  const message = typeof answer.message === "string" && answer.message.trim() ? answer.message : FORM_MESSAGES.somethingWentWrong;
  return { ok: false, message, fieldErrors: pickFieldErrors(answer.errors) };
}

function pickFieldErrors(errors: unknown): Partial<Record<keyof ProposalValues, string>> | undefined {
  if (typeof errors !== "object" || errors === null) return undefined;
  const picked: Partial<Record<keyof ProposalValues, string>> = {};
  for (const field of ["name", "email", "message"] as const) {
    const value = (errors as Record<string, unknown>)[field];
    if (typeof value === "string" && value) picked[field] = value;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}
