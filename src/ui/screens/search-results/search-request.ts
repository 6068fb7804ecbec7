import { DEFAULT_SEARCH_TYPE, isSearchType, type SearchResultItem, type SearchType } from '@/machines/search/search.actors';
import { isRecord } from '@core/values';

/** The search the results page shows: its results when they came with the navigation, else only what to ask. */
export interface SearchRequest {
  term: string;
  type: SearchType;
  /** The page shown, from 1 (`page` in the address). */
  page: number;
  /** Page 1's matches and the total, when the search box sent them in navigation state; absent after a reload, from a shared link or on another page. */
  results?: SearchResultItem[];
  totalCount?: number;
}

/** The `page` of the address: a whole number from 1; anything else is page 1. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Reads the search from navigation state (`results`, `searchTerm`, `searchType`: spec, accounts §2 Search
 * results, with the total), else from the address (`type`, `q`, `page`) so a reload or a shared link searches again. Null when
 * there is nothing to search (no term, or only a blank one).
 */
export function readSearchRequest(state: unknown, search: string): SearchRequest | null {
  const params = new URLSearchParams(search);
  const page = pageOf(params);
  if (page === 1 && isRecord(state) && Array.isArray(state.results) && typeof state.searchTerm === 'string' && isSearchType(state.searchType)) {
    const results = state.results as SearchResultItem[];
    const totalCount = typeof state.totalCount === 'number' && Number.isInteger(state.totalCount) ? Math.max(state.totalCount, results.length) : results.length;
    return { term: state.searchTerm, type: state.searchType, page, results, totalCount };
  }
  const term = (params.get('q') ?? '').trim();
  if (term === '') return null;
  const type = params.get('type');
  // An unknown type in a hand-edited link searches the default (Travels) rather than failing.
  return { term, type: isSearchType(type) ? type : DEFAULT_SEARCH_TYPE, page };
}
