import { useEffect } from "react";
import { PrivacyNote } from "#app/components/ui/privacy-note.tsx";
import { useCompany } from "#app/lib/company.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, dialogCloser } from "#app/components/ui/dialog.tsx";
import { Field, TextArea, TextInput } from "#app/components/ui/field.tsx";
import { FormBanner } from "#app/components/ui/form-banner.tsx";
import { HoneypotField, honeypotValue } from "#app/components/ui/honeypot-field.tsx";
import { IdempotencyKeyField, idempotencyHeaders } from "#app/components/ui/idempotency-key-field.tsx";
import { ApiRequestError, fetchJson } from "#app/lib/api-client.ts";
import { islandProps } from "#app/lib/page-script.ts";
import { island } from "#app/lib/islands/island.tsx";
import { useForm } from "#app/lib/use-form.ts";
import type { ContactSource } from "#contracts/contact-constants.ts";
import { HONEYPOT_FIELD } from "#contracts/honeypot.ts";
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
  /** The <dialog>'s id, which its opening button names (`dialogOpener`). */
  id: string;
  delivery: ProposalDelivery;
  /** Stored with the enquiry so staff see which page it came from. */
  source: ContactSource;
}

/**
 * 'Request a Proposal' (SPEC §2, §5): Name, Email and Message, 'Close' and 'Send Proposal', all
 * required (the proposal schema, loaded on submit). Every request reaches the agency's inbox as a
 * 'Quote Request' (POST /api/contact: stored, confirmation and staff emails); on leads generation
 * (`delivery="email-and-spreadsheet"`) it is also saved as leads_data.xlsx in the browser with SPEC's
 * toast (docs/decisions/023). Without JavaScript the form
 * posts to the /contact action, which stores it the same way and shows the thank-you page.
 */
function ProposalDialogView({ id, delivery, source }: ProposalDialogProps) {
  const { responseTime } = useCompany();
  const spreadsheet = delivery === "email-and-spreadsheet";
  const { formRef, field, errors, failure, submitting: busy, onSubmit, clearMessages } = useForm({
    initialValues: EMPTY,
    schema: () => import("#contracts/contact.ts").then((contract) => contract.proposalSchema),
    submit: async (lead, form) => {
      if (spreadsheet) {
        try {
          const { downloadLeadSpreadsheet } = await import("./leads-spreadsheet.ts");
          await downloadLeadSpreadsheet({ ...lead, timestamp: new Date().toISOString() });
        } catch {
          throw new SpreadsheetFailed(PROPOSAL_MESSAGES.saveToExcelFailed);
        }
      }
      await fetchJson("/api/contact", {
        json: { ...lead, phone: "", subject: PROPOSAL_SUBJECT, source, [HONEYPOT_FIELD]: honeypotValue(form) },
        headers: idempotencyHeaders(form),
      });
    },
    onSuccess: () => (document.getElementById(id) as HTMLDialogElement | null)?.close(),
    resetOnSuccess: true,
    successToast: spreadsheet ? PROPOSAL_MESSAGES.savedToExcel : PROPOSAL_MESSAGES.sent(responseTime),
    // SPEC §7: the server's message (or 'Something went wrong'); unreachable, the send failure.
    failureMessage: (error) =>
      error instanceof SpreadsheetFailed || error instanceof ApiRequestError ? error.message : FORM_MESSAGES.sendFailed,
    toasts: "submit",
  });

  // With React the form checks its fields itself and shows the messages beside them; without it the
  // browser checks the `required` rules before posting.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [formRef]);

  // Opened: start in the first field. Closed without sending: what was typed stays, the messages do not.
  const onOpenChange = (open: boolean) => {
    if (!open) return clearMessages();
    const name = formRef.current?.elements.namedItem("name");
    if (name instanceof HTMLElement) name.focus();
  };

  const busyLabel = spreadsheet ? "Saving..." : "Sending...";
  return (
    // The panel sets its own width and alignment: the <dialog> sits wherever its trigger is (a centred
    // call-to-action band, a large-text column) and would otherwise inherit those styles.
    <Dialog
      id={id}
      onOpenChange={onOpenChange}
      initialFocus="content"
      title="Request a Proposal"
      closeLabel="Close dialog"
      className="mx-auto w-full max-w-lg text-left text-base"
    >
      <p className="-mt-2 mb-5 text-sm text-slate-600 dark:text-slate-300">
        Tell us a little about your business and what you need. All fields are required.
      </p>
      {/* What a submit came to; the rules' messages stand at the fields. */}
      {failure?.error !== undefined ? <FormBanner className="mb-5">{failure.message}</FormBanner> : null}
      <form
        ref={formRef}
        method="post"
        action="/contact"
        onSubmit={onSubmit}
        className="relative space-y-4"
        aria-label="Request a Proposal"
        {...islandProps()}
      >
        <input type="hidden" name="subject" value={PROPOSAL_SUBJECT} />
        <input type="hidden" name="source" value={source} />
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
        <HoneypotField />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" {...dialogCloser(id)} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : "Send Proposal"}
          </Button>
        </div>
        <PrivacyNote className="text-slate-500 sm:text-right dark:text-slate-400" />
      </form>
    </Dialog>
  );
}

/** An island (docs/decisions/052): hydrated on its own on public pages. */
export const ProposalDialog = island("proposal-dialog", ProposalDialogView);
