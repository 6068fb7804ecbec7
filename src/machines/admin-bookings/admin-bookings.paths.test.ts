import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { adminBookingsModel, expired, paid } from './admin-bookings.model';
import { selectCancel, selectPhase, type AdminBookingsSnapshot } from './admin-bookings.selectors';

describePaths(adminBookingsModel, {
  states: {
    ...readingStateChecks<AdminBookingsSnapshot>(
      (snapshot) => snapshot.context.bookings,
      (snapshot) => snapshot.can({ type: 'bookings.retried' }),
    ),
    'list.idle': (snapshot) => {
      expect(selectPhase(snapshot)).toBe('list');
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
