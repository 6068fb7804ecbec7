import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCanRetry, selectStatus, selectTab, selectTour } from './tour-details.selectors';
import { tour, tourDetailsModel } from './tour-details.model';

const onTab = (tab: ReturnType<typeof selectTab>) => (snapshot: Parameters<typeof selectTab>[0]) => {
  expect(selectStatus(snapshot)).toBe('loaded');
  expect(selectTour(snapshot)).toEqual(tour);
  expect(selectTab(snapshot)).toBe(tab);
  expect(selectCanRetry(snapshot)).toBe(false);
};

describePaths(tourDetailsModel, {
  states: {
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectTour(snapshot)).toBeNull();
      expect(snapshot.context.failure).toBeNull();
      expect(selectCanRetry(snapshot)).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('failed');
      expect(snapshot.context.failure).toBe('failed');
      expect(selectCanRetry(snapshot)).toBe(true);
    },
    noData: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('noData');
      expect(selectTour(snapshot)).toBeNull();
      expect(selectCanRetry(snapshot)).toBe(true);
    },
    missingId: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('missingId');
      expect(snapshot.context.failure).toBe('missingId');
      expect(selectCanRetry(snapshot)).toBe(false);
    },
    notFound: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('notFound');
      expect(snapshot.context.failure).toBe('notFound');
      expect(selectCanRetry(snapshot)).toBe(false);
    },
    'loaded.information': onTab('information'),
    'loaded.tourPlan': onTab('tourPlan'),
    'loaded.location': onTab('location'),
    'loaded.gallery': onTab('gallery'),
  },
});
