import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import type { Tour } from './tour-details.actors';
import { tourDetailsMachine } from './tour-details.machine';
import { selectCanRetry, selectStatus, selectTab, selectTour } from './tour-details.selectors';
import { gizaTour } from '../../../tests/fixtures/catalogue';

const tour: Tour = gizaTour({
  departurePointLat: 30.0444,
  departurePointLng: 31.2357,
  destinationCityLat: 29.9792,
  destinationCityLng: 31.1342,
  coverImageUrl: '/images/tours/giza-pyramids.svg',
  categoryId: 2,
});

const onTab = (tab: ReturnType<typeof selectTab>) => (snapshot: Parameters<typeof selectTab>[0]) => {
  expect(selectStatus(snapshot)).toBe('loaded');
  expect(selectTour(snapshot)).toEqual(tour);
  expect(selectTab(snapshot)).toBe(tab);
  expect(selectCanRetry(snapshot)).toBe(false);
};

describePaths(tourDetailsMachine, {
  input: { id: 3 },
  samples: {
    events: {
      'tourDetails.retry': [{ type: 'tourDetails.retry' }],
      'tourDetails.tabSelected': [
        { type: 'tourDetails.tabSelected', tab: 'information' },
        { type: 'tourDetails.tabSelected', tab: 'tourPlan' },
        { type: 'tourDetails.tabSelected', tab: 'location' },
        { type: 'tourDetails.tabSelected', tab: 'gallery' },
      ],
      'tourDetails.nextTab': [{ type: 'tourDetails.nextTab' }],
      'tourDetails.previousTab': [{ type: 'tourDetails.previousTab' }],
      'tourDetails.firstTab': [{ type: 'tourDetails.firstTab' }],
      'tourDetails.lastTab': [{ type: 'tourDetails.lastTab' }],
    },
    actors: {
      fetchTour: {
        outputs: [
          { ok: true, tour },
          { ok: true, tour: null },
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'notFound' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
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
