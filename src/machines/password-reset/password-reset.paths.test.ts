import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { passwordResetMachine } from './password-reset.machine';
import {
  selectEmail,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsSubmitting,
  selectNewPassword,
  selectStatus,
} from './password-reset.selectors';

const link = { email: 'mariam@travellers.example', token: 'tok-123' };

describePaths(passwordResetMachine, {
  input: link,
  samples: {
    events: {
      'reset.fieldChanged': [
        { type: 'reset.fieldChanged', field: 'newPassword', value: 'Karnak@Luxor9' },
        // No special character: breaks the strength rule.
        { type: 'reset.fieldChanged', field: 'newPassword', value: 'karnak2026' },
        { type: 'reset.fieldChanged', field: 'confirmPassword', value: 'Karnak@Luxor9' },
      ],
      'reset.submitted': [{ type: 'reset.submitted' }],
    },
    actors: {
      openResetLink: { outputs: [link, null], error: new Error('storage unavailable') },
      resetPassword: {
        outputs: [{ ok: true }, { ok: false, error: { text: 'This reset link has expired. Please request a new one.' } }],
        error: new Error('socket hang up'),
      },
    },
  },
  states: {
    opening: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('opening');
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(snapshot.can({ type: 'reset.submitted' })).toBe(false);
    },
    invalidLink: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('invalidLink');
      expect(selectEmail(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'reset.submitted' })).toBe(false);
    },
    editing: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('form');
      expect(selectEmail(snapshot)).toBe(link.email);
      expect(selectIsBusy(snapshot)).toBe(false);
      const errors = selectFieldErrors(snapshot);
      if (errors.newPassword) expect(errors.newPassword).toBe('validation.weakNewPassword');
      if (errors.confirmPassword) expect(errors.confirmPassword).toBe('validation.passwordsMismatch');
    },
    submitting: (snapshot) => {
      expect(selectIsSubmitting(snapshot)).toBe(true);
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectFieldErrors(snapshot)).toEqual({});
      expect(selectError(snapshot)).toBeNull();
      expect(selectNewPassword(snapshot)).toBe('Karnak@Luxor9');
    },
    succeeded: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('succeeded');
      expect(selectNewPassword(snapshot)).toBe('');
      expect(snapshot.can({ type: 'reset.submitted' })).toBe(false);
    },
    redirected: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('redirected');
      expect(snapshot.status).toBe('done');
    },
  },
});
