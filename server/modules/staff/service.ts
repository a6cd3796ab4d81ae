import { and, asc, count, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type AdminRole, INVITATION_TTL_HOURS, STAFF_MESSAGES, type StaffStatus } from "#contracts/staff-constants.ts";
import type { AdminSettings, StaffMember } from "#contracts/staff.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { admins } from "../../db/schema.ts";
import { enqueueEmail, notifyOutbox } from "../../email/outbox.ts";
import { invitationEmail, type OwnerChange, ownerChangedEmail } from "../../email/templates/staff.ts";
import { badRequest, HttpError, notFound } from "../../http-error.ts";
import { recordActivity } from "../activity/service.ts";
import { assertRecentSignInOrPassword } from "../auth/account.ts";
import type { AdminRow } from "../auth/service.ts";
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken, revokeOneTimeTokens } from "../auth/one-time-tokens.ts";
import { hashPassword } from "../auth/password.ts";
import { assertStrongPassword } from "../auth/password-strength.ts";
import { endSessionsOf, REQUIRE_TWO_FACTOR_SETTING } from "../auth/sessions.ts";
import { readSetting, writeSetting } from "../settings/service.ts";
import { loadCompanyName } from "../site-content/company.ts";

/** Staff accounts (owner only): list, invite, change role, disable, delete; invitations; admin settings. */

export function staffStatus(row: Pick<AdminRow, "disabledAt" | "passwordHash">): StaffStatus {
  if (row.disabledAt) return "disabled";
  return row.passwordHash ? "active" : "invited";
}

function toStaffMember(row: AdminRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: staffStatus(row),
    twoFactorEnabled: row.totpSecret !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.name), asc(admins.email));
  return rows.map(toStaffMember);
}

async function findStaff(db: Database | Transaction, id: string): Promise<AdminRow> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound(STAFF_MESSAGES.userNotFound);
  return row;
}

/**
 * What a change does to who is an owner (decision 066's update): making or unmaking one needs a recent
 * sign-in or the acting owner's password, and the other owners are told. Disabling an account already
 * disabled, enabling one already enabled, or a role it already has, changes nothing.
 */
function ownerChangesOf(current: AdminRow, input: { role?: AdminRole; disabled?: boolean }): OwnerChange[] {
  const changes: OwnerChange[] = [];
  const roleChanges = input.role !== undefined && input.role !== current.role;
  if (roleChanges && input.role === "owner") changes.push("promoted");
  else if (roleChanges && current.role === "owner") changes.push("demoted");
  if (input.disabled === true && !current.disabledAt && (current.role === "owner" || input.role === "owner")) changes.push("disabled");
  // An owner's account enabled again is an owner added back: a stolen session must not restore one whose password it knows.
  if (input.disabled === false && current.disabledAt && (current.role === "owner" || input.role === "owner")) changes.push("enabled");
  return changes;
}

const ownerPasswordRequired = () =>
  badRequest(STAFF_MESSAGES.ownerChangePasswordRequired, { password: STAFF_MESSAGES.ownerChangePasswordRequired });

/** A stolen session alone must not hand the site to someone else, or shut its owners out (decision 066). */
const assertMayChangeOwners = (request: FastifyRequest, password: string | undefined) =>
  assertRecentSignInOrPassword(request, password, STAFF_MESSAGES.ownerChangePasswordRequired);

/**
 * Tells every owner but the one who made it (active: signed up, not disabled; as they are before the
 * change, so an owner demoted, disabled or deleted is told too) what was done to `member`: in the
 * transaction that makes the change, so the emails go out only if it is stored.
 */
async function tellOwners(
  tx: Transaction,
  request: FastifyRequest,
  change: { member: Pick<AdminRow, "id" | "name" | "email">; changes: OwnerChange[]; role: AdminRole },
) {
  const { config } = request.server.services;
  const actor = request.admin!;
  const owners = await tx
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(and(eq(admins.role, "owner"), isNull(admins.disabledAt), isNotNull(admins.passwordHash), ne(admins.id, actor.id)));
  if (owners.length === 0) return;
  const brand = await loadCompanyName(tx);
  const at = new Date();
  for (const owner of owners) {
    await enqueueEmail(
      tx,
      ownerChangedEmail({
        to: owner.email,
        name: owner.name,
        actor: { name: actor.name, email: actor.email },
        member: change.member,
        changes: change.changes,
        role: change.role,
        aboutYou: owner.id === change.member.id,
        at,
        publicUrl: config.publicUrl,
        brand,
      }),
    );
  }
}

/**
 * Invites someone: an account without a password and an email with a one-time link (72 hours). An
 * owner's invitation needs a recent sign-in or the password, and the other owners are told.
 */
export async function inviteStaff(request: FastifyRequest, input: { email: string; role: AdminRole; name?: string; password?: string }): Promise<StaffMember> {
  const { db, config } = request.server.services;
  if (input.role === "owner") await assertMayChangeOwners(request, input.password);
  const [taken] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, input.email));
  if (taken) throw new HttpError(409, STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(admins)
      .values({ email: input.email, name: input.name ?? input.email.split("@")[0]!.slice(0, 100), role: input.role, invitedAt: new Date() })
      .returning();
    await sendInvitation(tx, created!, request.admin!.name, config.publicUrl);
    if (created!.role === "owner") await tellOwners(tx, request, { member: created!, changes: ["invited"], role: created!.role });
    return created!;
  });
  notifyOutbox();
  await recordActivity(request, { kind: "user", action: "invited", entityId: row.id, title: `${row.email} (${row.role})` });
  return toStaffMember(row);
}

async function sendInvitation(tx: Transaction, invitee: AdminRow, invitedBy: string, publicUrl: string) {
  const token = await issueOneTimeToken(tx, { adminId: invitee.id, purpose: "invitation", ttlMs: INVITATION_TTL_HOURS * 60 * 60 * 1000 });
  await enqueueEmail(tx, invitationEmail({ to: invitee.email, role: invitee.role, invitedBy, token, publicUrl, brand: await loadCompanyName(tx) }));
}

/** A new invitation link (the old one stops working), for someone who has not accepted yet. */
export async function resendInvitation(request: FastifyRequest, id: string): Promise<StaffMember> {
  const { db, config } = request.server.services;
  const row = await findStaff(db, id);
  if (row.passwordHash) throw badRequest(STAFF_MESSAGES.notInvited);
  await db.transaction(async (tx) => {
    await tx.update(admins).set({ invitedAt: new Date() }).where(eq(admins.id, id));
    await sendInvitation(tx, row, request.admin!.name, config.publicUrl);
  });
  notifyOutbox();
  await recordActivity(request, { kind: "user", action: "invitation-resent", entityId: row.id, title: row.email });
  return toStaffMember(row);
}

// Any fixed number: changes that could leave no owner take it, so two of them cannot both pass the check.
const OWNERS_LOCK_ID = 7_406_522;

/** Fails when no other active owner would be left once `id` stops being one. */
async function assertAnotherActiveOwner(tx: Transaction, id: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNERS_LOCK_ID})`);
  const [row] = await tx
    .select({ total: count() })
    .from(admins)
    .where(and(ne(admins.id, id), eq(admins.role, "owner"), isNull(admins.disabledAt), isNotNull(admins.passwordHash)));
  if ((row?.total ?? 0) === 0) throw new HttpError(409, STAFF_MESSAGES.lastOwner);
}

/**
 * Changes someone's role or disables/enables them; a disabled account's sessions and pending email change
 * end at once. Making or unmaking an owner needs a recent sign-in or the password, and the other owners are told.
 */
export async function updateStaff(
  request: FastifyRequest,
  id: string,
  input: { role?: AdminRole; disabled?: boolean; password?: string },
): Promise<StaffMember> {
  const { db } = request.server.services;
  if (input.disabled === true && id === request.admin!.id) throw badRequest(STAFF_MESSAGES.notYourself);
  // Checked before the transaction (a wrong password is counted outside it), on the row as it is now.
  const checked = ownerChangesOf(await findStaff(db, id), input).length > 0;
  if (checked) await assertMayChangeOwners(request, input.password);
  const { before, after } = await db.transaction(async (tx) => {
    const current = await findStaff(tx, id);
    const ownerChanges = ownerChangesOf(current, input);
    // Made an owner by someone else since it was read: never let through unchecked (the password is asked for).
    if (ownerChanges.length > 0 && !checked) throw ownerPasswordRequired();
    const losesOwner = current.role === "owner" && ((input.role !== undefined && input.role !== "owner") || input.disabled === true);
    if (losesOwner && !current.disabledAt) await assertAnotherActiveOwner(tx, id);
    // The owners as they are before the change: one demoted or disabled is told too.
    if (ownerChanges.length > 0) await tellOwners(tx, request, { member: current, changes: ownerChanges, role: input.role ?? current.role });
    const changes: Partial<AdminRow> = {};
    if (input.role !== undefined) changes.role = input.role;
    if (input.disabled !== undefined) changes.disabledAt = input.disabled ? (current.disabledAt ?? new Date()) : null;
    const [updated] = Object.keys(changes).length > 0 ? await tx.update(admins).set(changes).where(eq(admins.id, id)).returning() : [current];
    if (input.disabled === true) {
      await endSessionsOf(tx, id);
      // A change of address asked for before (perhaps by whoever the account was disabled for) never completes.
      await revokeOneTimeTokens(tx, id, "email-change");
    }
    return { before: current, after: updated! };
  });
  notifyOutbox();
  if (before.role !== after.role) {
    await recordActivity(request, { kind: "user", action: "role-changed", entityId: id, title: `${after.email}: ${before.role} → ${after.role}` });
  }
  if (Boolean(before.disabledAt) !== Boolean(after.disabledAt)) {
    await recordActivity(request, { kind: "user", action: after.disabledAt ? "disabled" : "enabled", entityId: id, title: after.email });
  }
  return toStaffMember(after);
}

/**
 * Deletes an account (its sessions and links go with it); never the last active owner, never yourself.
 * An owner's (whatever its status) needs a recent sign-in or the password, and the other owners are told.
 */
export async function deleteStaff(request: FastifyRequest, id: string, password?: string) {
  const { db } = request.server.services;
  if (id === request.admin!.id) throw badRequest(STAFF_MESSAGES.notYourself);
  const checked = (await findStaff(db, id)).role === "owner";
  if (checked) await assertMayChangeOwners(request, password);
  const deleted = await db.transaction(async (tx) => {
    const current = await findStaff(tx, id);
    if (current.role === "owner" && !checked) throw ownerPasswordRequired();
    if (current.role === "owner" && !current.disabledAt && current.passwordHash) await assertAnotherActiveOwner(tx, id);
    if (current.role === "owner") await tellOwners(tx, request, { member: current, changes: ["deleted"], role: current.role });
    await tx.delete(admins).where(eq(admins.id, id));
    return current;
  });
  notifyOutbox();
  await recordActivity(request, { kind: "user", action: "deleted", entityId: id, title: `${deleted.email} (${deleted.role})` });
}

/** The account an invitation link is for, while it can still be accepted (found by the token's hash, not used up); else 400. */
export async function findInvitee(db: Database, token: string): Promise<AdminRow> {
  const pending = await findOneTimeToken(db, token, "invitation");
  const [invitee] = pending ? await db.select().from(admins).where(eq(admins.id, pending.adminId)) : [];
  if (!invitee || invitee.passwordHash || invitee.disabledAt) throw badRequest(STAFF_MESSAGES.invitationInvalid);
  return invitee;
}

/** Accepts an invitation: the invitee's name and password; they are signed in by the caller. */
export async function acceptInvitation(request: FastifyRequest, input: { token: string; name: string; password: string }): Promise<AdminRow> {
  const { db } = request.server.services;
  const invitee = await findInvitee(db, input.token);
  await assertStrongPassword(input.password, [invitee.email, input.name]);
  const passwordHash = await hashPassword(input.password);
  const accepted = await db.transaction(async (tx) => {
    if (!(await consumeOneTimeToken(tx, input.token, "invitation"))) throw badRequest(STAFF_MESSAGES.invitationInvalid);
    const [row] = await tx
      .update(admins)
      .set({ name: input.name, passwordHash, passwordChangedAt: new Date() })
      .where(eq(admins.id, invitee.id))
      .returning();
    return row!;
  });
  await recordActivity(request, {
    kind: "user",
    action: "invitation-accepted",
    entityId: accepted.id,
    title: `${accepted.email} (${accepted.role})`,
    actor: { id: accepted.id, name: accepted.name, email: accepted.email },
  });
  return accepted;
}

export async function readAdminSettings(db: Database): Promise<AdminSettings> {
  return { requireTwoFactor: (await readSetting(db, REQUIRE_TWO_FACTOR_SETTING)) === "true" };
}

export async function updateAdminSettings(request: FastifyRequest, input: AdminSettings): Promise<AdminSettings> {
  const { db } = request.server.services;
  const before = await readAdminSettings(db);
  if (input.requireTwoFactor && !request.admin!.twoFactorEnabled) throw badRequest(STAFF_MESSAGES.twoFactorRequiredFirst);
  await writeSetting(db, REQUIRE_TWO_FACTOR_SETTING, String(input.requireTwoFactor));
  if (before.requireTwoFactor !== input.requireTwoFactor) {
    await recordActivity(request, {
      kind: "settings",
      action: "settings-changed",
      title: input.requireTwoFactor ? "Two-factor sign-in required for all staff" : "Two-factor sign-in no longer required",
    });
  }
  return input;
}
