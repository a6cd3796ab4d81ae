import FileText from "lucide-react/icons/file-text";
import { useId } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { dialogOpener } from "#app/components/ui/dialog.tsx";
import type { ContactSource } from "#contracts/contact-constants.ts";
import type { ProposalDelivery } from "./proposal-lead.ts";
import { ProposalDialog } from "./proposal-dialog.tsx";

interface ProposalButtonProps {
  label: string;
  delivery: ProposalDelivery;
  /** Which page asked (stored with the enquiry). */
  source: ContactSource;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A button that opens the 'Request a Proposal' modal: the browser opens it (invoker command), so it works
 * before React has loaded and without JavaScript; focus comes back to it when the modal closes.
 */
export function ProposalButton({ label, delivery, source, variant = "accent", size = "lg", className }: ProposalButtonProps) {
  const id = `proposal-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <>
      <Button variant={variant} size={size} className={className} {...dialogOpener(id)}>
        <FileText className="size-5" aria-hidden="true" />
        {label}
      </Button>
      <ProposalDialog id={id} delivery={delivery} source={source} />
    </>
  );
}
