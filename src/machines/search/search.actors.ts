import { fromPromise } from 'xstate';
// Types only: the search box sits on the home page, so the API client loads with the first search
// (scripts/bundle-budget.mjs keeps the home page's JavaScript small).
import type { ApiResult } from '@/api/client';
import type { components } from '@/api/schema';

/** What can be searched (spec, accounts §2 Home: Events, Travels, Companies; default Travels). */
export const SEARCH_TYPES = ['Events', 'Travels', 'Companies'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'Travels';

/** Search page size (spec, accounts §9): one page of 5 is what the results page shows. */
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

/**
 * GET /api/Search?type=&search=&pageSize=5&pageIndex=1 (spec, accounts §7), answering the page's items.
 * A failure is logged as 'Search request failed' (spec, accounts §8) and returned for the caller to show.
 */
export async function searchCatalogue(query: SearchQuery): Promise<ApiResult<SearchResultItem[]>> {
  const { api, toResult } = await import('@/api/client');
  const result = await toResult(
    api.GET('/api/Search', { params: { query: { type: query.type, search: query.term, pageSize: SEARCH_PAGE_SIZE, pageIndex: 1 } } }),
    'Search request failed',
  );
  if (!result.ok) {
    console.error('Search request failed', result.error.message);
    return result;
  }
  return { ok: true, data: result.data.items };
}

/** A search ends with its matches, or with the fact that it failed (CONVENTIONS #3). */
export type SearchOutcome = { ok: true; items: SearchResultItem[] } | { ok: false };

export const runSearch = fromPromise<SearchOutcome, SearchQuery>(async ({ input }) => {
  const result = await searchCatalogue(input);
  return result.ok ? { ok: true, items: result.data } : { ok: false };
});
