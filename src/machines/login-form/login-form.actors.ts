import { fromPromise } from 'xstate';
import { authApi } from '@/api/auth';

/** How asking for reset instructions ended; the screens show their own texts for both (DECISIONS #13). */
export type PasswordResetOutcome = { ok: true } | { ok: false };

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
  const result = await authApi.forgotPassword({ email: input.email, url: resetPageUrl(input.origin, input.email) }, 'Failed to send reset instructions');
  return result.ok ? { ok: true } : { ok: false };
});
