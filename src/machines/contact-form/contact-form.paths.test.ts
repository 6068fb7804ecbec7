import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { CONTACT_FIELDS, contactFieldProblem } from '@core/contact/contact-rules';
import { contactErrors } from './contact-form.machine';
import { selectCanEdit, selectCanRetry, selectFieldError, selectHasFailed, selectIsBusy, selectIsThanked, selectSendError, selectThanks, selectValues } from './contact-form.selectors';
import { contactFormModel, values } from './contact-form.model';

describePaths(contactFormModel, {
  states: {
    'form.editing': (snapshot) => {
      expect(selectIsThanked(snapshot)).toBe(false);
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCanEdit(snapshot)).toBe(true);
      // A message shows only while its field breaks that rule: editing clears it (D48).
      for (const field of CONTACT_FIELDS) {
        const shown = snapshot.context.errors[field];
        if (shown) expect(contactFieldProblem(field, selectValues(snapshot)[field])).toBe(shown);
        expect(selectFieldError(snapshot, field)).toBe(shown ? `contact:errors.${shown}` : null);
      }
    },
    submitting: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectCanEdit(snapshot)).toBe(false);
      // Only a message that passes every rule is handed over, with nothing typed lost.
      expect(contactErrors(selectValues(snapshot))).toEqual({});
      expect(selectValues(snapshot).message).toBe(values.message);
    },
    'form.failed': (snapshot) => {
      // Nothing typed is lost; the form says why and offers Retry.
      expect(selectHasFailed(snapshot)).toBe(true);
      expect(selectCanEdit(snapshot)).toBe(true);
      expect(selectCanRetry(snapshot)).toBe(true);
      expect(selectIsThanked(snapshot)).toBe(false);
      expect(selectValues(snapshot).message).toBe(values.message);
      expect(selectValues(snapshot).name).toBe(values.name);
      expect([null, 'Too many attempts. Try again in 5 minutes.']).toContain(selectSendError(snapshot));
    },
    'form.thanked': (snapshot) => {
      expect(selectIsThanked(snapshot)).toBe(true);
      expect(selectThanks(snapshot)).toBe('Thank you for your message! It has reached our customer service team.');
      expect(selectHasFailed(snapshot)).toBe(false);
      expect(selectCanEdit(snapshot)).toBe(true);
      // The form was cleared after the thanks (the samples may have typed in it since).
      expect(selectValues(snapshot).name).toBe('');
      expect(selectValues(snapshot).message).toBe('');
    },
  },
});
