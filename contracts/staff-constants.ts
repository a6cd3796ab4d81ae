/**
 * Staff accounts: roles, what each role may use, statuses and messages (issue 14), without Zod so
 * browser code can import them for free. `staff.ts` holds the API schemas.
 */

export const ADMIN_ROLES = ["owner", "editor", "sales"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = { owner: "Owner", editor: "Editor", sales: "Sales" };
export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: "Everything, including staff and settings",
  editor: "Blog, portfolio, media, content and projects",
  sales: "Dashboard, contacts inbox with replies, subscribers and their export",
};

/**
 * The admin panel's sections and the roles that may use each: the sidebar and the dashboard cards
 * show a section only to these roles. The API declares the same roles on its routes
 * (`adminOnly(routes, { roles })` in server/modules/*\/routes.ts); tests/api/role-matrix.test.ts checks
 * that every section's API answers its roles and refuses the others.
 */
export const ADMIN_SECTIONS = {
  dashboard: { path: "/admin/dashboard", label: "Dashboard", roles: ["owner", "editor", "sales"], api: "/api/admin/dashboard" },
  contacts: { path: "/admin/contacts", label: "Contacts", roles: ["owner", "sales"], api: "/api/contact" },
  portfolio: { path: "/admin/portfolio", label: "Portfolio", roles: ["owner", "editor"], api: "/api/portfolio" },
  blog: { path: "/admin/blog", label: "Blog", roles: ["owner", "editor"], api: "/api/blog" },
  media: { path: "/admin/media", label: "Media", roles: ["owner", "editor"], api: "/api/media" },
  content: { path: "/admin/content", label: "Content", roles: ["owner", "editor"], api: "/api/content" },
  site: { path: "/admin/site", label: "Site content", roles: ["owner", "editor"], api: "/api/site/company" },
  projects: { path: "/admin/projects", label: "Projects", roles: ["owner", "editor"], api: "/api/projects" },
  subscribers: { path: "/admin/subscribers", label: "Subscribers", roles: ["owner", "sales"], api: "/api/newsletter/subscribers" },
  staff: { path: "/admin/staff", label: "Staff", roles: ["owner"], api: "/api/admin/users" },
  activity: { path: "/admin/activity", label: "Activity", roles: ["owner"], api: "/api/admin/activity" },
  account: { path: "/admin/account", label: "Account", roles: ["owner", "editor", "sales"], api: "/api/admin/account" },
} as const satisfies Record<string, { path: string; label: string; roles: readonly AdminRole[]; api: string }>;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

export function canUse(role: AdminRole | undefined, section: AdminSection): boolean {
  return role !== undefined && (ADMIN_SECTIONS[section].roles as readonly AdminRole[]).includes(role);
}

/** The section a role starts at: projects (SPEC §2's /admin), or the dashboard for sales staff, who do not use projects. */
export function homeSectionFor(role: AdminRole | undefined): AdminSection {
  return canUse(role, "projects") ? "projects" : "dashboard";
}

/** Where a role lands after signing in: /admin is the projects page (SPEC §2), which sales staff do not use. */
export function homeFor(role: AdminRole | undefined): string {
  return homeSectionFor(role) === "projects" ? "/admin" : ADMIN_SECTIONS.dashboard.path;
}

/** The section an admin path belongs to (/portfolio/admin is SPEC's second address of the portfolio screen); none for /admin itself. */
export function sectionAt(pathname: string): AdminSection | undefined {
  if (pathname === "/portfolio/admin") return "portfolio";
  const sections = Object.keys(ADMIN_SECTIONS) as AdminSection[];
  return sections.find((section) => pathname === ADMIN_SECTIONS[section].path || pathname.startsWith(`${ADMIN_SECTIONS[section].path}/`));
}

export const STAFF_STATUSES = ["active", "invited", "disabled"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = { active: "Active", invited: "Invited", disabled: "Disabled" };

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** How long one-time links stay valid. */
export const INVITATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const TWO_FACTOR_CHALLENGE_TTL_MINUTES = 5;
/**
 * A sign-in at most this old lets this session turn two-factor sign-in on with a code alone, or change
 * who is an owner without the password; an older one must give the password too (docs/decisions/066).
 */
export const RECENT_SIGN_IN_MINUTES = 15;

export const STAFF_MESSAGES = {
  forbidden: "You do not have permission to do this.",
  twoFactorSetupRequired: "The owner requires two-factor sign-in. Set it up on your account page to continue.",
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  roleInvalid: "Choose a role: owner, editor or sales",
  passwordRequired: "Password is required",
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooWeak: "This password is too common or easy to guess. Try a longer phrase of unrelated words.",
  currentPasswordWrong: "Your current password is not correct",
  /** Changing to the password already in use would change nothing, yet end the other sessions and log a change. */
  passwordUnchanged: "Choose a password different from your current one",
  userNotFound: "Staff member not found",
  emailTaken: "Someone on the staff already uses this email address",
  lastOwner: "There must always be at least one active owner. Make someone else an owner first.",
  notYourself: "You cannot disable or delete your own account",
  invited: "Invitation sent",
  invitationResent: "Invitation sent again",
  /** The same, on a server without SMTP_URL: the email waits in the outbox. */
  invitationKept: "Invitation saved: it goes out once email is set up",
  invitationRenewedKept: "Invitation renewed: it goes out once email is set up",
  notInvited: "This person has already accepted their invitation",
  userUpdated: "Staff member updated",
  /** A change that only disables or enables an account says which (the screen toasts the server's message). */
  userDisabled: "Account disabled",
  userEnabled: "Account enabled",
  /** Asked before disabling: it signs them out at once (enabling is not asked). */
  confirmDisable: (name: string) => `Disable ${name}'s account? They are signed out at once and cannot sign in until enabled again.`,
  /** Enabling an owner's account is asked first, as every change to who is an owner (decision 066). */
  confirmEnableOwner: (name: string) => `Enable ${name}'s account? They can sign in again as an owner and manage everything.`,
  nothingToChange: "Say what to change: a role, or whether the account is disabled",
  userDeleted: "Staff member deleted",
  invitationInvalid: "This invitation link is not valid any more. Ask the owner to send a new one.",
  accountDisabled: "This account is disabled. Ask the owner to enable it.",
  resetRequested: "If that address has an account, a link is on its way.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one.",
  passwordChanged: "Password changed",
  passwordReset: "Your password has been changed. Sign in with your new password.",
  nameChanged: "Name saved",
  emailChangeSent: "We sent a confirmation link to the new address. Your email changes when you confirm it there.",
  emailChangeInvalid: "This confirmation link has expired or was already used.",
  emailChanged: "Your email address has been changed.",
  codeRequired: "Enter the 6-digit code from your app, or a recovery code",
  codeInvalid: "That code is not valid. Enter the current code from your app, or an unused recovery code.",
  /**
   * A code of the app's that is right but not newer than the last one accepted (each code works once): e.g.
   * signing in within the same 30 seconds as turning two-factor sign-in on. Waiting is what helps, not retyping.
   */
  codeAlreadyUsed: "That code was just used. Wait for the next code from your app, or enter an unused recovery code.",
  /** While setting up there are no recovery codes yet: only the app's code is asked for. */
  setupCodeRequired: "Enter the 6-digit code from your app",
  setupCodeInvalid: "That code is not valid. Enter the 6-digit code your app shows now.",
  challengeExpired: "Your sign-in took too long. Please sign in again.",
  /** Turning two-factor sign-in on from a session signed in more than RECENT_SIGN_IN_MINUTES ago, without the password. */
  twoFactorEnablePasswordRequired: "Enter your password to turn on two-factor sign-in.",
  /**
   * Inviting or making someone an owner, or demoting, disabling, enabling again or deleting an owner, from a session signed in
   * more than RECENT_SIGN_IN_MINUTES ago, without the password (decision 066's update).
   */
  ownerChangePasswordRequired: "Enter your password to change who is an owner.",
  twoFactorNotStarted: "Start the set-up again: scan a new QR code.",
  twoFactorAlreadyOn: "Two-factor sign-in is already on",
  twoFactorEnabled: "Two-factor sign-in is on",
  twoFactorDisabled: "Two-factor sign-in is off",
  twoFactorRequiredFirst: "Turn on two-factor sign-in for your own account before requiring it for everyone.",
  /** Turning one's own off while it is required would leave them nothing but their account page. */
  twoFactorStaysOn: "The owner requires two-factor sign-in for all staff, so you cannot turn yours off.",
  twoFactorStaysOnForOwner: "Two-factor sign-in is required for all staff, so you cannot turn yours off. Stop requiring it on the Staff page first.",
  sessionNotFound: "Session not found",
  sessionEnded: "Session ended",
  signedOutEverywhere: "Signed out everywhere",
  settingsSaved: "Settings saved",
  activityBeforeInvalid: "Before must be a date or a date and time (ISO 8601)",
  activityActorInvalid: "Unknown person",
  /** The kinds as ACTIVITY_KINDS lists them (contracts/activity.ts, which imports this file); a test checks they agree. */
  activityKindInvalid: "Unknown kind: use post, portfolio, media, content, site, project, contact, subscriber, user, settings, account or sign-in",
} as const;
