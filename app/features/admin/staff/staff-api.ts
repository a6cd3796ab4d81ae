import { api } from "#app/lib/admin-api.ts";
import type { AdminSettings, InviteStaffInput, StaffList, StaffSaved, UpdateStaffInput } from "#contracts/staff.ts";

export const fetchStaff = (request?: Request) => api<StaffList>("/api/admin/users", { request });
export const inviteStaff = (input: InviteStaffInput) => api<StaffSaved>("/api/admin/users", { method: "POST", json: input });
export const updateStaff = (id: string, input: UpdateStaffInput) => api<StaffSaved>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "PATCH", json: input });
export const deleteStaff = (id: string) => api(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
export const resendInvitation = (id: string) => api<StaffSaved>(`/api/admin/users/${encodeURIComponent(id)}/invitation`, { method: "POST", json: {} });
export const fetchAdminSettings = (request?: Request) => api<AdminSettings>("/api/admin/settings", { request });
export const updateAdminSettings = (input: AdminSettings) => api<AdminSettings>("/api/admin/settings", { method: "PATCH", json: input });
