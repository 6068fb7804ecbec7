/**
 * Identity-provider (Google) sign-in: the browser hands over the provider's ID token; we trust it only
 * after verifying its signature against the provider's published key set (GOOGLE_JWKS_URL, so tests can
 * use a local one), its issuer, its audience (our GOOGLE_CLIENT_ID) and its expiry (S17).
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
/** Clocks differ a little between Google and us. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** The provider's stable account id (`sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /** The provider's profile picture (https only). */
  picture: string | null;
}

export type IdentityCheck =
  | { ok: true; identity: ProviderIdentity }
  | { ok: false; reason: 'notConfigured' | 'invalidToken' | 'unavailable' };

export interface IdentityProvider {
  verify(credential: string, now: Date): Promise<IdentityCheck>;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function httpsUrl(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    return new URL(raw).protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

function identityOf(payload: JWTPayload): ProviderIdentity | null {
  const subject = text(payload.sub);
  const email = text(payload.email);
  if (!subject || !email) return null;
  const givenAndFamily = [text(payload.given_name), text(payload.family_name)].filter(Boolean).join(' ');
  return {
    subject,
    email,
    // Older tokens carry the flag as a string.
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: text(payload.name) ?? (givenAndFamily || null),
    picture: httpsUrl(payload.picture),
  };
}

/**
 * A failure to reach the key set (network, timeout, not 200, not a key set) is the provider's trouble,
 * not the token's: the caller answers "try again later" rather than "your sign-in is invalid".
 */
function isKeySetUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) return error.code === 'ERR_JOSE_GENERIC';
  return error instanceof TypeError; // fetch failed: connection refused, DNS, TLS
}

function keySetUrl(raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`GOOGLE_JWKS_URL must be an absolute URL, got '${raw}'`);
  }
}

export function createGoogleIdentityProvider(config: { googleClientId: string | undefined; googleJwksUrl: string }): IdentityProvider {
  const clientId = config.googleClientId;
  // Made once: it caches the keys and refetches them when Google rotates them.
  const keySet = clientId ? createRemoteJWKSet(keySetUrl(config.googleJwksUrl)) : null;
  return {
    async verify(credential, now) {
      if (!clientId || !keySet) return { ok: false, reason: 'notConfigured' };
      try {
        const { payload } = await jwtVerify(credential.trim(), keySet, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: clientId,
          currentDate: now,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const identity = identityOf(payload);
        return identity ? { ok: true, identity } : { ok: false, reason: 'invalidToken' };
      } catch (error) {
        if (isKeySetUnavailable(error)) return { ok: false, reason: 'unavailable' };
        if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalidToken' };
        throw error;
      }
    },
  };
}
