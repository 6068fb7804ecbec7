import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/admin-console/admin-calls';
import { adminBookingsModel, expired, paid } from './admin-bookings.model';
import { selectCancel, selectPhase } from './admin-bookings.selectors';

describePaths(adminBookingsModel, {
  states: {
    loading: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    signedOut: (snapshot) => {
      expect(snapshot.context.error).toBe(SIGNED_OUT);
      expect(snapshot.context.bookings).toEqual([]);
    },
    forbidden: (snapshot) => {
      expect(snapshot.context.error).toBe(FORBIDDEN);
      expect(snapshot.context.bookings).toEqual([]);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'bookings.retried' })).toBe(true);
    },
    'list.idle': (snapshot) => {
      expect(selectCancel(snapshot).canStart).toBe(true);
      // An expired booking has nothing to cancel; a paid one can be cancelled while it is paid.
      expect(snapshot.can({ type: 'bookings.cancelRequested', bookingId: expired.id })).toBe(false);
      const current = snapshot.context.bookings.find((booking) => booking.id === paid.id);
      expect(snapshot.can({ type: 'bookings.cancelRequested', bookingId: paid.id })).toBe(current?.status === 'success');
    },
    'list.confirming': (snapshot) => {
      expect(selectCancel(snapshot).confirmingId).toBe(paid.id);
      expect(snapshot.can({ type: 'bookings.filtered', status: null })).toBe(false);
    },
    'list.cancelling': (snapshot) => {
      expect(selectCancel(snapshot).cancellingId).toBe(paid.id);
      expect(selectCancel(snapshot).canStart).toBe(false);
    },
  },
});
