import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import {
  selectEmail,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsSubmitting,
  selectNewPassword,
  selectStatus,
} from './password-reset.selectors';
import { passwordResetModel, link } from './password-reset.model';

describePaths(passwordResetModel, {
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
