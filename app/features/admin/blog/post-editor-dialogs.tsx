import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, TextInput } from "#app/components/ui/field.tsx";
import { isAllowedLinkUrl } from "#contracts/markdown.ts";

/**
 * The editor's link dialog: its own form, drawn outside the post's form (a portal). Images come from the
 * media library's picker (MediaPicker with `askAlt`), handed to the editor by the route.
 */

export const EDITOR_MESSAGES = {
  linkInvalid: "Enter a web address (https://…), an email (mailto:…), a phone number (tel:…) or a path on this site (/services/seo)",
} as const;

/** A dialog holding its own form, outside the form it is opened from (forms cannot nest). */
function FormDialog({ open, onClose, title, onSubmit, children }: { open: boolean; onClose: () => void; title: string; onSubmit: () => void; children: ReactNode }) {
  if (typeof document === "undefined") return null;
  return createPortal(
    <Dialog open={open} onClose={onClose} title={title} size="lg" dismissOnBackdrop={false} initialFocus="content">
      {open ? (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event: FormEvent) => {
            // React passes events up its own tree, portals included: the post's form must not see this one.
            event.preventDefault();
            event.stopPropagation();
            onSubmit();
          }}
        >
          {children}
        </form>
      ) : null}
    </Dialog>,
    document.body,
  );
}

interface LinkDialogProps {
  open: boolean;
  onClose: () => void;
  initialHref: string;
  /** Text is selected (or the cursor is in a link): the link goes on it, so no text is asked for. */
  hasSelection: boolean;
  /** `href` null removes the link. */
  onApply: (href: string | null, label: string) => void;
}

export function LinkDialog({ open, onClose, initialHref, hasSelection, onApply }: LinkDialogProps) {
  const [href, setHref] = useState(initialHref);
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setHref(initialHref);
    setLabel("");
    setError(undefined);
  }, [open, initialHref]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={initialHref ? "Edit link" : "Add link"}
      onSubmit={() => {
        const address = href.trim();
        if (!isAllowedLinkUrl(address)) return setError(EDITOR_MESSAGES.linkInvalid);
        onApply(address, label.trim());
      }}
    >
      <Field label="Address*" error={error} hint="A page of this site starts with / (e.g. /services/seo); other sites with https://">
        {(control) => (
          <TextInput {...control} value={href} onChange={(event) => setHref(event.target.value)} placeholder="https://" autoFocus autoComplete="off" inputMode="url" />
        )}
      </Field>
      {hasSelection ? null : (
        <Field label="Text" hint="Left empty, the address is shown.">
          {(control) => <TextInput {...control} value={label} onChange={(event) => setLabel(event.target.value)} />}
        </Field>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {initialHref ? (
          <Button variant="ghost" className="mr-auto" onClick={() => onApply(null, "")}>
            Remove link
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">{initialHref ? "Update link" : "Add link"}</Button>
      </div>
    </FormDialog>
  );
}
