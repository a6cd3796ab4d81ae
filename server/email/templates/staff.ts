import { EMAIL_CHANGE_TTL_HOURS, INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, ROLE_DESCRIPTIONS, ROLE_LABELS, type AdminRole } from "#contracts/staff-constants.ts";
import { button, formatIndianTime, oneLine, paragraph, renderEmail, strong } from "../layout.ts";
import type { OutgoingEmail } from "../outbox.ts";

/**
 * The staff accounts' emails: invitation, password reset, email-change confirmation, and the security
 * notices (two-factor sign-in on or off, password changed, sign-in email changed).
 * `brand` is the company name as stored (the admin's company details), which the panel is named after.
 */

const adminUrl = (publicUrl: string, path: string, token: string) => `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

export function invitationEmail(input: { to: string; role: AdminRole; invitedBy: string; token: string; publicUrl: string; brand: string }): OutgoingEmail {
  const inviter = oneLine(input.invitedBy, 100);
  const email = renderEmail({
    subject: `You are invited to the ${input.brand} admin panel`,
    preheader: `${inviter} invited you as ${ROLE_LABELS[input.role].toLowerCase()}.`,
    heading: `Join the ${input.brand} admin panel`,
    blocks: [
      paragraph("Hello,"),
      paragraph(inviter, ` invited you to the ${input.brand} admin panel as `, strong(ROLE_LABELS[input.role]), ` (${ROLE_DESCRIPTIONS[input.role].toLowerCase()}).`),
      paragraph("Choose your name and a password to accept:"),
      button(adminUrl(input.publicUrl, "/admin/accept-invite", input.token), "Accept the invitation", { showAddress: true }),
      paragraph(`The link works once, for ${INVITATION_TTL_HOURS} hours.`),
    ],
    note: ["If you did not expect this invitation, ignore this email: no account is made until the link is used."],
  });
  return { purpose: "staff-invitation", to: input.to, ...email };
}

export function passwordResetEmail(input: { to: string; name: string; token: string; publicUrl: string; brand: string }): OutgoingEmail {
  const email = renderEmail({
    subject: `Reset your ${input.brand} admin password`,
    preheader: `The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
    heading: "Reset your password",
    blocks: [
      paragraph(`Hello ${oneLine(input.name, 100)},`),
      paragraph("Someone (we hope you) asked to reset the password of your admin account. Choose a new one here:"),
      button(adminUrl(input.publicUrl, "/admin/reset-password", input.token), "Choose a new password", { showAddress: true }),
      paragraph(`The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes; a newer link replaces it. Setting a new password signs you out everywhere.`),
    ],
    note: ["If you did not ask for this, ignore this email: your password stays as it is."],
  });
  return { purpose: "password-reset", to: input.to, ...email };
}

export function emailChangeEmail(input: { to: string; name: string; token: string; publicUrl: string; brand: string }): OutgoingEmail {
  const email = renderEmail({
    subject: `Confirm your new ${input.brand} admin email address`,
    preheader: "Confirm the change from this email.",
    heading: "Confirm your new email address",
    blocks: [
      paragraph(`Hello ${oneLine(input.name, 100)},`),
      paragraph("You asked to sign in to the admin panel with ", strong(input.to), " from now on. Confirm it here:"),
      button(adminUrl(input.publicUrl, "/admin/confirm-email", input.token), "Confirm this address", { showAddress: true }),
      paragraph(`The link works once, for ${EMAIL_CHANGE_TTL_HOURS} hours. Until then, sign in with your current address.`),
    ],
    note: ["If you did not ask for this, ignore this email: nothing changes."],
  });
  return { purpose: "email-change", to: input.to, ...email };
}

/** To the account's own address whenever two-factor sign-in is turned on or off: a change the owner of the account must know about. */
export function twoFactorChangedEmail(input: { to: string; name: string; role: AdminRole; enabled: boolean; publicUrl: string; brand: string }): OutgoingEmail {
  const state = input.enabled ? "on" : "off";
  const email = renderEmail({
    subject: `Two-factor sign-in is now ${state} for your ${input.brand} admin account`,
    heading: `Two-factor sign-in is ${state}`,
    blocks: [
      paragraph(`Hello ${oneLine(input.name, 100)},`),
      paragraph(
        input.enabled
          ? "Two-factor sign-in was turned on for your admin account: signing in now also asks for a code from your authenticator app."
          : "Two-factor sign-in was turned off for your admin account: signing in now needs only your password.",
      ),
      paragraph(ifThisWasNotYou(input.role)),
      button(`${input.publicUrl}/admin/forgot-password`, "Reset my password"),
    ],
  });
  return { purpose: "two-factor-changed", to: input.to, ...email };
}

/** What to do when a change to the account was not the reader's: an owner has nobody above them to tell. */
function ifThisWasNotYou(role: AdminRole): string {
  return role === "owner"
    ? "If this was not you, reset your password at once:"
    : "If this was not you, reset your password at once and tell the owner of the admin panel:";
}

const PASSWORD_CHANGED_HOW = {
  "account-page": "on your account page. Your other sessions were signed out.",
  "reset-link": "with a reset link sent to this address. Every session was signed out.",
  shell: "on the server, by someone with access to it (npm run admin:create). The account is an enabled owner, and every session was signed out.",
} as const;

/**
 * To the account's own address whenever its password changes: on the account page, with a reset link, or
 * from the server's shell (`admin:create`, which may also remove two-factor sign-in). It may not have been them.
 */
export function passwordChangedEmail(input: {
  to: string;
  name: string;
  at: Date;
  role: AdminRole;
  by: keyof typeof PASSWORD_CHANGED_HOW;
  twoFactorRemoved?: boolean;
  publicUrl: string;
  brand: string;
}): OutgoingEmail {
  const email = renderEmail({
    subject: `Your ${input.brand} admin password was changed`,
    heading: "Your password was changed",
    blocks: [
      paragraph(`Hello ${oneLine(input.name, 100)},`),
      paragraph(`The password of your admin account was changed on ${formatIndianTime(input.at, "long")} (IST), ${PASSWORD_CHANGED_HOW[input.by]}`),
      ...(input.twoFactorRemoved ? [paragraph("Two-factor sign-in was removed at the same time: set it up again on your account page.")] : []),
      paragraph(ifThisWasNotYou(input.role)),
      button(`${input.publicUrl}/admin/forgot-password`, "Reset my password"),
    ],
  });
  return { purpose: "password-changed", to: input.to, ...email };
}

/**
 * To the address an account signed in with until its email change was confirmed: the new address got the
 * confirmation link, this one would otherwise never hear of it. A reset link would go to the new address,
 * so the way back is the owner (who can disable the account).
 */
export function emailChangedEmail(input: { to: string; name: string; role: AdminRole; newEmail: string; at: Date; brand: string }): OutgoingEmail {
  const email = renderEmail({
    subject: `The email address of your ${input.brand} admin account was changed`,
    heading: "Your sign-in email was changed",
    blocks: [
      paragraph(`Hello ${oneLine(input.name, 100)},`),
      paragraph(
        "Your admin account signs in with ",
        strong(input.newEmail),
        ` from now on, instead of this address. The change was confirmed on ${formatIndianTime(input.at, "long")} (IST).`,
      ),
      paragraph(
        input.role === "owner"
          ? "If this was not you, someone who knows your password has taken over your account: ask another owner to disable it at once (if you are the only owner, whoever runs the server can add one with npm run admin:create). A password reset would now go to the new address."
          : "If this was not you, someone who knows your password has taken over your account: tell the owner of the admin panel at once, so they can disable it. A password reset would now go to the new address.",
      ),
    ],
  });
  return { purpose: "email-changed", to: input.to, ...email };
}
