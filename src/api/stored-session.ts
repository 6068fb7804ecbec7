/**
 * What the browser keeps of a session (spec, accounts §3: `currentUser` with id, name, email, phone,
 * avatar, token, and an authenticated flag). The session machine writes these keys; the API client
 * only reads the token to send it as a bearer header.
 */
export const CURRENT_USER_KEY = 'currentUser';
export const AUTHENTICATED_KEY = 'isAuthenticated';

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  avatar?: string | null;
  /** As the last auth answer said; read back only when it is one of the roles. */
  role?: unknown;
  token: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw when disabled (private mode, sandboxed frames): treat it as empty.
    return null;
  }
}

export function readStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser> | null;
    return parsed && typeof parsed.token === 'string' && parsed.token !== '' ? (parsed as StoredUser) : null;
  } catch {
    return null;
  }
}

/** The bearer token, only while the authenticated flag is set (spec: a token exists and the flag is true). */
export function readStoredToken(): string | null {
  const user = readStoredUser();
  if (!user) return null;
  return storage()?.getItem(AUTHENTICATED_KEY) === 'true' ? user.token : null;
}
