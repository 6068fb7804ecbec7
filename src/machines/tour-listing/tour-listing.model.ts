/**
 * The path-test model of `tourListingMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { DEFAULT_FILTERS } from './tour-filters';
import { CATEGORIES, makeTour } from '../../../tests/fixtures/catalogue';
import { tourListingMachine } from './tour-listing.machine';

/** Seven tours: two pages of results; three of them in Luxor; none in Zanzibar. */
const SEVEN = Array.from({ length: 7 }, (_, index) =>
  makeTour(index + 1, {
    destinationCity: index < 3 ? 'Luxor' : 'Aswan',
    price: 1000 + index * 500,
    categoryId: index % 2 === 0 ? 2 : 1,
  }),
);

export const tourListingModel = {
  machine: tourListingMachine,
  spec: 'accounts §2 All-tours listing, §4 Listing',
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
} satisfies MachineModel<typeof tourListingMachine>;
