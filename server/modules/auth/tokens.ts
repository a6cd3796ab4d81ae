import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/**
 * Admin bearer tokens: HS256 JWTs that name the admin (`sub`) and their session (`sid`). The session
 * row decides whether the token still works (server/modules/auth/sessions.ts); the token only proves
 * who issued it and until when. A token without `exp`, `sub` or `sid`, or with ids that are not
 * UUIDs, is refused like a forged one.
 */
export interface AdminTokenClaims {
  adminId: string;
  sessionId: string;
}

const ISSUER = "vistaar-admin";

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const uuid = z.guid();

function keyFrom(secret: string) {
  return new TextEncoder().encode(secret);
}

/** `issuedAt`: the moment `expiresAt` was counted from, so the token lasts exactly the session's time. */
export async function signAdminToken(secret: string, claims: AdminTokenClaims, expiresAt: Date, issuedAt: Date = new Date()): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFrom(secret));
}

/** The token's claims, or null when it is missing, forged, expired, malformed or lacks a claim we need. */
export async function verifyAdminToken(secret: string, token: string): Promise<AdminTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub", "sid"],
    });
    if (!uuid.safeParse(payload.sub).success || !uuid.safeParse(payload.sid).success) return null;
    return { adminId: payload.sub!, sessionId: payload.sid as string };
  } catch {
    return null;
  }
}

/** The token from an Authorization header: the scheme is case-insensitive (RFC 7235), so `bearer` works too. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^bearer[ \t]+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}
