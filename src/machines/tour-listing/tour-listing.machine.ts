import { assign, not, setup } from 'xstate';
import { loadListing, type ListingLoadResult } from './tour-listing.actors';
import {
  clampPage,
  DEFAULT_FILTERS,
  listTours,
  normalizeMaxPrice,
  pageCount,
  type Category,
  type Tour,
  type TourFilters,
  type TourSort,
} from './tour-filters';
import type { ListingQuery } from './tour-listing-query';

/**
 * The all-tours listing (spec, accounts §2 All-tours listing, §4 Listing: loading, error, loaded). Tours and
 * categories load together; loading shows skeletons, a failure shows the error with Try Again (which loads
 * again). Loaded, the listing is `showing` a page of results, or has `noMatches` for the filters (Show All
 * Tours resets them), or `noTours` at all. The filters and sort live in context and can change at any time,
 * even while loading; any change of them returns to page 1. Which tours a page holds is computed by the
 * selectors from the pure rules in ./tour-filters.ts.
 */
export interface TourListingContext {
  tours: Tour[];
  categories: Category[];
  filters: TourFilters;
  /** The page asked for, from 1. */
  page: number;
  /** The failure to show, as a key of the `tours` namespace. */
  error: string | null;
}

/** The filters and page to start from (the screen reads them from the address). */
export type TourListingInput = ListingQuery;

export type TourListingEvent =
  | { type: 'tours.searchChanged'; search: string }
  | { type: 'tours.maxPriceChanged'; maxPrice: number }
  | { type: 'tours.categoryChosen'; categoryId: number | null }
  | { type: 'tours.sortChosen'; sort: TourSort }
  /** Reset All Filters, and Show All Tours when nothing matches. */
  | { type: 'tours.filtersReset' }
  | { type: 'tours.pageChosen'; page: number }
  /** The address changed from outside the listing (the back button, a link to /tours?category=2). */
  | { type: 'tours.queryChanged'; query: ListingQuery }
  | { type: 'tours.retry' };

/** Spec, accounts §8: 'Failed to load tours. Please try again later.' */
export const LOAD_ERROR_KEY = 'errors.loadFailed';

type Listing = Pick<TourListingContext, 'tours' | 'filters'>;

const totalPagesOf = ({ tours, filters }: Listing) => pageCount(listTours(tours, filters).length);

function sameFilters(a: TourFilters, b: TourFilters): boolean {
  return a.search === b.search && a.maxPrice === b.maxPrice && a.categoryId === b.categoryId && a.sort === b.sort;
}

/** New filters; the page goes back to 1 when they changed anything (spec: any filter or sort change resets to page 1). */
function changeFilters(context: TourListingContext, change: Partial<TourFilters>): Pick<TourListingContext, 'filters' | 'page'> {
  const filters = { ...context.filters, ...change };
  if (sameFilters(filters, context.filters)) return { filters: context.filters, page: context.page };
  return { filters, page: 1 };
}

/**
 * A category id the server does not know (an old shared link, a removed category) would show an empty
 * list under a category select that names nothing: the listing falls back to All Categories. When the
 * categories could not be read, the id cannot be checked and is kept.
 */
function knownCategory(categoryId: number | null, categories: readonly Category[]): number | null {
  if (categoryId === null || categories.length === 0) return categoryId;
  return categories.some((category) => category.id === categoryId) ? categoryId : null;
}

export const tourListingMachine = setup({
  types: {
    context: {} as TourListingContext,
    events: {} as TourListingEvent,
    input: {} as TourListingInput,
  },
  actors: { loadListing },
  guards: {
    isLoadFailure: (_, result: ListingLoadResult) => !result.ok,
    hasNoTours: (_, result: ListingLoadResult) => result.ok && result.tours.length === 0,
    hasMatches: ({ context }) => totalPagesOf(context) > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'tours.pageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= totalPagesOf(context) &&
      event.page !== context.page,
  },
  actions: {
    assignListing: assign(({ context }, result: ListingLoadResult) => {
      if (!result.ok) return {};
      const filters = { ...context.filters, categoryId: knownCategory(context.filters.categoryId, result.categories) };
      const page = clampPage(context.page, totalPagesOf({ tours: result.tours, filters }));
      return { tours: result.tours, categories: result.categories, filters, page, error: null };
    }),
    assignError: assign({ error: LOAD_ERROR_KEY }),
    clearError: assign({ error: null }),
    assignSearch: assign(({ context, event }) =>
      event.type === 'tours.searchChanged' ? changeFilters(context, { search: event.search }) : {},
    ),
    assignMaxPrice: assign(({ context, event }) =>
      event.type === 'tours.maxPriceChanged' ? changeFilters(context, { maxPrice: normalizeMaxPrice(event.maxPrice) }) : {},
    ),
    assignCategory: assign(({ context, event }) =>
      event.type === 'tours.categoryChosen' ? changeFilters(context, { categoryId: event.categoryId }) : {},
    ),
    assignSort: assign(({ context, event }) => (event.type === 'tours.sortChosen' ? changeFilters(context, { sort: event.sort }) : {})),
    resetFilters: assign(({ context }) => changeFilters(context, DEFAULT_FILTERS)),
    assignPage: assign(({ context, event }) => ({ page: event.type === 'tours.pageChosen' ? event.page : context.page })),
    /** While loading, the page cannot be checked yet: it is taken as it is and checked when the tours arrive. */
    assignQuery: assign(({ event }) =>
      event.type === 'tours.queryChanged' ? { filters: { ...event.query.filters }, page: Math.max(1, Math.trunc(event.query.page)) || 1 } : {},
    ),
    assignCheckedQuery: assign(({ context, event }) => {
      if (event.type !== 'tours.queryChanged') return {};
      const filters = { ...event.query.filters, categoryId: knownCategory(event.query.filters.categoryId, context.categories) };
      return { filters, page: clampPage(event.query.page, totalPagesOf({ tours: context.tours, filters })) };
    }),
  },
}).createMachine({
  id: 'tourListing',
  context: ({ input }) => ({
    tours: [],
    categories: [],
    filters: { ...input.filters, maxPrice: normalizeMaxPrice(input.filters.maxPrice) },
    page: Math.max(1, Math.trunc(input.page)) || 1,
    error: null,
  }),
  initial: 'loading',
  on: {
    'tours.searchChanged': { actions: 'assignSearch' },
    'tours.maxPriceChanged': { actions: 'assignMaxPrice' },
    'tours.categoryChosen': { actions: 'assignCategory' },
    'tours.sortChosen': { actions: 'assignSort' },
    'tours.filtersReset': { actions: 'resetFilters' },
    'tours.queryChanged': { actions: 'assignQuery' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadListing',
        src: 'loadListing',
        onDone: [
          { guard: { type: 'isLoadFailure', params: ({ event }) => event.output }, target: 'error', actions: 'assignError' },
          {
            guard: { type: 'hasNoTours', params: ({ event }) => event.output },
            target: 'loaded.noTours',
            actions: { type: 'assignListing', params: ({ event }) => event.output },
          },
          { target: 'loaded', actions: { type: 'assignListing', params: ({ event }) => event.output } },
        ],
        // Unexpected (a crash in the loader): the same message and Try Again as a failed call.
        onError: { target: 'error', actions: 'assignError' },
      },
    },
    error: {
      on: { 'tours.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      initial: 'showing',
      on: {
        'tours.queryChanged': { actions: 'assignCheckedQuery' },
      },
      states: {
        showing: {
          always: { guard: not('hasMatches'), target: 'noMatches' },
          on: {
            'tours.pageChosen': { guard: 'isOtherPage', actions: 'assignPage' },
          },
        },
        /** Tours exist, but none passes the filters: 'No tours match your search criteria' and Show All Tours. */
        noMatches: {
          always: { guard: 'hasMatches', target: 'showing' },
        },
        /** The server lists no tours at all: there is nothing a filter could bring back. */
        noTours: {},
      },
    },
  },
});
