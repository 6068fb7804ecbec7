import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { checkSignUpField, SIGN_UP_FIELDS } from './sign-up-form.machine';
import { signUpFormModel } from './sign-up-form.model';
import { selectCanEdit, selectDestination, selectFailure, selectFieldError, selectIsBusy, selectIsSignedIn } from './sign-up-form.selectors';

describePaths(signUpFormModel, {
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
