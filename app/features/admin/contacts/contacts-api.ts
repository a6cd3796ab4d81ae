import { api } from "#app/lib/admin-api.ts";
import type {
  AdminContact,
  ContactDetail,
  ContactListResponse,
  ContactReplyResponse,
} from "#contracts/contact-admin.ts";
import type { ContactStatus } from "#contracts/statuses.ts";

/** The admin contacts API (SPEC §7), through the one API client (bearer token, 401 rule). */

export function fetchContacts(query: string, request: Request) {
  return api<ContactListResponse>(`/api/contact${query ? `?${query}` : ""}`, { request });
}

export async function fetchContact(id: string, request: Request) {
  return (await api<{ data: ContactDetail }>(`/api/contact/${encodeURIComponent(id)}`, { request })).data;
}

export async function setContactStatus(id: string, status: ContactStatus) {
  return (await api<{ data: AdminContact }>(`/api/contact/${encodeURIComponent(id)}`, { method: "PATCH", json: { status } })).data;
}

export function deleteContact(id: string) {
  return api(`/api/contact/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function sendReply(contact: AdminContact, message: string) {
  return api<ContactReplyResponse>("/api/contact/reply", {
    json: { contactId: contact._id, email: contact.email, name: contact.name, message },
  });
}
