import { jwtVerify, SignJWT } from "jose";

export interface AdminTokenClaims {
  adminId: string;
  email: string;
  /** The admin's password version (when it last changed, ms): a reset makes older tokens worthless. */
  passwordVersion: number;
}

const ISSUER = "vistaar-admin";

export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const REMEMBERED_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

function keyFrom(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAdminToken(secret: string, claims: AdminTokenClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ email: claims.email, pwv: claims.passwordVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyFrom(secret));
}

/** The token's claims, or null when it is missing, forged, expired or malformed. */
export async function verifyAdminToken(secret: string, token: string): Promise<AdminTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), { issuer: ISSUER, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.pwv !== "number") return null;
    return { adminId: payload.sub, email: payload.email, passwordVersion: payload.pwv };
  } catch {
    return null;
  }
}
