import { fromCallback, fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { TOKEN_REFUSED, sessionEvents } from '@/api/session-events';
import { AUTHENTICATED_KEY, CURRENT_USER_KEY, readStoredUser } from '@/api/stored-session';
import { isTokenLive } from './session-token';

/** What a failed attempt says: a key of the `session` namespace, or the server's own words (already in the user's language). */
export type SessionError = { key: string } | { text: string };

export type AuthRequest =
  | { type: 'session.login'; userName: string; password: string }
  | { type: 'session.register'; name: string; email: string; password: string }
  | { type: 'session.googleLogin'; credential: string };

export type AuthOutcome = { ok: true; user: SessionUser } | { ok: false; error: SessionError };


/** Reads the stored session: a user with a token, the authenticated flag set, and a token not expired. */
export const restoreSession = fromPromise<SessionUser | null, { now: number }>(({ input }) => {
  const stored = readStoredUser();
  const flagged = globalThis.localStorage?.getItem(AUTHENTICATED_KEY) === 'true';
  if (!stored || !flagged || !isTokenLive(stored.token, input.now)) {
    forgetSession();
    return Promise.resolve(null);
  }
  return Promise.resolve({
    id: stored.id,
    name: stored.name,
    email: stored.email,
    phone: stored.phone ?? null,
    avatar: stored.avatar ?? null,
    // A session stored before the server sent roles has none: a traveller's pages, until the next sign-in.
    ...(stored.role === 'traveller' || stored.role === 'partner' || stored.role === 'admin' ? { role: stored.role } : {}),
    token: stored.token,
  });
});

/**
 * Signing in and out load with the first attempt: restoring a session only reads storage, so the API
 * client and the sign-in logic stay out of the first page's JavaScript (scripts/bundle-budget.mjs).
 */
const loadCalls = () => import('./session-calls');

/** Register, login or identity-provider login; an answer without a token is a failure (spec, accounts §5). */
export const authenticate = fromPromise<AuthOutcome, AuthRequest>(async ({ input }) => (await loadCalls()).signIn(input));

/** Logout on the server; local data is cleared whatever the answer (spec, accounts §4). */
export const signOut = fromPromise<void, { token: string }>(async ({ input }) => (await loadCalls()).signOutOnServer(input.token));

/** Tells the session when the server refuses its token on any call (see src/api/client.ts). */
export const watchTokenRefusal = fromCallback<{ type: 'session.rejected' }>(({ sendBack }) => {
  const refused = () => sendBack({ type: 'session.rejected' });
  sessionEvents.addEventListener(TOKEN_REFUSED, refused);
  return () => sessionEvents.removeEventListener(TOKEN_REFUSED, refused);
});

export function rememberSession(user: SessionUser): void {
  try {
    globalThis.localStorage?.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    globalThis.localStorage?.setItem(AUTHENTICATED_KEY, 'true');
  } catch {
    // Storage full or disabled: the session lives for this page only.
  }
}

export function forgetSession(): void {
  try {
    globalThis.localStorage?.removeItem(CURRENT_USER_KEY);
    globalThis.localStorage?.removeItem(AUTHENTICATED_KEY);
  } catch {
    // Nothing stored to forget.
  }
}
