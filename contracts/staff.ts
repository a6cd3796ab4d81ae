import { z } from "zod";
import { BODY_NOT_AN_OBJECT_MESSAGE } from "./api-error.ts";
import { rowId, timestamp } from "./api-schema.ts";
import { adminProfileSchema } from "./auth.ts";
import {
  ADMIN_ROLES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RECENT_SIGN_IN_MINUTES,
  STAFF_MESSAGES,
  STAFF_STATUSES,
} from "./staff-constants.ts";

export * from "./staff-constants.ts";

/** Staff accounts, invitations, password reset, two-factor sign-in, sessions and settings (issue 14). */

const body = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: BODY_NOT_AN_OBJECT_MESSAGE });

export const staffEmail = () =>
  z
    .string({ error: STAFF_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: STAFF_MESSAGES.emailRequired })
    .max(254, { error: STAFF_MESSAGES.emailInvalid })
    .pipe(z.email({ error: STAFF_MESSAGES.emailInvalid }));

export const staffName = () =>
  z
    .string({ error: STAFF_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.nameRequired })
    .max(NAME_MAX_LENGTH, { error: STAFF_MESSAGES.nameTooLong });

/**
 * A new password: its length here (checked in the browser too); whether it is common or guessable is
 * judged on the server by a strength estimator (server/modules/auth/password-strength.ts).
 */
export const newPassword = () =>
  z
    .string({ error: STAFF_MESSAGES.passwordRequired })
    .min(1, { error: STAFF_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: STAFF_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: STAFF_MESSAGES.passwordTooLong });

const currentPassword = () =>
  z.string({ error: STAFF_MESSAGES.passwordRequired }).min(1, { error: STAFF_MESSAGES.passwordRequired }).max(1000, { error: STAFF_MESSAGES.currentPasswordWrong });

const oneTimeToken = (message: string) => z.string({ error: message }).min(1, { error: message }).max(200, { error: message });

export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: STAFF_MESSAGES.roleInvalid });

// ---------------------------------------------------------------------------------------------
// Staff (owner): GET/POST /api/admin/users, PATCH/DELETE /api/admin/users/{id}

export const staffMemberSchema = z.object({
  id: z.guid(),
  name: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  status: z.enum(STAFF_STATUSES).describe("invited: has not accepted the invitation yet"),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: timestamp().nullable(),
  createdAt: timestamp(),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

export const staffListSchema = z.object({ data: z.array(staffMemberSchema) });
export type StaffList = z.output<typeof staffListSchema>;

/**
 * Changes to who is an owner (inviting or making someone one, demoting, disabling, enabling again or deleting one) need a
 * recent sign-in or the acting owner's password (decision 066): the server requires it once the session's
 * sign-in is over RECENT_SIGN_IN_MINUTES old, and the Staff page asks for it only then.
 */
const ownerChangePassword = () =>
  currentPassword()
    .optional()
    .describe(
      `Your password: required to invite or make someone an owner, or to demote, disable, enable again or delete an owner, when this session signed in more than ${RECENT_SIGN_IN_MINUTES} minutes ago; checked whenever it is sent`,
    );

export const inviteStaffSchema = body({
  email: staffEmail(),
  role: adminRoleSchema,
  name: z.preprocess((value) => (value === "" || value === null ? undefined : value), staffName().optional()),
  password: ownerChangePassword(),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;

export const updateStaffSchema = body({
  role: adminRoleSchema.optional(),
  disabled: z.boolean({ error: "disabled must be true or false" }).optional(),
  password: ownerChangePassword(),
}).refine((change) => change.role !== undefined || change.disabled !== undefined, { error: STAFF_MESSAGES.nothingToChange });
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;

/** The Staff page's confirmation dialogs: the password once the server asked for it. */
export const ownerChangePasswordSchema = body({ password: ownerChangePassword() });
export type OwnerChangePasswordInput = z.input<typeof ownerChangePasswordSchema>;

/** DELETE /api/admin/users/{id}: no body, or the password when deleting an owner (as above). */
export const deleteStaffSchema = ownerChangePasswordSchema.nullish();
export type DeleteStaffInput = z.input<typeof deleteStaffSchema>;

export const staffSavedSchema = z.object({ success: z.literal(true), message: z.string(), data: staffMemberSchema });
export type StaffSaved = z.output<typeof staffSavedSchema>;

export const staffIdParams = z.object({ id: rowId(STAFF_MESSAGES.userNotFound) });

// ---------------------------------------------------------------------------------------------
// Invitations: POST /api/admin/invitations/check and /api/admin/invitations/accept

export const acceptInvitationSchema = body({
  token: oneTimeToken(STAFF_MESSAGES.invitationInvalid),
  name: staffName(),
  password: newPassword(),
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** POST /api/admin/invitations/check and /api/admin/password-reset/check: is this link still good? (Nothing is used up.) */
export const invitationCheckSchema = body({ token: oneTimeToken(STAFF_MESSAGES.invitationInvalid) });
export const passwordResetCheckSchema = body({ token: oneTimeToken(STAFF_MESSAGES.resetLinkInvalid) });
export const linkCheckSchema = z.object({ valid: z.literal(true) });
export type LinkCheck = z.output<typeof linkCheckSchema>;

/** A working invitation's check also says whom it is for, so its page can say so: only what the invitee needs. */
export const invitationCheckAnswerSchema = linkCheckSchema.extend({
  email: z.string().describe("The address the invitation went to: the account signs in with it"),
  name: z.string().describe("The name the owner gave when inviting (else the address's part before the @): the page starts with it, and the invitee may change it"),
  role: adminRoleSchema,
});
export type InvitationCheck = z.output<typeof invitationCheckAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Password reset: POST /api/admin/password-reset, POST /api/admin/password-reset/confirm

export const passwordResetRequestSchema = body({ email: staffEmail() });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = body({ token: oneTimeToken(STAFF_MESSAGES.resetLinkInvalid), password: newPassword() });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

export const messageSchema = z.object({ message: z.string() });

/** A POST that takes nothing: no body, or an empty object. */

// ---------------------------------------------------------------------------------------------
// Two-factor sign-in

const code = (required: string = STAFF_MESSAGES.codeRequired, invalid: string = STAFF_MESSAGES.codeInvalid) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(40, { error: invalid });

export const twoFactorLoginSchema = body({ challenge: oneTimeToken(STAFF_MESSAGES.challengeExpired), code: code() });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe("Base32, for typing into an authenticator app"),
  otpauthUrl: z.string().describe("otpauth://totp/… (RFC 6238, SHA-1, 6 digits, 30 s)"),
  qrSvg: z.string().describe("The otpauth URL as a QR code, an SVG document"),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;

/**
 * Confirming the set-up: the app's code (recovery codes come after), and the password, which the server
 * requires once the session's sign-in is over RECENT_SIGN_IN_MINUTES old. The account page always sends
 * it: a blank one is "Password is required" here, in the browser and at the server alike.
 */
export const twoFactorEnableSchema = body({
  code: code(STAFF_MESSAGES.setupCodeRequired, STAFF_MESSAGES.setupCodeInvalid),
  password: currentPassword()
    .optional()
    .describe(`Your password: required when this session signed in more than ${RECENT_SIGN_IN_MINUTES} minutes ago; checked whenever it is sent`),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).describe("Shown once: each works one time instead of a code") });
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

export const passwordConfirmationSchema = body({ password: currentPassword() });
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// Own account: GET/PATCH /api/admin/account, password, email

export const accountSchema = z.object({
  admin: adminProfileSchema,
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The owner requires two-factor sign-in for everyone and this account has not set it up. */
  twoFactorSetupRequired: z.boolean(),
  twoFactorRequired: z.boolean().describe("The owner requires two-factor sign-in for all staff: while it does, nobody can turn their own off"),
});
export type Account = z.output<typeof accountSchema>;

export const updateAccountSchema = body({ name: staffName() });
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;

export const changePasswordSchema = body({ currentPassword: currentPassword(), newPassword: newPassword() });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = body({ email: staffEmail(), password: currentPassword() });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const confirmEmailSchema = body({ token: oneTimeToken(STAFF_MESSAGES.emailChangeInvalid) });
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions: GET /api/admin/sessions, DELETE /api/admin/sessions/{id}, POST /api/admin/logout

export const sessionSchema = z.object({
  id: z.guid(),
  device: z.string().describe("Browser and system, from the user agent"),
  ip: z.string().nullable(),
  createdAt: timestamp(),
  lastSeenAt: timestamp(),
  expiresAt: timestamp(),
  current: z.boolean().describe("The session this request was made with"),
});
export type AdminSession = z.output<typeof sessionSchema>;
export const sessionListSchema = z.object({ data: z.array(sessionSchema) });
export type SessionList = z.output<typeof sessionListSchema>;
export const sessionIdParams = z.object({ id: rowId(STAFF_MESSAGES.sessionNotFound) });

export const logoutSchema = body({
  everywhere: z.boolean({ error: "everywhere must be true or false" }).optional().describe("End every session of this account, on every device"),
}).nullish();
export type LogoutInput = z.input<typeof logoutSchema>;

// ---------------------------------------------------------------------------------------------
// Settings (owner): GET/PATCH /api/admin/settings

export const adminSettingsSchema = z.object({
  requireTwoFactor: z.boolean().describe("Everyone must sign in with a second factor; staff without one are sent to set it up"),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;
export const updateAdminSettingsSchema = body({ requireTwoFactor: z.boolean({ error: "requireTwoFactor must be true or false" }) });
export type UpdateAdminSettingsInput = z.input<typeof updateAdminSettingsSchema>;
