import type { SearchResultItem, SearchType } from '@/machines/search/search.actors';

/** What /search-results reads from navigation state (spec, accounts §2 Search results). */
export interface SearchResultsState {
  /** The first page of matches. */
  results: SearchResultItem[];
  /** How many matches there are in all; absent in a state written before it was kept. */
  totalCount?: number;
  searchTerm: string;
  searchType: SearchType;
}

/**
 * The results page's address. The type and term are in it too (`type`, `q`), so a reload or a shared link
 * runs the search again when the navigation state is gone; a page after the first is there too (`page`).
 */
export function searchResultsPath(type: SearchType, term: string, page = 1): string {
  const params = new URLSearchParams({ type, q: term });
  if (page > 1) params.set('page', String(page));
  return `/search-results?${params.toString()}`;
}
