/**
 * The path-test model of `tourDetailsMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import type { Tour } from './tour-details.actors';
import { tourDetailsMachine } from './tour-details.machine';
import { gizaTour } from '../../../tests/fixtures/catalogue';

export const tour: Tour = gizaTour({
  departurePointLat: 30.0444,
  departurePointLng: 31.2357,
  destinationCityLat: 29.9792,
  destinationCityLng: 31.1342,
  coverImageUrl: '/images/tours/giza-pyramids.svg',
  categoryId: 2,
});

export const tourDetailsModel = {
  machine: tourDetailsMachine,
  spec: 'accounts §2 Tour details, §8',
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
          { ok: true, tour, readAt: Date.parse('2026-11-26T12:00:00Z') },
          { ok: true, tour: null, readAt: Date.parse('2026-11-26T12:00:00Z') },
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'notFound' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
  impossibleGuardOutcomes: {
    'tourDetails.loaded ─ tourDetails.tabSelected [4] [isGallery] → false':
      'a tab is one of four (TourTab) and the first three guards take the other three, so isGallery is asked only for the gallery tab',
  },
} satisfies MachineModel<typeof tourDetailsMachine>;
