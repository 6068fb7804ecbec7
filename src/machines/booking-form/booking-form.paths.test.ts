import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { makeTour } from '../../../tests/fixtures/catalogue';
import { bookingFormMachine } from './booking-form.machine';
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

const tour = makeTour(3, { price: 1999, availableSeats: 10 });
const soldOut = makeTour(3, { price: 1999, availableSeats: 0 });

describePaths(bookingFormMachine, {
  // Signed in as Mariam: name and phone start filled in; the national ID is still to type.
  input: { travelId: 3, fromRecommendation: false, traveller: { name: 'Mariam Adel', phone: '+20 100 123 4567' } },
  samples: {
    events: {
      // Typing the national ID makes the form sendable; emptying the adults makes it invalid again.
      'booking.fieldChanged': [
        { type: 'booking.fieldChanged', field: 'nationalId', value: '29801011234567' },
        { type: 'booking.fieldChanged', field: 'adults', value: '' },
      ],
      'booking.submitted': [{ type: 'booking.submitted' }],
      'booking.retried': [{ type: 'booking.retried' }],
    },
    actors: {
      fetchTravel: {
        outputs: [
          { ok: true, tour },
          { ok: true, tour: soldOut },
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'notFound' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('socket hang up'),
      },
      createBooking: {
        outputs: [
          { ok: true, bookingId: 42, amount: 1999 },
          { ok: false, failure: { kind: 'seats', message: 'Only 1 seat is left on this tour.' } },
          { ok: false, failure: { kind: 'notSignedIn' } },
          { ok: false, failure: { kind: 'failed', message: 'Tour not found' } },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
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
