import { fromPromise } from 'xstate';
// Types only: the search box sits on the home page, so the API client loads with the first search
// (scripts/bundle-budget.mjs keeps the home page's JavaScript small).
import type { ApiResult } from '@/api/client';
import type { components } from '@core/contract/schema';

/** What can be searched (spec, accounts §2 Home: Events, Travels, Companies; default Travels). */
export const SEARCH_TYPES = ['Events', 'Travels', 'Companies'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'Travels';

/** Search page size (spec, accounts §9): the results page shows 5 at a time, with a pager for the rest. */
export const SEARCH_PAGE_SIZE = 5;

export type SearchResultItem = components['schemas']['SearchResultItem'];

export interface SearchQuery {
  type: SearchType;
  /** Already trimmed and not blank. */
  term: string;
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

/** One page of matches, with how many there are in all (item 6: the results page pages through them). */
export interface SearchPage {
  items: SearchResultItem[];
  totalCount: number;
  totalPages: number;
}

/**
 * GET /api/Search?type=&search=&pageSize=5&pageIndex=N (spec, accounts §7), answering the page's items and the
 * totals. A failure is logged as 'Search request failed' (spec, accounts §8) and returned for the caller to show.
 */
export async function searchCatalogue(query: SearchQuery, pageIndex = 1): Promise<ApiResult<SearchPage>> {
  const { api, toResult } = await import('@/api/client');
  const result = await toResult(
    api.GET('/api/Search', { params: { query: { type: query.type, search: query.term, pageSize: SEARCH_PAGE_SIZE, pageIndex } } }),
    'Search request failed',
  );
  if (!result.ok) {
    console.error('Search request failed', result.error.message);
    return result;
  }
  const { items, totalCount, totalPages } = result.data;
  return { ok: true, data: { items, totalCount: Math.max(totalCount, items.length), totalPages: Math.max(totalPages, items.length > 0 ? 1 : 0) } };
}

/** A search ends with its first page and the total, or with the fact that it failed (CONVENTIONS #3). */
export type SearchOutcome = { ok: true; items: SearchResultItem[]; totalCount: number } | { ok: false };

export const runSearch = fromPromise<SearchOutcome, SearchQuery>(async ({ input }) => {
  const result = await searchCatalogue(input);
  return result.ok ? { ok: true, items: result.data.items, totalCount: result.data.totalCount } : { ok: false };
});
