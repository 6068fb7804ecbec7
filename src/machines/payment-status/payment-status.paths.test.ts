import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectBookingId, selectCanCheckAgain, selectClosedAs, selectError, selectHold, selectView } from './payment-status.selectors';
import { STATUS_ERRORS } from './payment-status.machine';
import { HOLD_EXPIRES_AT, paymentStatusModel, READ_AT } from './payment-status.model';

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
      // The countdown shows the hold the last answer gave, or nothing when it gave none.
      expect([null, { expiresAt: HOLD_EXPIRES_AT, readAt: READ_AT }]).toContainEqual(selectHold(snapshot));
    },
    confirmed: (snapshot) => {
      expect(selectView(snapshot)).toBe('confirmed');
      expect(selectError(snapshot)).toBeNull();
      expect(selectHold(snapshot)).toBeNull();
    },
    paid: (snapshot) => {
      expect(selectView(snapshot)).toBe('paid');
      expect(snapshot.status).toBe('done');
    },
    failed: (snapshot) => {
      expect(selectView(snapshot)).toBe('failed');
      expect(snapshot.status).toBe('done');
      expect(Object.values(STATUS_ERRORS)).toContain(selectError(snapshot));
      expect(selectHold(snapshot)).toBeNull();
    },
    closed: (snapshot) => {
      expect(selectView(snapshot)).toBe('closed');
      expect(snapshot.status).toBe('done');
      expect(['cancelled', 'refunded']).toContain(selectClosedAs(snapshot));
      expect(selectError(snapshot)).toBeNull();
    },
    timedOut: (snapshot) => {
      expect(selectView(snapshot)).toBe('timedOut');
      expect(selectCanCheckAgain(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
  },
});
