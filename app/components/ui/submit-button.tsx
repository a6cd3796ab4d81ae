import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

interface SubmitButtonProps {
  /** The form is being sent: the button waits and says so. */
  submitting: boolean;
  icon: LucideIcon;
  /** Read out (and shown, with `busyText`) while sending, e.g. "Saving". */
  busyLabel: string;
  /** What the button says while sending; default: its label. */
  busyText?: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A form's submit button: its icon, or a spinner while the form is being sent. */
export function SubmitButton({ submitting, icon: Icon, busyLabel, busyText, disabled = false, variant, size, className, children }: SubmitButtonProps) {
  const iconSize = size === "lg" ? "size-5" : "size-4";
  return (
    <Button type="submit" variant={variant} size={size} className={className} disabled={submitting || disabled}>
      {submitting ? <Spinner className={`${iconSize} text-current dark:text-current`} label={busyLabel} /> : <Icon className={iconSize} aria-hidden="true" />}
      {submitting && busyText ? busyText : children}
    </Button>
  );
}
