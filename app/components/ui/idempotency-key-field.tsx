import { useState } from "react";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, newIdempotencyKey } from "#contracts/idempotency-constants.ts";

/**
 * The key that makes a public form's submission count once (contracts/idempotency.ts): made when the
 * form renders, posted with the form without JavaScript, sent as the Idempotency-Key header with it
 * (`idempotencyHeaders`). A retry after a lost reply or a double submit carries the same key, so the
 * server answers the first result and stores nothing new. One line in every public form.
 */
export function IdempotencyKeyField() {
  const [key] = useState(newIdempotencyKey);
  // Uncontrolled: the key is read from the form itself, whichever render (server or browser) wrote it.
  return <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue={key} />;
}

function keyInput(form: HTMLFormElement): HTMLInputElement | null {
  const input = form.elements.namedItem(IDEMPOTENCY_FIELD);
  return input instanceof HTMLInputElement ? input : null;
}

/** The header for a JSON submission of `form` (none when the form has no key field). */
export function idempotencyHeaders(form: HTMLFormElement): Record<string, string> {
  const key = keyInput(form)?.value;
  return key ? { [IDEMPOTENCY_HEADER]: key } : {};
}

/** After a success, the same form on screen is a new submission (use-form.ts calls this). */
export function renewIdempotencyKey(form: HTMLFormElement | null) {
  const input = form && keyInput(form);
  if (input) input.value = newIdempotencyKey();
}
