import { fromPromise } from 'xstate';
import { authApi } from '@/api/auth';

/**
 * Where the reset screen keeps the link it was opened with (spec, accounts §4: "the locally stored reset
 * email and token are cleared" on success). Stored when the screen opens from a link, so a reload or a
 * return to the bare /reset-password still has them; removed once the password is reset.
 */
export const RESET_EMAIL_KEY = 'resetEmail';
export const RESET_TOKEN_KEY = 'resetToken';

/** The e-mail and token a reset link carries. */
export interface ResetLink {
  email: string;
  token: string;
}

/** The link's query values as the screen found them (null when absent). */
export interface ResetLinkQuery {
  email: string | null;
  token: string | null;
}

/** What a failed reset says: a key of the `account` namespace, or the server's own words (already in the user's language). */
export type ResetMessage = { key: string } | { text: string };

export type ResetOutcome = { ok: true } | { ok: false; error: ResetMessage };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled (private mode, sandboxed frame): the link in the address is all there is.
    return null;
  }
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The link to use: the query's e-mail and token when it has both (and they are stored for a reload); when the
 * query has neither, the stored pair from an earlier opening; a query with only one of them is a broken link.
 */
export function resolveResetLink(query: ResetLinkQuery): ResetLink | null {
  const store = storage();
  if (present(query.email) && present(query.token)) {
    try {
      store?.setItem(RESET_EMAIL_KEY, query.email);
      store?.setItem(RESET_TOKEN_KEY, query.token);
    } catch {
      // Storage full: the link in the address still works.
    }
    return { email: query.email, token: query.token };
  }
  if (present(query.email) || present(query.token)) return null;
  const email = store?.getItem(RESET_EMAIL_KEY);
  const token = store?.getItem(RESET_TOKEN_KEY);
  return present(email) && present(token) ? { email, token } : null;
}

/** Removes the stored reset e-mail and token (spec, accounts §4: on a 200 answer). */
export function forgetResetLink(): void {
  try {
    storage()?.removeItem(RESET_EMAIL_KEY);
    storage()?.removeItem(RESET_TOKEN_KEY);
  } catch {
    // Nothing stored to forget.
  }
}

/** Reads (and keeps) the reset link the screen was opened with. */
export const openResetLink = fromPromise<ResetLink | null, ResetLinkQuery>(({ input }) => Promise.resolve(resolveResetLink(input)));

/**
 * POST /api/Auth/resetpassword?token={token} (spec, accounts §7): 200 means success; a failure shows the
 * server's message, else 'Error resetting password. Please try again.' (spec, accounts §8).
 */
export const resetPassword = fromPromise<ResetOutcome, ResetLink & { newPassword: string }>(async ({ input }) => {
  const result = await authApi.resetPassword(input.token, { email: input.email, newPassword: input.newPassword }, '');
  if (result.ok) return { ok: true };
  const { kind, message } = result.error;
  return { ok: false, error: kind === 'http' && message ? { text: message } : { key: 'errors.resetPasswordFailed' } };
});
