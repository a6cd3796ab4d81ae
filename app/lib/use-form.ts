import { type ChangeEvent, type FormEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { renewIdempotencyKey } from "#app/components/ui/idempotency-key-field.tsx";
import { toast } from "#app/lib/toast.ts";
import { ApiRequestError, isUnauthorized } from "./api-client.ts";

/**
 * The one way every form works, admin and public (docs/decisions/012-one-form-hook.md):
 * values, field errors and the saving state live here; a submit is checked with the same Zod schema
 * the server uses (safeParse → a message per field → focus on the first invalid control), then sent;
 * the server's own `{ message, errors }` comes back the same way. Public forms also post without
 * JavaScript (`method="post"` to a route action that parses with the same schema).
 */

export type FieldErrors = Record<string, string>;

/** What a form validates with: a schema from contracts/ (anything with Zod's `safeParse`). */
export interface FormSchema<Output> {
  safeParse(input: unknown):
    | { success: true; data: Output }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Why the last submit did not go through. */
export interface FormFailure {
  message: string;
  /** "invalid": a field broke a rule (here or at the server); "failed": anything else (the server refused, the network failed). */
  reason: "invalid" | "failed";
  /** What the submit threw (an ApiRequestError when the server answered), for forms that say more. */
  error?: unknown;
}

interface FormOptions<Values, Output, Result> {
  initialValues: Values;
  /**
   * The contract's schema, or a function that imports it: public pages load Zod only when a form is
   * sent, so their first load stays small. If it cannot be loaded, the server (same schema) judges.
   */
  schema: FormSchema<Output> | (() => Promise<FormSchema<Output>>);
  /** Shapes the values for the schema (e.g. a blank number → undefined). Default: the values. */
  toInput?: (values: Values) => unknown;
  /** A reason to refuse before checking anything (e.g. no session): toasted, nothing sent. */
  refuse?: () => string | null;
  /** Sends valid data (e.g. through the API client); throw to report a failure. */
  submit: (data: Output, form: HTMLFormElement) => Promise<Result>;
  /** After a successful submit (the form may be gone by then: it is fine to navigate). */
  onSuccess?: (result: Result) => void | Promise<void>;
  /** The sentence for a failed submit: shown by the form (`failure`) and toasted. */
  failureMessage: (error: unknown) => string;
  /** The toast for a failed submit when it differs from `failureMessage` (SPEC §8 words some generically). */
  failureToast?: (error: unknown) => string;
  /** The success toast: fixed words, or the server's (e.g. its answer's `message`). */
  successToast?: string | ((result: Result) => string);
  /**
   * Toasts, in one slot per form (a new message replaces the last one; a success without a message
   * clears it): "all" reports broken rules and outcomes (admin forms, the newsletter), "submit" only
   * what a submit came to (the proposal modal, whose messages stand at its fields).
   */
  toasts?: "all" | "submit";
  /** Empty the form after a successful submit (it stays on the page). */
  resetOnSuccess?: boolean;
  /** A submission the route action refused (no JavaScript): its field errors and message. */
  initialErrors?: FieldErrors;
  initialFailure?: FormFailure | null;
}

type TextFields<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

export function useForm<Values extends object, Output, Result = unknown>(options: FormOptions<Values, Output, Result>) {
  const formRef = useRef<HTMLFormElement>(null);
  const toastId = useId();
  const [values, setValues] = useState<Values>(options.initialValues);
  // What is stored: the values the form opened with, then those it last saved.
  const [savedValues, setSavedValues] = useState<Values>(options.initialValues);
  // Compared, not counted: a field typed in and put back as it was is not an unsaved change.
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(savedValues), [values, savedValues]);
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [failure, setFailure] = useState<FormFailure | null>(options.initialFailure ?? null);
  const [submitting, setSubmitting] = useState(false);
  // The controls `field()` binds, by name: their value on screen is `values[name]` once React owns them.
  const textFields = useRef(new Set<string>());
  // A refused submit moves focus to the first field to fix, once React has drawn the messages and
  // enabled the controls again (a control disabled while sending cannot take focus).
  const focusPending = useRef(false);

  // A public page takes React on the visitor's first touch (docs/decisions/022): on a slow phone, a
  // second or more of typing lands in the native controls before React owns them. React keeps that text
  // on screen while hydrating, not in `values`, and the first render after hydration would write
  // `values` over it: take it in before that (a layout effect runs in the hydrating commit).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const name of textFields.current) {
      const control = form.elements.namedItem(name);
      const shown = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement ? control.value : null;
      if (shown !== null && shown !== (options.initialValues as Record<string, unknown>)[name]) typed[name] = shown;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, when React first owns the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusPending.current || submitting) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current, Object.keys(errors));
  });

  /**
   * Changes one value; a corrected field loses its error message. Once the last field named in the
   * errors is changed, the form's own "invalid" message and its toast go too: nothing on screen still
   * says there is a problem the person has just dealt with. A "failed" message (the server, the
   * network) stays until the next submit: typing does not fix it.
   */
  function setValue<Key extends keyof Values & string>(name: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [name]: value }));
    // An updater: one change may set two fields (a post's title, and the slug that follows it).
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _fixed, ...rest } = current;
      if (Object.keys(rest).length === 0) lastErrorFixed.current = true;
      return rest;
    });
  }
  const lastErrorFixed = useRef(false);
  useEffect(() => {
    if (!lastErrorFixed.current) return;
    lastErrorFixed.current = false;
    if (failure?.reason !== "invalid") return;
    setFailure(null);
    toast.dismiss(toastId);
  }, [errors, failure, toastId]);

  // A page that is a refused no-JavaScript submission: the browser focuses the first field to fix as
  // it loads, and scrolls to it (`autofocus`, from the server's HTML: no script needed). Without it the
  // visitor lands at the top of the page, the form and its messages possibly a few screens below.
  // `field()` is called in the form's order, so the first one asked for with an error is the first on screen.
  let autoFocusGiven = false;

  /** `name`, `value` and `onChange` for a native input, select or textarea holding text. */
  function field<Key extends TextFields<Values>>(name: Key) {
    textFields.current.add(name);
    const autoFocus = !autoFocusGiven && options.initialErrors?.[name] !== undefined && errors[name] !== undefined;
    if (autoFocus) autoFocusGiven = true;
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as Values[Key]),
      ...(autoFocus ? { autoFocus } : {}),
    };
  }

  function report(found: FieldErrors, next: FormFailure, toastText = next.message) {
    setErrors(found);
    setFailure(next);
    if (options.toasts === "all" || (options.toasts === "submit" && next.error !== undefined)) toast.error(toastText, { id: toastId });
    focusPending.current = true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const refusal = options.refuse?.();
    if (refusal) {
      report({}, { message: refusal, reason: "failed" });
      return;
    }
    setSubmitting(true);
    try {
      const input = options.toInput ? options.toInput(values) : values;
      const schema = await loadSchema(options.schema);
      let data = input as Output;
      if (schema) {
        const parsed = schema.safeParse(input);
        if (!parsed.success) {
          const found = fieldErrorsOf(parsed.error.issues);
          report(found, { message: parsed.error.issues[0]?.message ?? options.failureMessage(null), reason: "invalid" });
          return;
        }
        data = parsed.data;
      }
      try {
        const result = await options.submit(data, form);
        // The next submit of this form is a new one, not a retry of this one.
        renewIdempotencyKey(form);
        setErrors({});
        setFailure(null);
        if (options.resetOnSuccess) setValues(options.initialValues);
        else setSavedValues(values);
        await options.onSuccess?.(result);
        // After onSuccess (e.g. the page's list refreshed): what the toast says is already on screen.
        const successText = typeof options.successToast === "function" ? options.successToast(result) : options.successToast;
        if (successText) toast.success(successText, { id: toastId });
        else toast.dismiss(toastId);
      } catch (error) {
        // A 401 is not this form's to report: the API client has sent the admin to sign in.
        if (isUnauthorized(error)) return;
        const found = error instanceof ApiRequestError && error.errors ? error.errors : {};
        const message = options.failureMessage(error);
        report(found, { message, reason: Object.keys(found).length > 0 ? "invalid" : "failed", error }, options.failureToast?.(error) ?? message);
      }
    } finally {
      setSubmitting(false);
    }
  }

  /** Clears the messages, keeping what was typed (e.g. a modal closed without sending). */
  function clearMessages() {
    setErrors({});
    setFailure(null);
  }

  return {
    formRef,
    values,
    /** The values differ from what is stored (e.g. for `useLeaveGuard`, app/lib/use-leave-guard.tsx). */
    dirty,
    setValue,
    field,
    errors,
    failure,
    submitting,
    onSubmit,
    clearMessages,
  };
}

async function loadSchema<Output>(schema: FormSchema<Output> | (() => Promise<FormSchema<Output>>)): Promise<FormSchema<Output> | null> {
  if (typeof schema !== "function") return schema;
  try {
    return await schema();
  } catch {
    // Offline, or a new release replaced the file: the server checks the same rules.
    return null;
  }
}

/** Field → first message (the same shape the API sends as `errors`). */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * Moves focus to the first field that needs fixing, in the order the form shows them, and brings it to
 * the middle of the screen (a long dialog may be scrolled to its buttons), so keyboard and screen reader
 * users land on it and everyone sees its message: the controls marked invalid, and those named like a
 * field with an error (a control without a Field around it).
 */
function focusFirstInvalid(form: HTMLFormElement | null, fields: string[]) {
  if (!form) return;
  const named = fields.map((name) => form.elements.namedItem(name)).filter((control) => control instanceof HTMLElement);
  const first = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'), ...named].filter(canTakeFocus).sort(inPageOrder)[0];
  if (!first) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: "center" });
}

/** Not disabled, not a hidden input, not a wrapper marked invalid. */
const canTakeFocus = (control: HTMLElement) => !control.matches(":disabled") && control.tabIndex >= 0 && control.getClientRects().length > 0;

const inPageOrder = (a: Node, b: Node) => (a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
