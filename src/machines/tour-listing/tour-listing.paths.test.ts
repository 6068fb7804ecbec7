import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import {
  selectError,
  selectHasActiveFilters,
  selectListedTours,
  selectPage,
  selectStatus,
} from './tour-listing.selectors';
import { LOAD_ERROR_KEY } from './tour-listing.machine';
import { tourListingModel } from './tour-listing.model';

describePaths(tourListingModel, {
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
