import { afterAll, expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from '@/machines/session/session.machine';
import type { AuthOutcome, AuthRequest } from '@/machines/session/session.actors';
import { describePaths } from '../../../tests/paths/path-tests';
import { checkLoginField, LOGIN_FIELDS, loginFormMachine } from './login-form.machine';
import {
  selectCanEdit,
  selectCanRequestReset,
  selectDestination,
  selectFailure,
  selectFieldError,
  selectIsBusy,
  selectIsSignedIn,
  selectPasswordReset,
} from './login-form.selectors';

// The session the form talks to: signed out, and its sign-in never settles (the paths drive the
// session's answers as `session.statusChanged` samples).
const session = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(null)),
      authenticate: fromPromise<AuthOutcome, AuthRequest>(() => new Promise<never>(() => {})),
    },
  }),
).start();
afterAll(() => session.stop());

describePaths(loginFormMachine, {
  input: { session, from: '/my-bookings', origin: 'https://rihla.example' },
  samples: {
    events: {
      'login.fieldChanged': [
        { type: 'login.fieldChanged', field: 'username', value: 'mariam@travellers.example' },
        { type: 'login.fieldChanged', field: 'password', value: 'Nile#2026' },
      ],
      'login.fieldLeft': [{ type: 'login.fieldLeft', field: 'username' }],
      'login.submitted': [{ type: 'login.submitted' }],
      'login.googleCredentialReceived': [
        { type: 'login.googleCredentialReceived', credential: 'id-token' },
        { type: 'login.googleCredentialReceived', credential: null },
      ],
      'login.passwordResetRequested': [{ type: 'login.passwordResetRequested' }],
      'session.statusChanged': [
        { type: 'session.statusChanged', status: 'signedOut', error: null },
        { type: 'session.statusChanged', status: 'signedOut', error: { text: 'Login failed. Please check your username or email and password and try again.' } },
        { type: 'session.statusChanged', status: 'signingIn', error: null },
        { type: 'session.statusChanged', status: 'signedIn', error: null },
      ],
    },
    actors: {
      watchSession: { outputs: [undefined] },
      requestPasswordReset: { outputs: [{ ok: true }, { ok: false }], error: new Error('offline') },
    },
  },
  states: {
    'form.waiting': (snapshot) => {
      expect(selectCanEdit(snapshot)).toBe(false);
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'login.submitted' })).toBe(false);
    },
    'form.editing': (snapshot) => {
      expect(selectCanEdit(snapshot)).toBe(true);
      expect(selectIsBusy(snapshot)).toBe(false);
      // A field shows an error only while its value breaks that rule ('Email is required to reset
      // password' while the handle is empty): editing clears it.
      for (const field of LOGIN_FIELDS) {
        const shown = snapshot.context.errors[field];
        if (shown === 'resetEmailRequired') expect(snapshot.context.values.username.trim()).toBe('');
        else if (shown) expect(checkLoginField(field, snapshot.context.values)).toBe(shown);
        expect(selectFieldError(snapshot, field)).toBe(shown ? `auth:errors.${shown}` : null);
      }
    },
    'form.submitting': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectCanEdit(snapshot)).toBe(false);
      expect(selectFailure(snapshot)).toBeNull();
    },
    'form.signedIn': (snapshot) => {
      expect(selectIsSignedIn(snapshot)).toBe(true);
      expect(selectDestination(snapshot)).toBe('/my-bookings');
      expect(selectCanEdit(snapshot)).toBe(false);
    },
    'passwordReset.idle': (snapshot) => {
      expect(selectPasswordReset(snapshot)).toEqual({ status: 'idle', email: null });
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
    'passwordReset.sending': (snapshot) => {
      expect(selectPasswordReset(snapshot)).toEqual({ status: 'sending', email: 'mariam@travellers.example' });
      expect(selectCanRequestReset(snapshot)).toBe(false);
    },
    'passwordReset.sent': (snapshot) => {
      expect(selectPasswordReset(snapshot)).toEqual({ status: 'sent', email: 'mariam@travellers.example' });
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
    'passwordReset.failed': (snapshot) => {
      expect(selectPasswordReset(snapshot).status).toBe('failed');
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
  },
});
