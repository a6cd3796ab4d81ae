import type { LucideIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/cn.ts";

interface FormActionsProps {
  onCancel: () => void;
  /** The form is being sent: both buttons wait, the submit button says so. */
  submitting: boolean;
  /** The submit button's label, e.g. "Create Post". */
  label: string;
  /** Its label while sending, e.g. "Saving...". */
  busyLabel?: string;
  /** An icon before the label (a spinner takes its place while sending). */
  icon?: LucideIcon;
  /** Also keeps the submit button disabled (e.g. while an image uploads). */
  waiting?: boolean;
  /** A line above the buttons, for long forms. */
  separated?: boolean;
}

/** The end of an admin form: Cancel, and the button that sends it. */
export function FormActions({ onCancel, submitting, label, busyLabel = "Saving...", icon: Icon, waiting = false, separated = true }: FormActionsProps) {
  return (
    <div className={cn("flex flex-wrap justify-end gap-3", separated && "border-t border-slate-200 pt-5 dark:border-slate-800")}>
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting || waiting}>
        {Icon ? submitting ? <Spinner className="size-4 text-current dark:text-current" label={busyLabel} /> : <Icon className="size-4" aria-hidden="true" /> : null}
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}
