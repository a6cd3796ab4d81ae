import ShieldCheck from "lucide-react/icons/shield-check";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { errorMessage, isUnauthorized } from "#app/lib/api-client.ts";
import { toast } from "#app/lib/toast.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import { updateAdminSettings } from "./staff-api.ts";

/**
 * The owner's switch for 'Require two-factor sign-in for all staff': on the Staff page, and on the
 * account page of an owner who must set up their own first (the one place they can reach then).
 */
export function RequireTwoFactorButton({ required, onChanged }: { required: boolean; onChanged: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  async function toggle() {
    setSaving(true);
    try {
      await updateAdminSettings({ requireTwoFactor: !required });
      await onChanged();
      toast.success(STAFF_MESSAGES.settingsSaved);
    } catch (caught) {
      if (!isUnauthorized(caught)) toast.error(errorMessage(caught, "Could not save the setting. Please try again."));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Button variant={required ? "secondary" : "primary"} onClick={toggle} disabled={saving}>
      <ShieldCheck className="size-4" aria-hidden="true" />
      {required ? "Stop requiring two-factor sign-in" : "Require two-factor sign-in for all staff"}
    </Button>
  );
}
