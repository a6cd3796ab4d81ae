import { CONTACT_MESSAGES, type ContactSource } from "#contracts/contact-constants.ts";

export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  source: ContactSource;
  /** The honeypot's value: empty for people. */
  website: string;
}

export type ContactSendResult =
  | { ok: true }
  | {
      ok: false;
      /** The server's `message`, 'Something went wrong' when it gave none, or SPEC's send failure text when unreachable. */
      message: string;
      /** Field → message from a 400 answer. */
      errors: Record<string, string>;
      /** True when the server answered (with a non-OK status), false for a network failure. */
      answered: boolean;
    };

/** POST /api/contact as JSON (SPEC §7): on a non-OK answer the `message` field is used, else 'Something went wrong'. */
export async function sendContactMessage(payload: ContactPayload): Promise<ContactSendResult> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: CONTACT_MESSAGES.sendFailed, errors: {}, answered: false };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  const message = typeof body?.message === "string" && body.message ? body.message : CONTACT_MESSAGES.somethingWentWrong;
  const errors =
    body?.errors && typeof body.errors === "object"
      ? Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : {};
  return { ok: false, message, errors, answered: true };
}
