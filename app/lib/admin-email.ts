import { useRouteLoaderData } from "react-router";

/** The admin layout's route (app/routes.ts), whose loader asks the server about the signed-in admin. */
const ADMIN_LAYOUT_ROUTE_ID = "routes/admin/layout";

/**
 * Whether the emails the panel sends (replies, invitations) reach anyone: false when the server has no
 * SMTP_URL and they wait in the outbox (GET /api/admin/me `emailSending`). True when unknown (offline).
 */
export function useEmailSending(): boolean {
  return useRouteLoaderData<{ emailSending?: boolean }>(ADMIN_LAYOUT_ROUTE_ID)?.emailSending ?? true;
}
