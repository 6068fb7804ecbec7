import { afterAll, expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from '@/machines/session/session.machine';
import type { AuthOutcome, AuthRequest } from '@/machines/session/session.actors';
import { describePaths } from '../../../tests/paths/path-tests';
import { checkSignUpField, SIGN_UP_FIELDS, signUpFormMachine } from './sign-up-form.machine';
import { selectCanEdit, selectDestination, selectFailure, selectFieldError, selectIsBusy, selectIsSignedIn } from './sign-up-form.selectors';

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

describePaths(signUpFormMachine, {
  input: { session, from: '/favorites?page=2' },
  samples: {
    events: {
      'signUp.fieldChanged': [
        { type: 'signUp.fieldChanged', field: 'name', value: 'مريم عادل' },
        { type: 'signUp.fieldChanged', field: 'email', value: 'mariam@travellers.example' },
        { type: 'signUp.fieldChanged', field: 'password', value: 'Nile#2026' },
        { type: 'signUp.fieldChanged', field: 'confirmPassword', value: 'Nile#2026' },
      ],
      'signUp.fieldLeft': [{ type: 'signUp.fieldLeft', field: 'email' }],
      'signUp.submitted': [{ type: 'signUp.submitted' }],
      'signUp.googleCredentialReceived': [
        { type: 'signUp.googleCredentialReceived', credential: 'id-token' },
        { type: 'signUp.googleCredentialReceived', credential: null },
      ],
      'session.statusChanged': [
        { type: 'session.statusChanged', status: 'signedOut', error: null },
        { type: 'session.statusChanged', status: 'signedOut', error: { key: 'errors.noResponse' } },
        { type: 'session.statusChanged', status: 'signingIn', error: null },
        { type: 'session.statusChanged', status: 'signedIn', error: null },
      ],
    },
    actors: {
      watchSession: { outputs: [undefined] },
    },
  },
  states: {
    waiting: (snapshot) => {
      expect(selectCanEdit(snapshot)).toBe(false);
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'signUp.submitted' })).toBe(false);
    },
    editing: (snapshot) => {
      expect(selectCanEdit(snapshot)).toBe(true);
      expect(selectIsBusy(snapshot)).toBe(false);
      // A field shows an error only while its value breaks that rule: editing clears it.
      for (const field of SIGN_UP_FIELDS) {
        const shown = snapshot.context.errors[field];
        if (shown) expect(checkSignUpField(field, snapshot.context.values)).toBe(shown);
        expect(selectFieldError(snapshot, field)).toBe(shown ? `auth:errors.${shown}` : null);
      }
    },
    submitting: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectCanEdit(snapshot)).toBe(false);
      expect(selectFailure(snapshot)).toBeNull();
      // Credentials are sent only when every field passes; a Google attempt does not read the fields.
      if (snapshot.context.attempt === 'credentials') expect(snapshot.context.errors).toEqual({});
    },
    signedIn: (snapshot) => {
      expect(selectIsSignedIn(snapshot)).toBe(true);
      expect(selectDestination(snapshot)).toBe('/favorites?page=2');
      expect(selectCanEdit(snapshot)).toBe(false);
    },
  },
});
