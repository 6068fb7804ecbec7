import type { SearchResultItem, SearchType } from '@/machines/search/search.actors';

/** What /search-results reads from navigation state (spec, accounts §2 Search results). */
export interface SearchResultsState {
  results: SearchResultItem[];
  searchTerm: string;
  searchType: SearchType;
}

/**
 * The results page's address. The type and term are in it too (`type`, `q`), so a reload or a shared link
 * runs the search again when the navigation state is gone.
 */
export function searchResultsPath(type: SearchType, term: string): string {
  return `/search-results?${new URLSearchParams({ type, q: term }).toString()}`;
}
