import type { SnapshotFrom } from 'xstate';
import type { SessionError } from '@/machines/session/session.actors';
import type { signUpFormMachine, SignUpField } from './sign-up-form.machine';

export type SignUpFormSnapshot = SnapshotFrom<typeof signUpFormMachine>;

/** A message to show: an i18n key with its namespace (`session:errors.loginFailed`), or the server's own words. */
export type FormMessage = { i18nKey: string } | { text: string };

export const selectValues = (snapshot: SignUpFormSnapshot) => snapshot.context.values;

/** The message key of a field's error (`auth:errors.<key>`), or null. */
export const selectFieldError = (snapshot: SignUpFormSnapshot, field: SignUpField) => {
  const key = snapshot.context.errors[field];
  return key ? `auth:errors.${key}` : null;
};

/** The session is signing in for this form: the busy texts show and nothing can be changed. */
export const selectIsBusy = (snapshot: SignUpFormSnapshot) => snapshot.hasTag('busy');

/** Fields and buttons take input only while editing (not while the session is read, busy, or done). */
export const selectCanEdit = (snapshot: SignUpFormSnapshot) =>
  snapshot.can({ type: 'signUp.fieldChanged', field: 'name', value: '' });

/** Signed in: the screen leaves for `selectDestination`, replacing history. */
export const selectIsSignedIn = (snapshot: SignUpFormSnapshot) => snapshot.matches('signedIn');

export const selectDestination = (snapshot: SignUpFormSnapshot) => snapshot.context.destination;

/** Why the last attempt failed, as a message to show (spec, accounts §8: server message first, then the fallbacks). */
export function selectFailure(snapshot: SignUpFormSnapshot): FormMessage | null {
  const { failure } = snapshot.context;
  if (!failure) return null;
  if ('screenKey' in failure) return { i18nKey: `auth:signup.${failure.screenKey}` };
  return sessionErrorMessage(failure);
}

export function sessionErrorMessage(error: SessionError): FormMessage {
  return 'text' in error ? { text: error.text } : { i18nKey: `session:${error.key}` };
}
