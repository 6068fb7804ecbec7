import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { dashboard, partnerDashboardModel } from './partner-dashboard.model';
import { selectPhase, type PartnerDashboardSnapshot } from './partner-dashboard.selectors';

describePaths(partnerDashboardModel, {
  states: {
    ...readingStateChecks<PartnerDashboardSnapshot>(
      (snapshot) => (snapshot.context.dashboard ? [snapshot.context.dashboard] : []),
      (snapshot) => snapshot.can({ type: 'dashboard.retried' }),
    ),
    ready: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('list');
      expect(snapshot.context.dashboard).toEqual(dashboard);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.can({ type: 'dashboard.retried' })).toBe(false);
    },
  },
});
