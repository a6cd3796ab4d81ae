import { CircleAlert } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextArea, TextInput } from "#app/components/ui/field.tsx";
import {
  FORM_MESSAGES,
  type ProposalDelivery,
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  type ProposalValues,
} from "./proposal-lead.ts";
import { sendProposalRequest } from "./send-proposal.ts";
import type { ContactSource } from "#contracts/contact-constants.ts";

type FieldName = keyof ProposalValues;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: ProposalValues = { name: "", email: "", message: "" };
const FIELDS: FieldName[] = ["name", "email", "message"];
/** Something@something.something: what an address must look like before we accept it. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rule of SPEC §5 (name, email of email type, message: all required), checked in code on top of
 * the browser's own constraint validation (`validity` of each control).
 */
export function validateProposal(values: ProposalValues, validity?: Partial<Record<FieldName, ValidityState>>): Errors {
  const errors: Errors = {};
  if (!values.name.trim() || validity?.name?.valueMissing) errors.name = FORM_MESSAGES.nameRequired;
  if (!values.email.trim() || validity?.email?.valueMissing) errors.email = FORM_MESSAGES.emailRequired;
  else if (validity?.email?.typeMismatch || !EMAIL_SHAPE.test(values.email.trim())) errors.email = FORM_MESSAGES.emailInvalid;
  if (!values.message.trim() || validity?.message?.valueMissing) errors.message = FORM_MESSAGES.messageRequired;
  return errors;
}

interface ProposalDialogProps {
  open: boolean;
  onClose: () => void;
  delivery: ProposalDelivery;
  /** Stored with the enquiry so staff see which page it came from (email delivery only). */
  source?: ContactSource;
}

/**
 * 'Request a Proposal' (SPEC §2, §5): Name, Email and Message, 'Close' and 'Send Proposal'.
 * With `delivery="spreadsheet"` (leads generation) the request becomes leads_data.xlsx in the browser
 * and nothing is sent; with `delivery="email"` (SEO, Google Ads) it goes to POST /api/contact.
 */
export function ProposalDialog({ open, onClose, delivery, source = "other" }: ProposalDialogProps) {
  const [values, setValues] = useState<ProposalValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog has just opened (its own effect ran first): start in the first field.
  useEffect(() => {
    if (open) controlOf(formRef.current, "name")?.focus();
  }, [open]);

  const close = () => {
    if (busy) return;
    setErrors({});
    setFailure(null);
    onClose();
  };

  const update = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, its message follows what the visitor types.
    if (errors[field]) setErrors({ ...errors, [field]: validateProposal(next, validityOf(formRef.current))[field] });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found = validateProposal(values, validityOf(form));
    setErrors(found);
    setFailure(null);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      controlOf(form, firstInvalid)?.focus();
      return;
    }
    const trimmed: ProposalValues = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    setBusy(true);
    try {
      if (delivery === "spreadsheet") {
        try {
          const { downloadLeadSpreadsheet } = await import("./leads-spreadsheet.ts");
          await downloadLeadSpreadsheet({ ...trimmed, timestamp: new Date().toISOString() });
        } catch {
          toast.error(PROPOSAL_MESSAGES.saveToExcelFailed);
          return;
        }
        toast.success(PROPOSAL_MESSAGES.savedToExcel);
      } else {
        const outcome = await sendProposalRequest(trimmed, source);
        if (!outcome.ok) {
          setFailure(outcome.message);
          if (outcome.fieldErrors) setErrors(outcome.fieldErrors);
          toast.error(outcome.message);
          return;
        }
        toast.success(PROPOSAL_MESSAGES.sent);
      }
      setValues(EMPTY);
      setErrors({});
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const busyLabel = delivery === "spreadsheet" ? "Saving..." : "Sending...";
  return (
    // The panel sets its own width and alignment: the <dialog> sits wherever its trigger is (a centred
    // call-to-action band, a large-text column) and would otherwise inherit those styles.
    <Dialog open={open} onClose={close} title="Request a Proposal" closeLabel="Close dialog" className="mx-auto w-full max-w-lg text-left text-base">
      <p className="-mt-2 mb-5 text-sm text-slate-600 dark:text-slate-300">
        Tell us a little about your business and what you need. All fields are required.
      </p>
      {failure ? (
        <p
          role="alert"
          className="mb-5 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failure}
        </p>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Request a Proposal">
        <Field label="Name" error={errors.name}>
          {(control) => (
            <TextInput
              {...control}
              name="name"
              autoComplete="name"
              required
              maxLength={PROPOSAL_LIMITS.name}
              value={values.name}
              onChange={(event) => update("name", event.target.value)}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email}>
          {(control) => (
            <TextInput
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={PROPOSAL_LIMITS.email}
              value={values.email}
              onChange={(event) => update("email", event.target.value)}
            />
          )}
        </Field>
        <Field label="Message" error={errors.message}>
          {(control) => (
            <TextArea
              {...control}
              name="message"
              rows={4}
              required
              maxLength={PROPOSAL_LIMITS.message}
              value={values.message}
              onChange={(event) => update("message", event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : "Send Proposal"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function controlOf(form: HTMLFormElement | null, field: FieldName) {
  const control = form?.elements.namedItem(field);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control : null;
}

function validityOf(form: HTMLFormElement | null): Partial<Record<FieldName, ValidityState>> {
  const validity: Partial<Record<FieldName, ValidityState>> = {};
  for (const field of FIELDS) {
    const control = controlOf(form, field);
    if (control) validity[field] = control.validity;
  }
  return validity;
}
