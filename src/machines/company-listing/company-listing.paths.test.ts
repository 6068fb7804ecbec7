import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { companyListingMachine } from './company-listing.machine';
import { DEFAULT_FILTERS } from './company-filters';
import { selectCompanies, selectError, selectIsBusy, selectPage, selectStatus, selectTotalPages } from './company-listing.selectors';

const company = (id: number) => ({ id, companyName: `Company ${id}`, profileImageUrl: null, rating: 4.5, address: `Street ${id}, Cairo` });
const threePages = { items: [company(1), company(2), company(3), company(4), company(5)], totalCount: 12, totalPages: 3 };

describePaths(companyListingMachine, {
  input: { filters: DEFAULT_FILTERS, page: 1 },
  samples: {
    events: {
      'companies.searchChanged': [{ type: 'companies.searchChanged', search: 'nile' }],
      'companies.rateChanged': [{ type: 'companies.rateChanged', rate: 4 }],
      'companies.verifiedChanged': [{ type: 'companies.verifiedChanged', verifiedOnly: true }],
      'companies.addressChanged': [{ type: 'companies.addressChanged', address: 'Luxor' }],
      'companies.pageChanged': [{ type: 'companies.pageChanged', page: 2 }],
      'companies.queryRestored': [{ type: 'companies.queryRestored', query: { filters: { ...DEFAULT_FILTERS, address: 'Aswan' }, page: 2 } }],
      'companies.retry': [{ type: 'companies.retry' }],
    },
    actors: {
      fetchCompanies: {
        outputs: [
          { ok: true, page: threePages },
          { ok: true, page: { items: [], totalCount: 0, totalPages: 0 } },
          // Asked for page 2 of a one-page answer: the machine goes back to the last page.
          { ok: true, page: { items: [], totalCount: 4, totalPages: 1 } },
          { ok: false, error: 'listing.failed' },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
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
