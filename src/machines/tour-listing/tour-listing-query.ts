import { DEFAULT_FILTERS, isTourSort, normalizeMaxPrice, type TourFilters } from './tour-filters';

/**
 * The listing's filters in the address (`/tours?q=luxor&max=3000&category=2&sort=price-asc&page=2`), so a
 * reload, a shared link and the back button keep them, and the home page's category shortcuts can link to
 * `/tours?category=<id>`. Defaults are left out, so the plain listing is just `/tours`. Pure functions over
 * URLSearchParams: the screen does the reading and writing, the machine knows nothing of addresses.
 */
export const LISTING_QUERY = {
  search: 'q',
  maxPrice: 'max',
  category: 'category',
  sort: 'sort',
  page: 'page',
} as const;

export interface ListingQuery {
  filters: TourFilters;
  page: number;
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Reads the filters and page from a query; anything missing or unreadable is its default. */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const max = params.get(LISTING_QUERY.maxPrice);
  const maxNumber = max === null || max.trim() === '' ? Number.NaN : Number(max);
  const sort = params.get(LISTING_QUERY.sort);
  return {
    filters: {
      search: params.get(LISTING_QUERY.search) ?? DEFAULT_FILTERS.search,
      maxPrice: Number.isFinite(maxNumber) ? normalizeMaxPrice(maxNumber) : DEFAULT_FILTERS.maxPrice,
      categoryId: positiveInteger(params.get(LISTING_QUERY.category)),
      sort: isTourSort(sort) ? sort : DEFAULT_FILTERS.sort,
    },
    page: positiveInteger(params.get(LISTING_QUERY.page)) ?? 1,
  };
}

/**
 * The query for a listing state: the other parameters of `base` (such as `?lng=ar`) kept, the listing's own
 * set when they differ from the defaults and removed when they do not.
 */
export function writeListingQuery({ filters, page }: ListingQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  // The listing's own parameters go last, always in the same order, so equal listings read the same.
  for (const name of Object.values(LISTING_QUERY)) params.delete(name);
  if (filters.search.trim() !== '') params.set(LISTING_QUERY.search, filters.search);
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set(LISTING_QUERY.maxPrice, String(filters.maxPrice));
  if (filters.categoryId !== null) params.set(LISTING_QUERY.category, String(filters.categoryId));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set(LISTING_QUERY.sort, filters.sort);
  if (page > 1) params.set(LISTING_QUERY.page, String(page));
  return params;
}

/** One string per listing state (only the listing's own parameters, in a fixed order): equal strings, same listing. */
export function listingQueryKey(query: ListingQuery): string {
  return writeListingQuery(query).toString();
}
