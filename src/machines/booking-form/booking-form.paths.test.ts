import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import {
  selectCanRetry,
  selectCanSubmit,
  selectDraft,
  selectFailure,
  selectFieldErrors,
  selectIsSoldOut,
  selectIsSubmitting,
  selectLoadFailure,
  selectPaymentRequest,
  selectSeatProblem,
  selectStatus,
  selectTotal,
  selectTour,
} from './booking-form.selectors';
import { bookingFormModel } from './booking-form.model';

describePaths(bookingFormModel, {
  states: {
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectCanSubmit(snapshot)).toBe(false);
    },
    missingId: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('missingId');
      expect(selectLoadFailure(snapshot)).toBe('missingId');
      expect(selectCanRetry(snapshot)).toBe(false);
    },
    loadFailed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loadFailed');
      expect(['notFound', 'failed']).toContain(selectLoadFailure(snapshot));
      expect(selectTour(snapshot)).toBeNull();
      expect(selectCanRetry(snapshot)).toBe(true);
    },
    departed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('departed');
      expect(Date.parse(selectTour(snapshot)?.startDate ?? '')).toBeLessThan(Date.now());
      expect(selectCanSubmit(snapshot)).toBe(false);
    },
    soldOut: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('soldOut');
      expect(selectTour(snapshot)?.availableSeats).toBe(0);
      expect(selectCanSubmit(snapshot)).toBe(false);
    },
    'form.editing': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('form');
      expect(selectTour(snapshot)).not.toBeNull();
      expect(selectIsSubmitting(snapshot)).toBe(false);
      // Submit is taken unless the tour turned out sold out after a 409.
      expect(selectCanSubmit(snapshot)).toBe(!selectIsSoldOut(snapshot));
      // Nothing typed is ever lost: the name and phone stay whatever happened.
      expect(selectDraft(snapshot).name).toBe('Mariam Adel');
      expect(selectDraft(snapshot).phone).toBe('+20 100 123 4567');
      const expectedTotal = selectDraft(snapshot).adults === '' ? 0 : 1999;
      expect(selectTotal(snapshot)).toBe(expectedTotal);
      if (selectDraft(snapshot).nationalId === '' && 'nationalId' in selectFieldErrors(snapshot)) {
        expect(selectFieldErrors(snapshot).nationalId).toEqual({ key: 'errors.nationalIdRequired' });
      }
      if (selectTour(snapshot)?.availableSeats === 0) expect(selectSeatProblem(snapshot)).toEqual({ key: 'errors.soldOut' });
    },
    'form.submitting': (snapshot) => {
      expect(selectIsSubmitting(snapshot)).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectCanSubmit(snapshot)).toBe(false);
      expect(selectFailure(snapshot)).toBeNull();
      expect(selectFieldErrors(snapshot)).toEqual({});
      expect(selectDraft(snapshot).nationalId).toBe('29801011234567');
    },
    'form.rechecking': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('form');
      expect(selectIsSubmitting(snapshot)).toBe(false);
      expect(selectCanSubmit(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'booking.fieldChanged', field: 'adults', value: '1' })).toBe(true);
    },
    booked: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('booked');
      expect(snapshot.status).toBe('done');
      expect(selectPaymentRequest(snapshot)).toEqual({ bookingId: 42, amount: 1999, currency: 'EGP', paymentMethod: 'card' });
    },
  },
});
