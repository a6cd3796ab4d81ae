import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";

/**
 * A field only bots fill in: off-screen, hidden from screen readers, out of the tab order and
 * ignored by autofill. A submission that fills it is answered like a success and stored nowhere.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden opacity-0">
      <label>
        Website (leave this empty)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in a submitted form. */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
