import { DEFAULT_SEARCH_TYPE, isSearchType, type SearchResultItem, type SearchType } from '@/machines/search/search.actors';

/** The search the results page shows: its results when they came with the navigation, else only what to ask. */
export interface SearchRequest {
  term: string;
  type: SearchType;
  /** Present when the search box sent them in navigation state; absent after a reload or from a shared link. */
  results?: SearchResultItem[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads the search from navigation state (`results`, `searchTerm`, `searchType`: spec, accounts §2 Search
 * results), else from the address (`type`, `q`) so a reload or a shared link searches again. Null when
 * there is nothing to search (no term, or only a blank one).
 */
export function readSearchRequest(state: unknown, search: string): SearchRequest | null {
  if (isRecord(state) && Array.isArray(state.results) && typeof state.searchTerm === 'string' && isSearchType(state.searchType)) {
    return { term: state.searchTerm, type: state.searchType, results: state.results as SearchResultItem[] };
  }
  const params = new URLSearchParams(search);
  const term = (params.get('q') ?? '').trim();
  if (term === '') return null;
  const type = params.get('type');
  // An unknown type in a hand-edited link searches the default (Travels) rather than failing.
  return { term, type: isSearchType(type) ? type : DEFAULT_SEARCH_TYPE };
}
