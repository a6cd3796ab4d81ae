import { api } from "#app/lib/admin-api.ts";
import { fetchJson } from "#app/lib/api-client.ts";
import type { LoginAnswer, LoginResponse } from "#contracts/auth.ts";
import type {
  AcceptInvitationInput,
  Account,
  ChangeEmailInput,
  ChangePasswordInput,
  InvitationCheck,
  LinkCheck,
  RecoveryCodes,
  SessionList,
  TwoFactorEnableInput,
  TwoFactorSetup,
} from "#contracts/staff.ts";

/** The admin's own account, and the public steps around signing in (no token goes with those). */

export const signInWithPassword = (credentials: { email: string; password: string; remember?: boolean }) =>
  fetchJson<LoginAnswer | null>("/api/admin/login", { json: credentials });
export const signInWithCode = (input: { challenge: string; code: string }) => fetchJson<LoginResponse | null>("/api/admin/login/2fa", { json: input });
export const requestPasswordReset = (email: string) => fetchJson<{ message: string }>("/api/admin/password-reset", { json: { email } });
export const confirmPasswordReset = (input: { token: string; password: string }) =>
  fetchJson<{ message: string }>("/api/admin/password-reset/confirm", { json: input });
export const checkInvitationLink = (token: string, signal?: AbortSignal) => fetchJson<InvitationCheck>("/api/admin/invitations/check", { json: { token }, signal });
export const checkResetLink = (token: string, signal?: AbortSignal) => fetchJson<LinkCheck>("/api/admin/password-reset/check", { json: { token }, signal });
export const checkEmailChangeLink = (token: string, signal?: AbortSignal) => fetchJson<LinkCheck>("/api/admin/account/email/check", { json: { token }, signal });
export const acceptInvitation = (input: AcceptInvitationInput) => fetchJson<LoginResponse | null>("/api/admin/invitations/accept", { json: input });
export const confirmEmailChange = (token: string) => fetchJson<{ message: string }>("/api/admin/account/email/confirm", { json: { token } });

export const fetchAccount = (request?: Request) => api<Account>("/api/admin/account", { request });
export const renameAccount = (name: string) => api<Account>("/api/admin/account", { method: "PATCH", json: { name } });
export const changePassword = (input: ChangePasswordInput) => api("/api/admin/account/password", { method: "POST", json: input });
export const changeEmail = (input: ChangeEmailInput) => api<{ message: string }>("/api/admin/account/email", { method: "POST", json: input });
export const startTwoFactorSetup = () => api<TwoFactorSetup>("/api/admin/2fa/setup", { method: "POST", json: {} });
export const enableTwoFactor = (input: TwoFactorEnableInput) => api<RecoveryCodes>("/api/admin/2fa/enable", { method: "POST", json: input });
export const disableTwoFactor = (password: string) => api("/api/admin/2fa/disable", { method: "POST", json: { password } });
export const fetchSessions = (request?: Request) => api<SessionList>("/api/admin/sessions", { request });
export const endSession = (id: string) => api(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
export const signOut = (everywhere = false) => api("/api/admin/logout", { method: "POST", json: everywhere ? { everywhere: true } : {} });
