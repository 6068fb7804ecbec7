import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { readingStateChecks } from '@/machines/console/list-checks';
import { adminCompaniesModel, listed, suspended } from './admin-companies.model';
import { selectChange, selectPhase, type AdminCompaniesSnapshot } from './admin-companies.selectors';

describePaths(adminCompaniesModel, {
  states: {
    ...readingStateChecks<AdminCompaniesSnapshot>(
      (snapshot) => snapshot.context.companies,
      (snapshot) => snapshot.can({ type: 'companies.retried' }),
    ),
    'list.idle': (snapshot) => {
      expect(selectPhase(snapshot)).toBe('list');
      const change = selectChange(snapshot);
      expect(change.canChange).toBe(true);
      expect(change.changingId).toBeNull();
      // A listed company can be suspended, not let back; a suspended one the other way round.
      expect(snapshot.can({ type: 'companies.suspendRequested', companyId: listed.id })).toBe(snapshot.context.companies.find((c) => c.id === listed.id)?.suspendedAt === null);
      expect(snapshot.can({ type: 'companies.reinstated', companyId: suspended.id })).toBe(snapshot.context.companies.find((c) => c.id === suspended.id)?.suspendedAt !== null);
      expect(snapshot.can({ type: 'companies.verifiedToggled', companyId: 999 })).toBe(false);
    },
    'list.confirming': (snapshot) => {
      expect(selectChange(snapshot).confirmingId).toBe(listed.id);
      expect(selectChange(snapshot).canChange).toBe(false);
    },
    'list.changing': (snapshot) => {
      const change = selectChange(snapshot);
      expect(change.changingId).not.toBeNull();
      expect(snapshot.context.change?.companyId).toBe(change.changingId);
      expect(change.canChange).toBe(false);
    },
  },
});
