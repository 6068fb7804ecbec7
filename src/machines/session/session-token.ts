/** The claim the user id is read from (spec, accounts §6: the token's name-identifier claim). */
export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

export interface TokenClaims {
  /** The user id from the name-identifier claim (or `nameid`/`sub`), null when absent. */
  userId: string | null;
  /** When the token expires, in ms since the epoch; null when it does not say. */
  expiresAt: number | null;
}

/** Reads a JWT's claims without verifying it (the server verifies; the browser only needs to know). */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const id = claims[NAME_IDENTIFIER_CLAIM] ?? claims.nameid ?? claims.sub;
    return {
      userId: typeof id === 'string' && id !== '' ? id : null,
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** Whether a token can still be used at `now` (an expired token counts as signed out). */
export function isTokenLive(token: string, now: number): boolean {
  const claims = readTokenClaims(token);
  return claims !== null && (claims.expiresAt === null || claims.expiresAt > now);
}

/** The id for the user's local records: the token's user id, else 'anonymous' (spec, accounts §6). */
export function userIdOf(token: string | null | undefined): string {
  return (token && readTokenClaims(token)?.userId) || 'anonymous';
}
