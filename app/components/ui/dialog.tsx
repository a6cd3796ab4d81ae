import { X } from "lucide-react";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "#app/lib/cn.ts";
import { pushOpenDialog, removeOpenDialog, useTopmostDialog } from "#app/lib/open-dialogs.ts";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** "center" for modals, "right" or "left" for a side panel. */
  placement?: "center" | "right" | "left";
  className?: string;
  /** Hide the visible heading (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  closeLabel?: string;
  /** Width of a centred modal. */
  size?: "md" | "lg" | "xl";
  /** False for forms: a stray click beside a long form must not throw the work away (Escape and Close still close). */
  dismissOnBackdrop?: boolean;
}

const CENTER_WIDTHS = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the control that opened it. A click on the backdrop closes it too.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  placement = "center",
  className,
  hideTitle = false,
  closeLabel = "Close",
  size = "md",
  dismissOnBackdrop = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const topmost = useTopmostDialog();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    pushOpenDialog(titleId);
    return () => removeOpenDialog(titleId);
  }, [open, titleId]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself only receives clicks on its ::backdrop.
        if (dismissOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "dialog m-0 max-h-none bg-transparent p-0 text-inherit backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm",
        placement === "right" && "dialog-right ml-auto h-dvh w-full max-w-sm",
        placement === "left" && "dialog-left mr-auto h-dvh w-full max-w-xs",
        placement === "center" && cn("dialog-center m-auto w-[calc(100%-2rem)]", CENTER_WIDTHS[size]),
      )}
    >
      <div
        className={cn(
          "relative bg-white text-slate-800 shadow-2xl dark:bg-slate-900 dark:text-slate-100",
          placement === "center" ? "max-h-[85dvh] overflow-y-auto rounded-2xl p-6" : "h-full overflow-y-auto p-6",
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className={cn("text-xl font-bold", hideTitle && "sr-only")}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-2 ml-auto rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </div>
      {/* A modal sits in the browser's top layer, above the page's toasts: the topmost one shows them. */}
      {open && topmost === titleId ? <Toaster /> : null}
    </dialog>
  );
}
