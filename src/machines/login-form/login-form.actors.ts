import { fromPromise } from 'xstate';
import { authApi } from '@/api/auth';
import type { SessionError } from '@/machines/session/session.actors';

/**
 * How asking for reset instructions ended; the screens show their own texts for success and failure
 * (S13), and the server's words when it refused for too many attempts (429): they say
 * when to try again.
 */
export type PasswordResetOutcome = { ok: true } | { ok: false } | { ok: false; limited: SessionError };

export interface PasswordResetInput {
  /** The user name or e-mail address as typed on the login screen (trimmed). */
  email: string;
  /** This site's origin (`location.origin`): the reset link must point here. */
  origin: string;
}

/** The reset-page link the server mails, ending in `token=` so the server can append the token (spec, accounts §7). */
export function resetPageUrl(origin: string, email: string): string {
  return `${origin}/reset-password?email=${encodeURIComponent(email)}&token=`;
}

/** Forgot password on the login screen: `POST /api/Auth/forgotpassword` with the typed handle and the reset link. */
export const requestPasswordReset = fromPromise<PasswordResetOutcome, PasswordResetInput>(async ({ input }) => {
  const result = await authApi.forgotPassword({ email: input.email, url: resetPageUrl(input.origin, input.email) }, '');
  if (result.ok) return { ok: true };
  if (result.error.kind === 'http' && result.error.status === 429) {
    return { ok: false, limited: result.error.message ? { text: result.error.message } : { key: 'errors.tooManyAttempts' } };
  }
  return { ok: false };
});
