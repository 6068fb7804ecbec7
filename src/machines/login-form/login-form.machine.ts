import { assign, sendTo, setup } from 'xstate';
import type { SessionError } from '@/machines/session/session.actors';
import { checkLoginHandle, checkPassword, DEFAULT_DESTINATION, safeReturnPath, type FieldErrorKey } from '@/machines/sign-up-form/credential-rules';
import { watchSession, type SessionRef, type SessionStatusChanged } from '@/machines/sign-up-form/session-link.actors';
import { requestPasswordReset, type PasswordResetOutcome } from './login-form.actors';

/**
 * The login form (spec, accounts §2 Login, §4 Session and Forgot password, §5 Login, §8). Two regions
 * run side by side:
 *
 * `form`, like the sign-up form (src/machines/sign-up-form): `waiting` while the session is read,
 * `editing` (typing clears the field's error, leaving a field checks it, submitting checks both and sends
 * the session `session.login`), `submitting` while the session signs in, back to `editing` with the
 * session's error when it fails (everything typed is kept, the password too), and `signedIn`, after which
 * the screen goes to `destination` replacing history.
 *
 * `passwordReset`, forgot password: it needs the user name or e-mail first ('Email is required to reset
 * password' on that field), then asks the server to mail the reset link and shows that the instructions
 * were sent to what was typed, or that sending failed, or the server's "Too many attempts. Try again in 5
 * minutes." when it refused for too many requests (`limited`).
 */
export type LoginField = 'username' | 'password';
export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, FieldErrorKey>>;

/** Why the last attempt failed: the session's error, or one of the screen's own texts (`auth:login.<key>`). */
export type LoginFailure = SessionError | { screenKey: 'loginFailed' | 'googleLoginFailed' | 'noGoogleCredential' };

export interface LoginFormContext {
  session: SessionRef;
  /** This site's origin, for the reset link. */
  origin: string;
  values: LoginValues;
  errors: LoginErrors;
  failure: LoginFailure | null;
  attempt: 'credentials' | 'google';
  destination: string;
  /** What the last reset request was made for, as typed: the success text names it. */
  resetEmail: string | null;
  /** Why the server refused the last reset request for too many attempts (it says when to try again). */
  resetLimit: SessionError | null;
}

export interface LoginFormInput {
  session: SessionRef;
  /** The origin path from navigation state (`state.from`); anything not a path of this site is ignored. */
  from?: unknown;
  /** `location.origin`. */
  origin: string;
}

export type LoginFormEvent =
  | { type: 'login.fieldChanged'; field: LoginField; value: string }
  | { type: 'login.fieldLeft'; field: LoginField }
  | { type: 'login.submitted' }
  | { type: 'login.googleCredentialReceived'; credential: string | null }
  | { type: 'login.passwordResetRequested' }
  | SessionStatusChanged;

export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password'];

/** The message a field's value earns under the rules of §5 (login), or null. */
export function checkLoginField(field: LoginField, values: LoginValues): FieldErrorKey | null {
  return field === 'username' ? checkLoginHandle(values.username) : checkPassword(values.password);
}

function checkAll(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    const error = checkLoginField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

function withoutError(errors: LoginErrors, field: LoginField): LoginErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as LoginFormInput,
  },
  actors: { watchSession, requestPasswordReset },
  guards: {
    isValid: ({ context }) => Object.keys(checkAll(context.values)).length === 0,
    hasCredential: ({ event }) => event.type === 'login.googleCredentialReceived' && !!event.credential,
    hasHandle: ({ context }) => context.values.username.trim() !== '',
    isSignedIn: ({ event }) => event.type === 'session.statusChanged' && event.status === 'signedIn',
    isSignedOut: ({ event }) => event.type === 'session.statusChanged' && event.status === 'signedOut',
    isResetSent: (_, outcome: PasswordResetOutcome) => outcome.ok,
    isResetLimited: (_, outcome: PasswordResetOutcome) => 'limited' in outcome,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      // An error clears when its field is edited (spec, accounts §5).
      return { values: { ...context.values, [event.field]: event.value }, errors: withoutError(context.errors, event.field) };
    }),
    /** Leaving a field with something in it checks that field; an empty field waits for the submit. */
    checkLeftField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldLeft') return {};
      if (context.values[event.field].trim() === '') return {};
      const error = checkLoginField(event.field, context.values);
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
        { screenKey: context.attempt === 'google' ? ('googleLoginFailed' as const) : ('loginFailed' as const) },
    })),
    assignResetEmail: assign(({ context }) => ({ resetEmail: context.values.username.trim() })),
    assignResetLimit: assign((_, outcome: PasswordResetOutcome) => ({ resetLimit: 'limited' in outcome ? outcome.limited : null })),
    assignResetNeedsHandle: assign(({ context }) => ({ errors: { ...context.errors, username: 'resetEmailRequired' as const } })),
    requestLogin: sendTo(
      ({ context }) => context.session,
      ({ context }) => ({ type: 'session.login' as const, userName: context.values.username.trim(), password: context.values.password }),
    ),
    requestGoogleLogin: sendTo(
      ({ context }) => context.session,
      ({ event }) => ({
        type: 'session.googleLogin' as const,
        credential: event.type === 'login.googleCredentialReceived' ? (event.credential ?? '') : '',
      }),
    ),
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    session: input.session,
    origin: input.origin,
    values: { username: '', password: '' },
    errors: {},
    failure: null,
    attempt: 'credentials',
    destination: safeReturnPath(input.from) ?? DEFAULT_DESTINATION,
    resetEmail: null,
    resetLimit: null,
  }),
  invoke: { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session }) },
  type: 'parallel',
  states: {
    form: {
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
            'login.fieldChanged': { actions: 'assignValue' },
            'login.fieldLeft': { actions: 'checkLeftField' },
            'login.submitted': [
              { guard: 'isValid', target: 'submitting', actions: ['checkAllFields', 'clearFailure', 'assignCredentialsAttempt', 'requestLogin'] },
              { actions: ['checkAllFields', 'clearFailure'] },
            ],
            'login.googleCredentialReceived': [
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
        signedIn: {},
      },
    },
    passwordReset: {
      initial: 'idle',
      on: {
        'login.passwordResetRequested': [
          { guard: 'hasHandle', target: '.sending', actions: 'assignResetEmail' },
          { actions: 'assignResetNeedsHandle' },
        ],
      },
      states: {
        idle: {},
        sending: {
          tags: ['resetting'],
          on: {
            // One request at a time: a second click while the first is on its way is not taken.
            'login.passwordResetRequested': {},
          },
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.resetEmail ?? '', origin: context.origin }),
            onDone: [
              { guard: { type: 'isResetSent', params: ({ event }) => event.output }, target: 'sent' },
              {
                guard: { type: 'isResetLimited', params: ({ event }) => event.output },
                target: 'limited',
                actions: { type: 'assignResetLimit', params: ({ event }) => event.output },
              },
              { target: 'failed' },
            ],
            onError: { target: 'failed' },
          },
        },
        sent: {},
        failed: {},
        // Too many requests for this account or from this address: the server's message says how long to wait.
        limited: {},
      },
    },
  },
});
