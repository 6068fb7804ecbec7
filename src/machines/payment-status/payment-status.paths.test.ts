import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { paymentStatusMachine, STATUS_ERRORS } from './payment-status.machine';
import { selectBookingId, selectCanCheckAgain, selectError, selectView } from './payment-status.selectors';

describePaths(paymentStatusMachine, {
  input: { bookingId: '42' },
  samples: {
    events: {
      'paymentStatus.checkAgain': [{ type: 'paymentStatus.checkAgain' }],
    },
    actors: {
      fetchBookingStatus: {
        outputs: [
          { ok: true, status: 'pending' },
          { ok: true, status: 'success' },
          { ok: true, status: 'failed' },
          { ok: true, status: 'expired' },
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
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
