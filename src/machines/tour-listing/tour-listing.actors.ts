import { fromPromise } from 'xstate';
import { api, toResult, type ApiResult } from '@/api/client';
import type { Category, Tour } from './tour-filters';

/** What loading the listing ends with (CONVENTIONS #3): the tours and categories, or why it failed. */
export type ListingLoadResult = { ok: true; tours: Tour[]; categories: Category[] } | { ok: false; error: string };

/** All-tours fetch size (spec, accounts §7 and §9): 1000 per page, looped over totalPages. */
export const ALL_TOURS_PAGE_SIZE = 1000;
/**
 * A guard against a server that reports an absurd page count: 50 pages of 1000 tours is far beyond any
 * catalogue this listing can show in a browser, and it keeps a bad answer from firing thousands of calls.
 */
export const MAX_TOUR_PAGES = 50;

function fetchTourPage(pageIndex: number) {
  return toResult(
    api.GET('/api/Travel', { params: { query: { PageSize: ALL_TOURS_PAGE_SIZE, PageIndex: pageIndex } } }),
    'Failed to load tours',
  );
}

/**
 * Every listed tour: page 1 first (it says how many pages there are), then the other pages together.
 * A tour that moved between pages while they were read is kept once.
 */
export async function fetchAllTours(): Promise<ApiResult<Tour[]>> {
  const first = await fetchTourPage(1);
  if (!first.ok) return first;
  const totalPages = Math.min(Math.max(1, Math.trunc(first.data.totalPages)), MAX_TOUR_PAGES);
  const others = await Promise.all(Array.from({ length: totalPages - 1 }, (_, index) => fetchTourPage(index + 2)));
  const tours = new Map<number, Tour>();
  for (const page of [first, ...others]) {
    if (!page.ok) return page;
    for (const tour of page.data.items) if (!tours.has(tour.id)) tours.set(tour.id, tour);
  }
  return { ok: true, data: [...tours.values()] };
}

export function fetchCategories(): Promise<ApiResult<Category[]>> {
  return toResult(api.GET('/api/Category'), 'Failed to fetch categories');
}

/**
 * Loads tours and categories together (spec, accounts §2: "Tours and categories are loaded together"), both
 * calls at once. Without tours there is no listing: that is the failure. Without categories the tours are
 * still worth showing: the category filter then offers only All Categories, and the failure is logged.
 */
export const loadListing = fromPromise<ListingLoadResult>(async () => {
  const [tours, categories] = await Promise.all([fetchAllTours(), fetchCategories()]);
  if (!tours.ok) {
    console.error(`Tours listing: ${tours.error.message}`);
    return { ok: false, error: tours.error.message };
  }
  if (!categories.ok) console.error(`Tours listing: ${categories.error.message}`);
  return { ok: true, tours: tours.data, categories: categories.ok ? categories.data : [] };
});
