import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { DEFAULT_FILTERS } from './tour-filters';
import { CATEGORIES, makeTour } from '../../../tests/fixtures/catalogue';
import { LOAD_ERROR_KEY, tourListingMachine } from './tour-listing.machine';
import {
  selectError,
  selectHasActiveFilters,
  selectListedTours,
  selectPage,
  selectStatus,
} from './tour-listing.selectors';

/** Seven tours: two pages of results; three of them in Luxor; none in Zanzibar. */
const SEVEN = Array.from({ length: 7 }, (_, index) =>
  makeTour(index + 1, {
    destinationCity: index < 3 ? 'Luxor' : 'Aswan',
    price: 1000 + index * 500,
    categoryId: index % 2 === 0 ? 2 : 1,
  }),
);

describePaths(tourListingMachine, {
  input: { filters: DEFAULT_FILTERS, page: 1 },
  samples: {
    events: {
      'tours.searchChanged': [
        { type: 'tours.searchChanged', search: 'luxor' },
        { type: 'tours.searchChanged', search: 'zanzibar' },
      ],
      'tours.maxPriceChanged': [{ type: 'tours.maxPriceChanged', maxPrice: 2000 }],
      'tours.categoryChosen': [{ type: 'tours.categoryChosen', categoryId: 2 }],
      'tours.sortChosen': [{ type: 'tours.sortChosen', sort: 'price-desc' }],
      'tours.filtersReset': [{ type: 'tours.filtersReset' }],
      'tours.pageChosen': [{ type: 'tours.pageChosen', page: 2 }],
      'tours.queryChanged': [{ type: 'tours.queryChanged', query: { filters: { ...DEFAULT_FILTERS, search: 'aswan' }, page: 2 } }],
      'tours.retry': [{ type: 'tours.retry' }],
    },
    actors: {
      loadListing: {
        outputs: [
          { ok: true, tours: SEVEN, categories: CATEGORIES },
          { ok: true, tours: [], categories: CATEGORIES },
          { ok: false, error: 'Failed to load tours' },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  states: {
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.can({ type: 'tours.pageChosen', page: 2 })).toBe(false);
    },
    error: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('error');
      expect(selectError(snapshot)).toBe(LOAD_ERROR_KEY);
      expect(snapshot.can({ type: 'tours.retry' })).toBe(true);
    },
    'loaded.showing': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('showing');
      expect(selectError(snapshot)).toBeNull();
      const page = selectPage(snapshot);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.length).toBeLessThanOrEqual(5);
      // The page asked for is one the listing has.
      expect(snapshot.context.page).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.page).toBeLessThanOrEqual(page.totalPages);
      expect(page.page).toBe(snapshot.context.page);
    },
    'loaded.noMatches': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('noMatches');
      expect(snapshot.context.tours.length).toBeGreaterThan(0);
      expect(selectListedTours(snapshot)).toEqual([]);
      // Show All Tours has something to reset.
      expect(selectHasActiveFilters(snapshot)).toBe(true);
      expect(snapshot.can({ type: 'tours.filtersReset' })).toBe(true);
    },
    'loaded.noTours': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('noTours');
      expect(snapshot.context.tours).toEqual([]);
      expect(selectPage(snapshot).totalPages).toBe(0);
    },
  },
});
