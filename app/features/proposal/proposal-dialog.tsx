import { useEffect } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { IdempotencyKeyField, idempotencyHeaders } from "#app/components/ui/idempotency-key-field.tsx";
import { ApiRequestError, fetchJson } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { ContactSource } from "#contracts/contact-constants.ts";
import {
  FORM_MESSAGES,
  type ProposalDelivery,
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  PROPOSAL_SUBJECT,
  type ProposalValues,
} from "./proposal-lead.ts";

const EMPTY: ProposalValues = { name: "", email: "", message: "" };

/** A failure to build the spreadsheet (SPEC §8 'Failed to save data to Excel'). */
class SpreadsheetFailed extends Error {}

interface ProposalDialogProps {
  open: boolean;
  onClose: () => void;
  delivery: ProposalDelivery;
  /** Stored with the enquiry so staff see which page it came from (email delivery only). */
  source?: ContactSource;
}

/**
 * 'Request a Proposal' (SPEC §2, §5): Name, Email and Message, 'Close' and 'Send Proposal', all
 * required (the proposal schema, loaded on submit). With `delivery="spreadsheet"` (leads generation)
 * the request becomes leads_data.xlsx in the browser and nothing is sent; with `delivery="email"`
 * (SEO, Google Ads) it goes to POST /api/contact as a 'Quote Request'.
 */
export function ProposalDialog({ open, onClose, delivery, source = "other" }: ProposalDialogProps) {
  const { formRef, field, errors, failure, submitting: busy, onSubmit, clearMessages } = useForm({
    initialValues: EMPTY,
    schema: () => import("#contracts/contact.ts").then((contract) => contract.proposalSchema),
    submit: async (lead, form) => {
      if (delivery === "email") {
        await fetchJson("/api/contact", { json: { ...lead, phone: "", subject: PROPOSAL_SUBJECT, source }, headers: idempotencyHeaders(form) });
        return;
      }
      try {
        const { downloadLeadSpreadsheet } = await import("./leads-spreadsheet.ts");
        await downloadLeadSpreadsheet({ ...lead, timestamp: new Date().toISOString() });
      } catch {
        throw new SpreadsheetFailed(PROPOSAL_MESSAGES.saveToExcelFailed);
      }
    },
    onSuccess: onClose,
    resetOnSuccess: true,
    successToast: delivery === "spreadsheet" ? PROPOSAL_MESSAGES.savedToExcel : PROPOSAL_MESSAGES.sent,
    // SPEC §7: the server's message (or 'Something went wrong'); unreachable, the send failure.
    failureMessage: (error) =>
      error instanceof SpreadsheetFailed || error instanceof ApiRequestError ? error.message : FORM_MESSAGES.sendFailed,
    toasts: "submit",
  });

  // The dialog has just opened (its own effect ran first): start in the first field.
  useEffect(() => {
    const name = formRef.current?.elements.namedItem("name");
    if (open && name instanceof HTMLElement) name.focus();
  }, [open, formRef]);

  // Closed without sending: what was typed stays for next time, the messages do not.
  const close = () => {
    if (busy) return;
    clearMessages();
    onClose();
  };

  const busyLabel = delivery === "spreadsheet" ? "Saving..." : "Sending...";
  return (
    // The panel sets its own width and alignment: the <dialog> sits wherever its trigger is (a centred
    // call-to-action band, a large-text column) and would otherwise inherit those styles.
    <Dialog open={open} onClose={close} title="Request a Proposal" closeLabel="Close dialog" className="mx-auto w-full max-w-lg text-left text-base">
      <p className="-mt-2 mb-5 text-sm text-slate-600 dark:text-slate-300">
        Tell us a little about your business and what you need. All fields are required.
      </p>
      {/* What a submit came to; the rules' messages stand at the fields. */}
      {failure?.error !== undefined ? <FormBanner className="mb-5">{failure.message}</FormBanner> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Request a Proposal">
        <IdempotencyKeyField />
        <Field label="Name" error={errors.name}>
          {(control) => <TextInput {...control} {...field("name")} autoComplete="name" required maxLength={PROPOSAL_LIMITS.name} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(control) => (
            <TextInput {...control} {...field("email")} type="email" autoComplete="email" required maxLength={PROPOSAL_LIMITS.email} />
          )}
        </Field>
        <Field label="Message" error={errors.message}>
          {(control) => <TextArea {...control} {...field("message")} rows={4} required maxLength={PROPOSAL_LIMITS.message} />}
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
