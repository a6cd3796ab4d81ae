import { FileText } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import type { ContactSource } from "#contracts/contact-constants.ts";
import type { ProposalDelivery } from "./proposal-lead.ts";
import { ProposalDialog } from "./proposal-dialog.tsx";

interface ProposalButtonProps {
  label: string;
  delivery: ProposalDelivery;
  /** Which page asked (stored with the enquiry). */
  source?: ContactSource;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** A button that opens the 'Request a Proposal' modal; focus comes back to it when the modal closes. */
export function ProposalButton({ label, delivery, source, variant = "accent", size = "lg", className }: ProposalButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FileText className="size-5" aria-hidden="true" />
        {label}
      </Button>
      <ProposalDialog open={open} onClose={() => setOpen(false)} delivery={delivery} source={source} />
    </>
  );
}
