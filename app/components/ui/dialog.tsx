import X from "lucide-react/icons/x";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { pushOpenDialog, removeOpenDialog, useTopmostDialog } from "#app/lib/open-dialogs.ts";
import { CLOSE_TO_ATTRIBUTE } from "#app/lib/page-script.ts";

interface CommonProps {
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
  /**
   * Where focus goes when it opens: the close button (a panel to read), or the first control of the
   * content (a form to fill in). The browser puts it on the first focusable element, so this decides
   * which comes first in the markup (the close button is drawn top right either way).
   */
  initialFocus?: "close" | "content";
}

/** React opens and closes it (the admin panel; a page whose URL says it is open). */
interface ControlledProps extends CommonProps {
  open: boolean;
  onClose: () => void;
  id?: string;
  /**
   * A page whose URL says the dialog is open (e.g. `?item=`): the address without it. The close button
   * is then a link there, so it closes the dialog without JavaScript too; so does a click beside it. Before
   * React (a page that never loads it) the page script makes it a modal whose Escape and backdrop go
   * there (`CLOSE_TO_ATTRIBUTE`, app/lib/page-script.ts).
   */
  closeTo?: string;
}

/**
 * The browser opens and closes it: buttons with `commandfor={id} command="show-modal"` (see
 * `dialogOpener`), Escape, the close button and a click on the backdrop all work before React has
 * loaded, and without JavaScript in browsers with invoker commands (the page script covers the others).
 */
interface NativeProps extends CommonProps {
  id: string;
  open?: undefined;
  onClose?: undefined;
  /** Told when the browser opens or closes it (e.g. to focus a field, or forget messages). */
  onOpenChange?: (open: boolean) => void;
}

type DialogProps = ControlledProps | NativeProps;

/**
 * A dialog's first control, for `initialFocus="content"` (after one marked `autofocus`, as the server
 * renders it, or `data-autofocus`: React renders no attribute for `autoFocus` in the browser): its
 * first field or button.
 */
const FIRST_CONTROL = ["input:not([type=hidden]):not([disabled])", "select:not([disabled])", "textarea:not([disabled])", "button:not([disabled])", "a[href]"]
  .map((selector) => `:is(${selector}):not([tabindex="-1"])`)
  .join(", ");
const CENTER_WIDTHS = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

/** Props for a button that opens the native dialog `id` (works before hydration and without JavaScript). */
export function dialogOpener(id: string) {
  return { commandfor: id, command: "show-modal", "aria-haspopup": "dialog" } as const;
}

/** Props for a button that closes the native dialog `id`. */
export function dialogCloser(id: string) {
  return { commandfor: id, command: "close" } as const;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the control that opened it. A click on the backdrop closes it too.
 * A controlled dialog that is open when the page is rendered on the server is sent open, so it shows
 * without JavaScript (as a plain overlay); in the browser it becomes a modal.
 */
export function Dialog(props: DialogProps) {
  const {
    title,
    children,
    placement = "center",
    className,
    hideTitle = false,
    closeLabel = "Close",
    size = "md",
    dismissOnBackdrop = true,
    initialFocus = "close",
  } = props;
  const controlled = props.open !== undefined;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [nativeOpen, setNativeOpen] = useState(false);
  const open = controlled ? props.open : nativeOpen;
  const topmost = useTopmostDialog();
  const onOpenChange = controlled ? undefined : props.onOpenChange;

  // Controlled: follow `open`. A dialog sent open by the server (a plain overlay) becomes a modal.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !controlled) return;
    if (props.open && !dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
      // The browser focuses the first focusable element, and a form taller than the screen makes its
      // scrolling panel one (Chromium): the form's first control is meant, not the panel.
      if (initialFocus === "content") (dialog.querySelector<HTMLElement>("[autofocus], [data-autofocus]") ?? dialog.querySelector<HTMLElement>(FIRST_CONTROL))?.focus();
    }
    if (!props.open && dialog.open) dialog.close();
  }, [controlled, props.open, initialFocus]);

  // Native: the browser decides; keep React's view in step (it may already be open, from before hydration).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || controlled) return;
    const sync = () => setNativeOpen(dialog.open);
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [controlled]);

  useEffect(() => {
    if (!controlled) onOpenChange?.(nativeOpen);
    // Only a change of the browser's state is news; the callback's identity is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controlled, nativeOpen]);

  useEffect(() => {
    if (!open) return;
    pushOpenDialog(titleId);
    return () => removeOpenDialog(titleId);
  }, [open, titleId]);

  const closeClass = cn(
    "rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
    initialFocus === "close" ? "-m-2 ml-auto" : "absolute top-4 right-4",
  );
  const closeButton =
    controlled && props.closeTo !== undefined ? (
      // A plain link: the page it closes to runs without React Router (islands, docs/decisions/052).
      <a href={props.closeTo} className={closeClass} aria-label={closeLabel}>
        <X className="size-5" aria-hidden="true" />
      </a>
    ) : (
      <button type="button" {...(controlled ? { onClick: props.onClose } : dialogCloser(props.id))} className={closeClass} aria-label={closeLabel}>
        <X className="size-5" aria-hidden="true" />
      </button>
    );

  return (
    <dialog
      ref={ref}
      id={props.id}
      aria-labelledby={titleId}
      // Only the server's HTML says "open" (see above); in the browser, showModal() and close() do.
      open={controlled && typeof document === "undefined" ? props.open : undefined}
      {...(controlled && props.closeTo !== undefined ? { [CLOSE_TO_ATTRIBUTE]: props.closeTo } : {})}
      suppressHydrationWarning
      {...(controlled
        ? {
            onCancel: (event: React.SyntheticEvent<HTMLDialogElement>) => {
              // React passes a dialog's cancel up its own tree: Escape in a dialog opened inside this
              // one (the editor's image picker, its History) is that dialog's, not this one's.
              if (event.target !== event.currentTarget) return;
              event.preventDefault();
              props.onClose();
            },
            onClick: (event: React.MouseEvent<HTMLDialogElement>) => {
              // The dialog element itself only receives clicks on its ::backdrop.
              if (dismissOnBackdrop && event.target === event.currentTarget) props.onClose();
            },
          }
        : { closedby: dismissOnBackdrop ? "any" : "closerequest" })}
      className={cn(
        "dialog m-0 max-h-none bg-transparent p-0 text-inherit backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm",
        // Sent open by the server and shown without JavaScript (not a modal): the same place and veil.
        "[&[open]:not(:modal)]:fixed [&[open]:not(:modal)]:inset-0 [&[open]:not(:modal)]:z-50 [&[open]:not(:modal)]:shadow-[0_0_0_100vmax_rgb(2_6_23/0.6)]",
        // A side panel leaves at least 3.5rem of veil beside it on a phone: something to tap to close it,
        // which a 24rem panel on a 390 px screen left only 6 px of.
        placement === "right" && "dialog-right ml-auto h-dvh w-full max-w-[min(24rem,calc(100%-3.5rem))]",
        placement === "left" && "dialog-left mr-auto h-dvh w-full max-w-xs",
        placement === "center" && cn("dialog-center m-auto w-[calc(100%-2rem)]", CENTER_WIDTHS[size]),
      )}
    >
      {controlled && props.closeTo !== undefined ? (
        // Without JavaScript the dialog is no modal: a click beside it lands here (the veil), not on the page behind.
        <a href={props.closeTo} tabIndex={-1} aria-hidden="true" className="fixed inset-0 -z-10 hidden [dialog[open]:not(:modal)>&]:block" />
      ) : null}
      <div
        className={cn(
          // A long address or link (an enquiry's email, a URL in a message) breaks where it must instead of
          // running past the dialog's edge.
          "relative bg-white text-slate-800 shadow-2xl [overflow-wrap:anywhere] dark:bg-slate-900 dark:text-slate-100",
          placement === "center" ? "max-h-[85dvh] overflow-y-auto rounded-2xl p-6" : "h-full overflow-y-auto p-6",
          className,
        )}
      >
        <div className={cn("mb-4 flex items-start justify-between gap-4", initialFocus === "content" && "pr-10")}>
          <h2 id={titleId} className={cn("text-xl font-bold", hideTitle && "sr-only")}>
            {title}
          </h2>
          {initialFocus === "close" ? closeButton : null}
        </div>
        {children}
        {initialFocus === "content" ? closeButton : null}
      </div>
      {/* A modal sits in the browser's top layer, above the page's toasts: the topmost one shows them. */}
      {open && topmost === titleId ? <Toaster /> : null}
    </dialog>
  );
}
