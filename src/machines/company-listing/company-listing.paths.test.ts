import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCompanies, selectError, selectIsBusy, selectPage, selectStatus, selectTotalPages } from './company-listing.selectors';
import { companyListingModel } from './company-listing.model';

describePaths(companyListingModel, {
  states: {
    debouncing: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(snapshot.context.filters.search).toBe('nile');
      expect(selectPage(snapshot)).toBe(1);
    },
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
    loaded: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loaded');
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectCompanies(snapshot)).toHaveLength(5);
      expect(selectTotalPages(snapshot)).toBe(3);
      expect(selectPage(snapshot)).toBeLessThanOrEqual(selectTotalPages(snapshot));
    },
    empty: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('empty');
      expect(selectCompanies(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'companies.pageChanged', page: 2 })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('failed');
      expect(selectError(snapshot)).toBe('listing.failed');
      expect(snapshot.can({ type: 'companies.retry' })).toBe(true);
    },
  },
});
