import type { SnapshotFrom } from 'xstate';
import type { tourListingMachine } from './tour-listing.machine';
import { hasActiveFilters, listTours, pageOfTours, type Category, type Tour, type TourFilters, type TourPage } from './tour-filters';
import type { ListingQuery } from './tour-listing-query';

export type TourListingSnapshot = SnapshotFrom<typeof tourListingMachine>;
export type TourListingStatus = 'loading' | 'error' | 'showing' | 'noMatches' | 'noTours';

export function selectStatus(snapshot: TourListingSnapshot): TourListingStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches({ loaded: 'noMatches' })) return 'noMatches';
  if (snapshot.matches({ loaded: 'noTours' })) return 'noTours';
  return 'showing';
}

export const selectFilters = (snapshot: TourListingSnapshot): TourFilters => snapshot.context.filters;

export const selectCategories = (snapshot: TourListingSnapshot): readonly Category[] => snapshot.context.categories;

/** The failure to show, as a key of the `tours` namespace. */
export const selectError = (snapshot: TourListingSnapshot): string | null => snapshot.context.error;

/** Whether Reset All Filters has anything to reset. */
export const selectHasActiveFilters = (snapshot: TourListingSnapshot): boolean => hasActiveFilters(snapshot.context.filters);

// Views read the listing several times a render: the filtered, sorted list is kept for the last
// (tours, filters) pair, which the machine replaces (never mutates) when either changes.
let lastListed: { tours: readonly Tour[]; filters: TourFilters; listed: Tour[] } | null = null;

/** Every tour that passes the filters, in the chosen order. */
export function selectListedTours(snapshot: TourListingSnapshot): Tour[] {
  const { tours, filters } = snapshot.context;
  if (lastListed?.tours !== tours || lastListed.filters !== filters) lastListed = { tours, filters, listed: listTours(tours, filters) };
  return lastListed.listed;
}

/** The page on screen: its tours, its number, and how many pages and tours there are. */
export function selectPage(snapshot: TourListingSnapshot): TourPage {
  return pageOfTours(selectListedTours(snapshot), snapshot.context.page);
}

/** The filters and page as the address keeps them. */
export function selectQuery(snapshot: TourListingSnapshot): ListingQuery {
  return { filters: snapshot.context.filters, page: snapshot.context.page };
}
