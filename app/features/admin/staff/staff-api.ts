import { api } from "#app/lib/admin-api.ts";
import { ApiRequestError } from "#app/lib/api-client.ts";
import { STAFF_MESSAGES } from "#contracts/staff-constants.ts";
import type { AdminSettings, InviteStaffInput, StaffList, StaffSaved, UpdateStaffInput } from "#contracts/staff.ts";

export const fetchStaff = (request?: Request) => api<StaffList>("/api/admin/users", { request });
export const inviteStaff = (input: InviteStaffInput) => api<StaffSaved>("/api/admin/users", { method: "POST", json: input });
export const updateStaff = (id: string, input: UpdateStaffInput) => api<StaffSaved>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "PATCH", json: input });
export const deleteStaff = (id: string, password?: string) =>
  api<{ message: string }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE", ...(password === undefined ? {} : { json: { password } }) });
export const resendInvitation = (id: string) => api<StaffSaved>(`/api/admin/users/${encodeURIComponent(id)}/invitation`, { method: "POST", json: {} });
export const fetchAdminSettings = (request?: Request) => api<AdminSettings>("/api/admin/settings", { request });
export const updateAdminSettings = (input: AdminSettings) => api<AdminSettings>("/api/admin/settings", { method: "PATCH", json: input });

/**
 * The server's 400 for a change to who is an owner from a session signed in too long ago without the
 * password (decision 066): the form asks for the password and sends the change again with it.
 */
export const asksForPassword = (caught: unknown) =>
  caught instanceof ApiRequestError && caught.status === 400 && caught.errors?.password === STAFF_MESSAGES.ownerChangePasswordRequired;
