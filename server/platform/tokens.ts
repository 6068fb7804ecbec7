import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Queryable } from './db/db';

/** The claim the client reads the user id from (the .NET name-identifier claim the spec's client expects). */
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
/** The .NET claims for the user name and e-mail, which clients written for the original API read. */
export const GIVEN_NAME_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname';
export const EMAIL_ADDRESS_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60; // a week: the session survives closing the browser
const ISSUER = 'rihla';

export interface TokenSubject {
  id: string;
  userName: string;
  email: string;
}

/** What an account may do: everyone who signs up is a traveller. */
export type Role = 'traveller' | 'partner' | 'admin';

/** An account's role: as stored, unless ADMIN_EMAILS names its address (then an admin; D283). */
export function roleOf(stored: Role, email: string, adminEmails: ReadonlySet<string>): Role {
  return adminEmails.has(email.toLowerCase()) ? 'admin' : stored;
}

export interface VerifiedToken extends TokenSubject {
  tokenId: string;
  expiresAt: Date;
  /** The account's role and, for a partner, its company, as stored now (not as when the token was issued). */
  role: Role;
  companyId: number | null;
  /** The account's e-mail address as stored now. */
  accountEmail: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function issueToken(secret: string, subject: TokenSubject, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // `iat_ms`: the issue time to the millisecond, so a reset at 12:00:00.500 refuses a token of
  // 12:00:00.200 and accepts one of 12:00:00.800.
  return new SignJWT({
    [NAME_IDENTIFIER_CLAIM]: subject.id,
    [GIVEN_NAME_CLAIM]: subject.userName,
    [EMAIL_ADDRESS_CLAIM]: subject.email,
    unique_name: subject.userName,
    email: subject.email,
    iat_ms: now.getTime(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.id)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/**
 * The token's subject when it is well signed, unexpired, not logged out, of a user that still exists,
 * and not older than the user's last password reset; null otherwise.
 */
export async function verifyToken(db: Queryable, secret: string, token: string, now: Date = new Date()): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    const id = payload[NAME_IDENTIFIER_CLAIM];
    if (typeof id !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const state = await db.one<{ validAfter: Date | null; revoked: boolean; role: Role; companyId: number | null; accountEmail: string }>(
      `select sessions_valid_after as "validAfter",
              exists (select 1 from revoked_tokens where jti = $2) as revoked,
              role, company_id as "companyId", email as "accountEmail"
         from users where id = $1`,
      [id, payload.jti],
    );
    if (!state || state.revoked) return null;
    const issuedAt = typeof payload.iat_ms === 'number' ? payload.iat_ms : (payload.iat ?? 0) * 1000;
    if (state.validAfter && issuedAt < new Date(state.validAfter).getTime()) return null;
    return {
      id,
      userName: typeof payload.unique_name === 'string' ? payload.unique_name : '',
      email: typeof payload.email === 'string' ? payload.email : '',
      tokenId: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
      role: state.role,
      companyId: state.companyId,
      accountEmail: state.accountEmail,
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** Logout: the token is refused from now on, until it would have expired anyway. */
export async function revokeToken(db: Queryable, tokenId: string, expiresAt: Date): Promise<void> {
  await db.query('insert into revoked_tokens (jti, expires_at) values ($1, $2) on conflict (jti) do nothing', [tokenId, expiresAt]);
}
