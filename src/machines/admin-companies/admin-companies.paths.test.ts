import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/admin-console/admin-calls';
import { adminCompaniesModel, listed, suspended } from './admin-companies.model';
import { selectChange, selectPhase } from './admin-companies.selectors';

describePaths(adminCompaniesModel, {
  states: {
    loading: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    signedOut: (snapshot) => {
      expect(snapshot.context.error).toBe(SIGNED_OUT);
      expect(snapshot.context.companies).toEqual([]);
    },
    forbidden: (snapshot) => {
      expect(snapshot.context.error).toBe(FORBIDDEN);
      expect(snapshot.context.companies).toEqual([]);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'companies.retried' })).toBe(true);
    },
    'list.idle': (snapshot) => {
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
