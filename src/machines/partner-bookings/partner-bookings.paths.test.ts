import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { DOWNLOAD_FAILED, NO_FILTER } from './partner-bookings.actors';
import { partnerBookingsModel, paid } from './partner-bookings.model';
import { selectDownload, selectGroups, selectPhase, type PartnerBookingsSnapshot } from './partner-bookings.selectors';

describePaths(partnerBookingsModel, {
  states: {
    ...readingStateChecks<PartnerBookingsSnapshot>(
      (snapshot) => snapshot.context.bookings,
      (snapshot) => snapshot.can({ type: 'bookings.retried' }),
    ),
    loading: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
      // The filters stay usable while the list is read: a change reads it again.
      expect(snapshot.can({ type: 'bookings.filtered', filter: NO_FILTER })).toBe(true);
    },
    'list.idle': (snapshot) => {
      expect(selectPhase(snapshot)).toBe('list');
      expect(selectGroups(snapshot)).toEqual([{ key: `${paid.tour.id}@${paid.tour.startDate}`, tour: paid.tour, bookings: [paid] }]);
      expect(snapshot.context.tours).toHaveLength(1);
      const download = selectDownload(snapshot);
      expect(download.busy).toBe(false);
      expect(download.canStart).toBe(true);
      expect([null, DOWNLOAD_FAILED]).toContain(download.error);
      expect(snapshot.can({ type: 'bookings.filtered', filter: NO_FILTER })).toBe(true);
    },
    'list.downloading': (snapshot) => {
      const download = selectDownload(snapshot);
      expect(download).toEqual({ busy: true, canStart: false, error: null });
      // The list keeps its filter while its file is being made.
      expect(snapshot.can({ type: 'bookings.filtered', filter: NO_FILTER })).toBe(false);
    },
  },
});
