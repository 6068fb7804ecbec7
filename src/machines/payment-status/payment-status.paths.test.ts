import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectBookingId, selectCanCheckAgain, selectError, selectView } from './payment-status.selectors';
import { STATUS_ERRORS } from './payment-status.machine';
import { paymentStatusModel } from './payment-status.model';

describePaths(paymentStatusModel, {
  states: {
    'polling.checking': (snapshot) => {
      expect(selectView(snapshot)).toBe('waiting');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectBookingId(snapshot)).toBe(42);
      expect(selectError(snapshot)).toBeNull();
      expect(selectCanCheckAgain(snapshot)).toBe(false);
    },
    'polling.waiting': (snapshot) => {
      expect(selectView(snapshot)).toBe('waiting');
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(selectError(snapshot)).toBeNull();
    },
    confirmed: (snapshot) => {
      expect(selectView(snapshot)).toBe('confirmed');
      expect(selectError(snapshot)).toBeNull();
    },
    paid: (snapshot) => {
      expect(selectView(snapshot)).toBe('paid');
      expect(snapshot.status).toBe('done');
    },
    failed: (snapshot) => {
      expect(selectView(snapshot)).toBe('failed');
      expect(snapshot.status).toBe('done');
      expect(Object.values(STATUS_ERRORS)).toContain(selectError(snapshot));
    },
    timedOut: (snapshot) => {
      expect(selectView(snapshot)).toBe('timedOut');
      expect(selectCanCheckAgain(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
  },
});
