import { ADMIN_SECTIONS, EMAIL_CHANGE_TTL_HOURS, INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, ROLE_DESCRIPTIONS, ROLE_LABELS, type AdminRole } from "#contracts/staff-constants.ts";
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

/** What an owner change did (decision 066's update): each is told to the other owners. */
export type OwnerChange = "invited" | "promoted" | "demoted" | "disabled" | "enabled" | "deleted";

/**
 * To every owner (active, other than whoever made it) when someone is invited as an owner or made one,
 * or an owner is demoted, disabled or deleted: who did what to whom, and when. A session stolen from one
 * owner could otherwise add an owner of its own and shut the others out without any of them knowing.
 * `aboutYou`: the reader is the owner who was demoted, disabled or deleted (they cannot check the Staff
 * page any more, so they are told who can put it right).
 */
export function ownerChangedEmail(input: {
  to: string;
  name: string;
  actor: { name: string; email: string };
  member: { name: string; email: string };
  changes: OwnerChange[];
  /** The member's role after the change (for a demotion). */
  role: AdminRole;
  aboutYou: boolean;
  at: Date;
  publicUrl: string;
  brand: string;
}): OutgoingEmail {
  const actor = `${oneLine(input.actor.name, 100)} (${input.actor.email})`;
  const who = input.aboutYou ? "you" : `${oneLine(input.member.name, 100)} (${input.member.email})`;
  const whose = input.aboutYou ? "your" : "the";
  const of = input.aboutYou ? "" : ` of ${who}`;
  const phrases = input.changes.map((change, index) => {
    const first = index === 0;
    switch (change) {
      case "invited":
        return `invited ${input.member.email} to the admin panel as an owner`;
      case "promoted":
        return `made ${who} an owner`;
      case "demoted":
        return `made ${who} ${ROLE_LABELS[input.role].toLowerCase()} instead of owner`;
      case "disabled":
        return first ? `disabled ${whose} owner account${of}` : `disabled ${input.aboutYou ? "your" : "their"} account`;
      case "enabled":
        return `enabled ${whose} owner account${of} again`;
      case "deleted":
        return `deleted ${whose} owner account${of}`;
    }
  });
  const email = renderEmail({
    subject: `Owner change in the ${input.brand} admin panel`,
    preheader: `${oneLine(input.actor.name, 100)} ${phrases.join(" and ")}.`,
    heading: "A change to the owners",
    blocks: [
      paragraph(`Hello ${oneLine(input.name, 100)},`),
      paragraph(`${actor} ${phrases.join(" and ")} on ${formatIndianTime(input.at, "long")} (IST).`),
      ...(input.aboutYou
        ? [
            paragraph(
              "If this was not expected, ask another owner to sign in and check the Staff page at once (if there is none, whoever runs the server can make you an owner again with npm run admin:create).",
            ),
          ]
        : [paragraph("If this was not expected, sign in and check the Staff page:"), button(`${input.publicUrl}${ADMIN_SECTIONS.staff.path}`, "Open the Staff page", { showAddress: true })]),
    ],
  });
  return { purpose: "owner-changed", to: input.to, ...email };
}
