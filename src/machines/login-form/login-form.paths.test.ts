import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { checkLoginField, LOGIN_FIELDS } from './login-form.machine';
import { loginFormModel } from './login-form.model';
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

describePaths(loginFormModel, {
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
      expect(selectPasswordReset(snapshot)).toEqual({ status: 'idle', email: null, limit: null });
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
    'passwordReset.sending': (snapshot) => {
      expect(selectPasswordReset(snapshot)).toEqual({ status: 'sending', email: 'mariam@travellers.example', limit: null });
      expect(selectCanRequestReset(snapshot)).toBe(false);
    },
    'passwordReset.sent': (snapshot) => {
      expect(selectPasswordReset(snapshot)).toEqual({ status: 'sent', email: 'mariam@travellers.example', limit: null });
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
    'passwordReset.failed': (snapshot) => {
      expect(selectPasswordReset(snapshot).status).toBe('failed');
      expect(selectPasswordReset(snapshot).limit).toBeNull();
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
    'passwordReset.limited': (snapshot) => {
      expect(selectPasswordReset(snapshot)).toEqual({
        status: 'limited',
        email: 'mariam@travellers.example',
        limit: { text: 'Too many attempts. Try again in 5 minutes.' },
      });
      expect(selectCanRequestReset(snapshot)).toBe(true);
    },
  },
});
