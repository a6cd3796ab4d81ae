import { Badge } from "#app/components/ui/badge.tsx";
import { CONTACT_STATUS_TONES } from "#contracts/contact-admin.ts";
import type { ContactStatus } from "#contracts/statuses.ts";

/** new green, read blue, replied purple (SPEC §4). */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={CONTACT_STATUS_TONES[status]}>{status}</Badge>;
}
