/**
 * The admin console's calls, as results its statecharts branch on (CONVENTIONS #3): a read
 * answers its data or why there is none (signed out, not an admin, failed); a change answers its data, the
 * server's refusal in the admin's language (400, 404, 409), or a failure.
 */
import { toResult } from '@/api/client';
import { readStoredToken } from '@/api/stored-session';

/**
 * Keys of common's `console` block, written once for both consoles (signed out and not allowed say which:
 * `console.signedOut.admin`, `console.forbidden.partner`); the views say them through `useProblemWords`.
 */
export const SIGNED_OUT = 'console.signedOut';
export const FORBIDDEN = 'console.forbidden';
export const LOAD_FAILED = 'console.loadFailed';
export const CHANGE_FAILED = 'console.changeFailed';

export type ReadResult<T> = { ok: true; data: T } | { ok: false; error: typeof SIGNED_OUT | typeof FORBIDDEN | typeof LOAD_FAILED };

export type ChangeResult<T> = { ok: true; data: T } | { ok: false; kind: 'refused'; message: string } | { ok: false; kind: 'failed'; error: typeof CHANGE_FAILED | typeof SIGNED_OUT };

type Call<T> = () => Promise<{ data?: T; error?: unknown; response: Response }>;

/** Without a stored token nothing is asked; 401 reads as signed out, 403 as "admins only". */
export async function consoleRead<T>(call: Call<T>, what: string): Promise<ReadResult<T>> {
  if (!readStoredToken()) return { ok: false, error: SIGNED_OUT };
  const result = await toResult(call(), `Failed: ${what}.`);
  if (result.ok) return { ok: true, data: result.data };
  if (result.error.status === 401) return { ok: false, error: SIGNED_OUT };
  if (result.error.status === 403) return { ok: false, error: FORBIDDEN };
  console.error(`${what}: ${result.error.message}`);
  return { ok: false, error: LOAD_FAILED };
}

/** The server's 400, 404 and 409 are its word to the admin (already in their language); the rest is a failure. */
export async function consoleChange<T>(call: Call<T>, what: string): Promise<ChangeResult<T>> {
  const result = await toResult(call(), `Failed: ${what}.`);
  if (result.ok) return { ok: true, data: result.data };
  const { status, message } = result.error;
  if (status === 400 || status === 404 || status === 409) return { ok: false, kind: 'refused', message };
  if (status === 401) return { ok: false, kind: 'failed', error: SIGNED_OUT };
  console.error(`${what}: ${message}`);
  return { ok: false, kind: 'failed', error: CHANGE_FAILED };
}

/** Where a console list is: reading, why it cannot be shown, or shown (its machine's top-level states). */
export type ListPhase = 'loading' | 'signedOut' | 'forbidden' | 'failed' | 'list';

export function listPhase(snapshot: { matches: (state: 'loading' | 'signedOut' | 'forbidden' | 'failed') => boolean }): ListPhase {
  for (const phase of ['loading', 'signedOut', 'forbidden', 'failed'] as const) if (snapshot.matches(phase)) return phase;
  return 'list';
}
