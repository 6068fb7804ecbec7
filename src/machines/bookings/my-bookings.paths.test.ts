import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { LOAD_FAILED, SIGNED_OUT } from './my-bookings.actors';
import { heldBooking, listedBooking } from './my-bookings.fixtures';
import { myBookingsMachine } from './my-bookings.machine';
import { selectBookings, selectError, selectStatus } from './my-bookings.selectors';

const AT = Date.parse('2025-11-02T12:40:00.000Z');
const paid = listedBooking(1, { bookingDate: '2025-11-01T09:00:00.000Z' });
// Two live holds, lapsing 5 and 10 minutes after AT: the timer fires twice before nothing is held.
const soon = heldBooking(2, AT - 10 * 60_000);
const later = heldBooking(3, AT - 5 * 60_000);

describePaths(myBookingsMachine, {
  samples: {
    events: { 'myBookings.retried': [{ type: 'myBookings.retried' }] },
    actors: {
      fetchMyBookings: {
        outputs: [
          { ok: true, bookings: [paid, soon, later], at: AT },
          { ok: true, bookings: [paid], at: AT },
          { ok: true, bookings: [], at: AT },
          { ok: false, error: SIGNED_OUT },
          { ok: false, error: LOAD_FAILED },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
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
