import type { SnapshotFrom } from 'xstate';
import { sessionErrorMessage, type FormMessage } from '@/machines/sign-up-form/sign-up-form.selectors';
import type { loginFormMachine, LoginField } from './login-form.machine';

export type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectValues = (snapshot: LoginFormSnapshot) => snapshot.context.values;

/** The message key of a field's error (`auth:errors.<key>`), or null. */
export const selectFieldError = (snapshot: LoginFormSnapshot, field: LoginField) => {
  const key = snapshot.context.errors[field];
  return key ? `auth:errors.${key}` : null;
};

/** The session is signing in for this form: 'Logging In...' shows and nothing can be changed. */
export const selectIsBusy = (snapshot: LoginFormSnapshot) => snapshot.hasTag('busy');

/** Fields and the log-in buttons take input only while editing (not while the session is read, busy, or done). */
export const selectCanEdit = (snapshot: LoginFormSnapshot) =>
  snapshot.can({ type: 'login.fieldChanged', field: 'username', value: '' });

export const selectIsSignedIn = (snapshot: LoginFormSnapshot) => snapshot.matches({ form: 'signedIn' });

export const selectDestination = (snapshot: LoginFormSnapshot) => snapshot.context.destination;

/** Why the last attempt failed, as a message to show (spec, accounts §8: server message first, then the fallbacks). */
export function selectFailure(snapshot: LoginFormSnapshot): FormMessage | null {
  const { failure } = snapshot.context;
  if (!failure) return null;
  if ('screenKey' in failure) return { i18nKey: `auth:login.${failure.screenKey}` };
  return sessionErrorMessage(failure);
}

export type PasswordResetStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'limited';

/** Forgot password's progress; `limit` is what to show when the server refused for too many attempts. */
export function selectPasswordReset(snapshot: LoginFormSnapshot): { status: PasswordResetStatus; email: string | null; limit: FormMessage | null } {
  const status: PasswordResetStatus = snapshot.matches({ passwordReset: 'sending' })
    ? 'sending'
    : snapshot.matches({ passwordReset: 'sent' })
      ? 'sent'
      : snapshot.matches({ passwordReset: 'failed' })
        ? 'failed'
        : snapshot.matches({ passwordReset: 'limited' })
          ? 'limited'
          : 'idle';
  const { resetLimit } = snapshot.context;
  return { status, email: snapshot.context.resetEmail, limit: status === 'limited' && resetLimit ? sessionErrorMessage(resetLimit) : null };
}

/** Forgot password takes a click unless a request is already on its way. */
export const selectCanRequestReset = (snapshot: LoginFormSnapshot) => snapshot.can({ type: 'login.passwordResetRequested' });
