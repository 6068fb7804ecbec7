/**
 * What a change of address means for the window's scroll and the keyboard focus.
 *
 * - `first`: the document's first page (a visit, a reload, a Back into another document): focus stays where
 *   the browser put it; a reload or a Back/Forward into the document restores the position it had.
 * - `newPage`: another page: it opens at the top and focus goes to its heading.
 * - `returned`: Back or Forward to another page: the position that entry had, and focus to its heading.
 * - `samePage`: the same page in another state (a listing's filters or page, a tour's tab, the language, a
 *   hash): scroll and focus are the page's own business. A listing's pager takes focus, and with it the
 *   view, to the top of its results itself (the tours listing's results heading).
 *
 * A page is its path plus the query values that say which thing it shows: the tour of /travel-with-us?id=,
 * the tour being booked, the search. Any other query value is the page's state.
 */
export type PageChange = 'first' | 'newPage' | 'returned' | 'samePage';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Address {
  pathname: string;
  search: string;
}

/** The query values that make a different page at these paths (src/ui/app/app.tsx's routes). */
const IDENTITY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/travel-with-us': ['id'],
  '/book-now': ['travelId'],
  '/search-results': ['q', 'type'],
};

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The page an address shows: its path and the query values that name what it shows. */
export function pageOf(address: Address): string {
  const path = normalise(address.pathname);
  const names = IDENTITY_PARAMS[path] ?? [];
  if (names.length === 0) return path;
  const query = new URLSearchParams(address.search);
  return `${path}?${names.map((name) => `${name}=${query.get(name) ?? ''}`).join('&')}`;
}

/**
 * `previous` is null on the document's first render. A REPLACE on the same path keeps the address in step
 * with what the page shows (a tour opened from the assistant gains its `?id=`, a listing's filters): the same
 * page. A REPLACE to another path is a redirect to a new page (sign-in, a payment's result).
 */
export function pageChange(previous: Address | null, next: Address, type: NavigationType): PageChange {
  if (previous === null) return 'first';
  if (type === 'REPLACE') return normalise(previous.pathname) === normalise(next.pathname) ? 'samePage' : 'newPage';
  if (pageOf(previous) === pageOf(next)) return 'samePage';
  return type === 'POP' ? 'returned' : 'newPage';
}
