import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectBookings, selectError, selectStatus } from './my-bookings.selectors';
import { LOAD_FAILED, SIGNED_OUT } from './my-bookings.actors';
import { myBookingsModel } from './my-bookings.model';

describePaths(myBookingsModel, {
  states: {
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
    signedOut: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('signedOut');
      expect(selectError(snapshot)).toBe(SIGNED_OUT);
      expect(selectBookings(snapshot)).toEqual([]);
      // Try Again cannot help without a token.
      expect(snapshot.can({ type: 'myBookings.retried' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('failed');
      expect(selectError(snapshot)).toBe(LOAD_FAILED);
      expect(selectBookings(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'myBookings.retried' })).toBe(true);
    },
    empty: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('empty');
      expect(selectBookings(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'myBookings.retried' })).toBe(false);
    },
    'populated.holding': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('populated');
      expect(selectError(snapshot)).toBeNull();
      const rows = selectBookings(snapshot);
      // Newest first: the later hold, the sooner one, then the paid booking of the day before.
      expect(rows.map((row) => row.id)).toEqual([3, 2, 1]);
      expect(rows.some((row) => row.payment !== null)).toBe(true);
      for (const row of rows) expect(row.payment !== null).toBe(row.kind === 'pending');
    },
    'populated.settled': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('populated');
      const rows = selectBookings(snapshot);
      expect(rows.length).toBeGreaterThan(0);
      // No live hold is left: nothing to pay.
      expect(rows.every((row) => row.payment === null)).toBe(true);
      expect(rows.find((row) => row.id === 1)?.kind).toBe('paid');
    },
  },
});
