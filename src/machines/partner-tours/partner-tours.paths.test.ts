import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { listed, partnerToursModel } from './partner-tours.model';
import { selectCopy, selectPhase, selectTours, type PartnerToursSnapshot } from './partner-tours.selectors';

describePaths(partnerToursModel, {
  states: {
    ...readingStateChecks<PartnerToursSnapshot>(
      (snapshot) => snapshot.context.tours,
      (snapshot) => snapshot.can({ type: 'tours.retried' }),
    ),
    'list.idle': (snapshot) => {
      expect(selectPhase(snapshot)).toBe('list');
      expect(selectCopy(snapshot).canCopy).toBe(true);
      // Only a tour on the list is duplicated.
      expect(snapshot.can({ type: 'tours.duplicateRequested', tourId: listed.id })).toBe(true);
      expect(snapshot.can({ type: 'tours.duplicateRequested', tourId: 999 })).toBe(false);
      // A copy is at the top of the list.
      const { copy } = selectCopy(snapshot);
      if (copy) expect(selectTours(snapshot)[0]?.id).toBe(copy.id);
    },
    'list.duplicating': (snapshot) => {
      expect(selectCopy(snapshot).copyingId).toBe(listed.id);
      expect(selectCopy(snapshot).canCopy).toBe(false);
      expect(snapshot.can({ type: 'tours.duplicateRequested', tourId: listed.id })).toBe(false);
    },
  },
});
