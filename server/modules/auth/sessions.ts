import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { AdminSession } from "#contracts/staff.ts";
import type { AdminRole } from "#contracts/staff-constants.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { admins, adminSessions, appSettings } from "../../db/schema.ts";
import { describeDevice } from "./device.ts";
import { REMEMBERED_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, signAdminToken } from "./tokens.ts";

/**
 * Server-side sessions: a row per sign-in, named by the token. Every admin request reads its session
 * (and the account's role and state) in one indexed lookup by primary key; ending a session deletes
 * its row, so the next request with its token is 401 on every app instance at once.
 */

export const REQUIRE_TWO_FACTOR_SETTING = "require_two_factor";

/** How often `last_seen_at` is written: not on every request, which would turn every read into a write. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export interface SessionStart {
  adminId: string;
  remember: boolean;
  userAgent?: string;
  ip?: string;
}

export interface StartedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function startSession(db: Database | Transaction, jwtSecret: string, start: SessionStart): Promise<StartedSession> {
  const ttlSeconds = start.remember ? REMEMBERED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  const startedAt = new Date();
  const expiresAt = new Date(startedAt.getTime() + ttlSeconds * 1000);
  const [row] = await db
    .insert(adminSessions)
    .values({ adminId: start.adminId, userAgent: start.userAgent?.slice(0, 500) ?? null, ip: start.ip?.slice(0, 64) ?? null, expiresAt })
    .returning({ id: adminSessions.id });
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, start.adminId));
  const token = await signAdminToken(jwtSecret, { adminId: start.adminId, sessionId: row!.id }, expiresAt, startedAt);
  return { token, sessionId: row!.id, expiresAt };
}

/** What an authenticated request knows about its caller. */
export interface SessionPrincipal {
  sessionId: string;
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  twoFactorEnabled: boolean;
  /** The owner requires two-factor sign-in for everyone. */
  twoFactorRequired: boolean;
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Database) {
  return db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      id: admins.id,
      email: admins.email,
      name: admins.name,
      role: admins.role,
      twoFactorEnabled: sql<boolean>`${admins.totpSecret} IS NOT NULL`,
      twoFactorRequired: sql<boolean>`coalesce((SELECT ${appSettings.value} = 'true' FROM ${appSettings} WHERE ${appSettings.key} = ${REQUIRE_TWO_FACTOR_SETTING}), false)`,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, sql.placeholder("sessionId")),
        eq(adminSessions.adminId, sql.placeholder("adminId")),
        gt(adminSessions.expiresAt, sql`now()`),
        sql`${admins.disabledAt} IS NULL`,
      ),
    )
    .prepare("admin_session_lookup");
}

/** The live session named by a token, with its account; null when it ended, expired or the account is disabled. */
export async function findLiveSession(db: Database, adminId: string, sessionId: string): Promise<SessionPrincipal | null> {
  let lookup = preparedByDatabase.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedByDatabase.set(db, lookup);
  }
  const [row] = await lookup.execute({ adminId, sessionId });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(adminSessions).set({ lastSeenAt: new Date() }).where(eq(adminSessions.id, sessionId));
  }
  const { lastSeenAt: _lastSeenAt, ...principal } = row;
  return { ...principal, twoFactorEnabled: Boolean(row.twoFactorEnabled), twoFactorRequired: Boolean(row.twoFactorRequired) };
}

export async function listSessions(db: Database, adminId: string, currentSessionId: string): Promise<AdminSession[]> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), gt(adminSessions.expiresAt, sql`now()`)))
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Whether the session signed in (its row's `created_at`) within the last `minutes`, by the database's
 * clock. A session row is only ever made by a sign-in (password, with its code when two-factor sign-in
 * is on, or an accepted invitation: `startSession`), and nothing renews or re-issues it, so this is when
 * its owner last proved who they are; a request that only uses the token does not move it.
 */
export async function signedInWithin(db: Database, sessionId: string, minutes: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), gt(adminSessions.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return row !== undefined;
}

/** Ends one of the admin's own sessions; false when they have no such session. */
export async function endSession(db: Database, adminId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every session of an account (password reset, disabled, 'Sign out everywhere'), or all but one. */
export async function endSessionsOf(db: Database | Transaction, adminId: string, options: { except?: string } = {}): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), options.except ? ne(adminSessions.id, options.except) : undefined))
    .returning({ id: adminSessions.id });
  return ended.length;
}
