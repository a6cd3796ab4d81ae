import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ContactSource } from "#contracts/contact-constants.ts";
import { honeypotValue } from "./honeypot-field.tsx";
import { sendContactMessage } from "./send-contact-message.ts";

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_VALUES: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** What the /contact route action hands back when a form posted without JavaScript is refused. */
export interface ContactFormState {
  values: ContactFormValues;
  /** The banner text: the server's message. */
  message: string;
  errors: Record<string, string>;
}

export interface ContactFailure {
  message: string;
  /** The server answered (a 4xx/5xx with a message) rather than being unreachable. */
  answered: boolean;
}

/**
 * State and submission for the contact forms (SPEC §4): idle → sending (button disabled) → on
 * success the form is cleared and the visitor goes to /thank-you; on failure the values stay and
 * the failure is shown. With JavaScript the form posts JSON to /api/contact; without it, the same
 * <form> posts to the /contact route action.
 */
export function useContactForm(options: { source: ContactSource; fixedSubject?: string; initial?: ContactFormState }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(options.initial?.values ?? EMPTY_CONTACT_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>(options.initial?.errors ?? {});
  const [failure, setFailure] = useState<ContactFailure | null>(
    options.initial?.message ? { message: options.initial.message, answered: true } : null,
  );
  const [sending, setSending] = useState(false);

  const control = <Name extends keyof ContactFormValues>(name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      // A corrected field loses its error message.
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _fixed, ...rest } = current;
        return rest;
      });
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSending(true);
    setFailure(null);
    const result = await sendContactMessage({
      ...values,
      subject: options.fixedSubject ?? values.subject,
      source: options.source,
      website: honeypotValue(form),
    });
    if (result.ok) {
      setValues(EMPTY_CONTACT_VALUES);
      setErrors({});
      await navigate("/thank-you");
      return;
    }
    setErrors(result.errors);
    setFailure({ message: result.message, answered: result.answered });
    setSending(false);
    // Take the visitor to the first field that needs fixing.
    const firstInvalid = Object.keys(result.errors)[0];
    if (firstInvalid) form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }

  return { formRef, values, control, errors, failure, sending, onSubmit };
}
