import { assign, sendTo, setup } from 'xstate';
import type { SessionError } from '@/machines/session/session.actors';
import {
  checkConfirmation,
  checkEmail,
  checkName,
  checkPassword,
  DEFAULT_DESTINATION,
  safeReturnPath,
  type FieldErrorKey,
} from './credential-rules';
import { watchSession, type SessionRef, type SessionStatusChanged } from './session-link.actors';

/**
 * The sign-up form (spec, accounts §2 Sign Up, §4 Session, §5 Sign up, §8). It holds what the user typed
 * and the rules of §5; the session (src/machines/session) does the signing in.
 *
 * - `waiting`: the session is still being read from storage (or is busy with something else); nothing can
 *   be sent yet.
 * - `editing`: typing clears the field's error; leaving a field with something typed in it checks that
 *   field; submitting checks every field and shows every message, or, when all pass, sends the session
 *   `session.register`. The Google credential is sent as `session.googleLogin`.
 * - `submitting`: the session is signing in (busy texts, inputs disabled). When it signs out again, the
 *   attempt failed: the form goes back to editing with the session's error (or the screen's fallback),
 *   keeping everything typed, the passwords too.
 * - `signedIn`: the user is signed in, by this form or already on arrival; the screen goes to
 *   `destination` (the origin in navigation state, else /account) replacing history.
 */
export type SignUpField = 'name' | 'email' | 'password' | 'confirmPassword';
export type SignUpValues = Record<SignUpField, string>;
export type SignUpErrors = Partial<Record<SignUpField, FieldErrorKey>>;

/** Why the last attempt failed: the session's error, or one of the screen's own texts (`auth:signup.<key>`). */
export type SignUpFailure = SessionError | { screenKey: 'registrationFailed' | 'googleSignUpFailed' | 'noGoogleCredential' };

export interface SignUpFormContext {
  session: SessionRef;
  values: SignUpValues;
  errors: SignUpErrors;
  failure: SignUpFailure | null;
  /** What the current or last attempt was, to pick the screen's fallback text. */
  attempt: 'credentials' | 'google';
  destination: string;
}

export interface SignUpFormInput {
  session: SessionRef;
  /** The origin path from navigation state (`state.from`); anything not a path of this site is ignored. */
  from?: unknown;
}

export type SignUpFormEvent =
  | { type: 'signUp.fieldChanged'; field: SignUpField; value: string }
  | { type: 'signUp.fieldLeft'; field: SignUpField }
  | { type: 'signUp.submitted' }
  | { type: 'signUp.googleCredentialReceived'; credential: string | null }
  | SessionStatusChanged;

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['name', 'email', 'password', 'confirmPassword'];

/** The message a field's value earns under the rules of §5, or null. */
export function checkSignUpField(field: SignUpField, values: SignUpValues): FieldErrorKey | null {
  switch (field) {
    case 'name':
      return checkName(values.name);
    case 'email':
      return checkEmail(values.email);
    case 'password':
      return checkPassword(values.password);
    case 'confirmPassword':
      return checkConfirmation(values.confirmPassword, values.password);
  }
}

function checkAll(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const field of SIGN_UP_FIELDS) {
    const error = checkSignUpField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

function withoutError(errors: SignUpErrors, field: SignUpField): SignUpErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/**
 * The errors left when `field` is edited: its own (spec, accounts §5), and the confirmation's 'Passwords
 * do not match', which is about the password as much as the confirmation.
 */
function errorsAfterEditing(errors: SignUpErrors, field: SignUpField): SignUpErrors {
  const remaining = withoutError(errors, field);
  return field === 'password' && remaining.confirmPassword === 'passwordMismatch' ? withoutError(remaining, 'confirmPassword') : remaining;
}

export const signUpFormMachine = setup({
  types: {
    context: {} as SignUpFormContext,
    events: {} as SignUpFormEvent,
    input: {} as SignUpFormInput,
  },
  actors: { watchSession },
  guards: {
    isValid: ({ context }) => Object.keys(checkAll(context.values)).length === 0,
    hasCredential: ({ event }) => event.type === 'signUp.googleCredentialReceived' && !!event.credential,
    isSignedIn: ({ event }) => event.type === 'session.statusChanged' && event.status === 'signedIn',
    isSignedOut: ({ event }) => event.type === 'session.statusChanged' && event.status === 'signedOut',
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'signUp.fieldChanged') return {};
      // An error clears when its field is edited (spec, accounts §5).
      return { values: { ...context.values, [event.field]: event.value }, errors: errorsAfterEditing(context.errors, event.field) };
    }),
    /** Leaving a field with something in it checks that field; an empty field waits for the submit. */
    checkLeftField: assign(({ context, event }) => {
      if (event.type !== 'signUp.fieldLeft') return {};
      const value = context.values[event.field];
      if (value.trim() === '') return {};
      const error = checkSignUpField(event.field, context.values);
      return { errors: error ? { ...context.errors, [event.field]: error } : withoutError(context.errors, event.field) };
    }),
    checkAllFields: assign(({ context }) => ({ errors: checkAll(context.values) })),
    clearFailure: assign({ failure: null }),
    assignCredentialsAttempt: assign({ attempt: 'credentials' as const }),
    assignGoogleAttempt: assign({ attempt: 'google' as const }),
    assignNoCredential: assign({ failure: { screenKey: 'noGoogleCredential' as const } }),
    assignFailure: assign(({ context, event }) => ({
      failure:
        (event.type === 'session.statusChanged' ? event.error : null) ??
        { screenKey: context.attempt === 'google' ? ('googleSignUpFailed' as const) : ('registrationFailed' as const) },
    })),
    requestRegister: sendTo(
      ({ context }) => context.session,
      ({ context }) => ({
        type: 'session.register' as const,
        name: context.values.name.trim(),
        email: context.values.email.trim(),
        password: context.values.password,
      }),
    ),
    requestGoogleLogin: sendTo(
      ({ context }) => context.session,
      ({ event }) => ({
        type: 'session.googleLogin' as const,
        credential: event.type === 'signUp.googleCredentialReceived' ? (event.credential ?? '') : '',
      }),
    ),
  },
}).createMachine({
  id: 'signUpForm',
  context: ({ input }) => ({
    session: input.session,
    values: { name: '', email: '', password: '', confirmPassword: '' },
    errors: {},
    failure: null,
    attempt: 'credentials',
    destination: safeReturnPath(input.from) ?? DEFAULT_DESTINATION,
  }),
  invoke: { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session }) },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'session.statusChanged': [
          { guard: 'isSignedIn', target: 'signedIn' },
          { guard: 'isSignedOut', target: 'editing' },
        ],
      },
    },
    editing: {
      on: {
        'signUp.fieldChanged': { actions: 'assignValue' },
        'signUp.fieldLeft': { actions: 'checkLeftField' },
        'signUp.submitted': [
          { guard: 'isValid', target: 'submitting', actions: ['checkAllFields', 'clearFailure', 'assignCredentialsAttempt', 'requestRegister'] },
          { actions: ['checkAllFields', 'clearFailure'] },
        ],
        'signUp.googleCredentialReceived': [
          { guard: 'hasCredential', target: 'submitting', actions: ['clearFailure', 'assignGoogleAttempt', 'requestGoogleLogin'] },
          { actions: 'assignNoCredential' },
        ],
        // Signed in some other way while the form is open (another part of the page).
        'session.statusChanged': { guard: 'isSignedIn', target: 'signedIn' },
      },
    },
    submitting: {
      tags: ['busy'],
      on: {
        'session.statusChanged': [
          { guard: 'isSignedIn', target: 'signedIn' },
          { guard: 'isSignedOut', target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
