/**
 * The companies listing's filters (spec, accounts §2 Companies listing, §7 GET /api/Company): search text,
 * a rating "N stars and up" 1 to 5 (D235: the spec's "maximum" rating), verified only, and an address/location ('All' by default). They live in the
 * page address too (`?q=&rate=&verified=&address=&page=`), so a reload or Back shows the same list.
 */
export const ALL_ADDRESSES = 'All';

/**
 * The locations offered by the address filter: the cities the partner companies are based in. The list
 * item the server sends carries no address, so the list cannot be derived from a first load; a fixed list
 * of the partners' cities gives a traveller every choice that can match. The value sent is the English
 * name; the server matches either language (contract: `address`), and the screen shows a translated label.
 */
export const COMPANY_ADDRESSES = [
  'Cairo',
  'Giza',
  'Alexandria',
  'Luxor',
  'Aswan',
  'Hurghada',
  'Marsa Alam',
  'Sharm El Sheikh',
  'Dahab',
  'Saint Catherine',
  'Siwa',
  'Bahariya Oasis',
  'Fayoum',
] as const;

/** Rating choices, "N stars and up" (spec, accounts §9: values 1 to 5; D235). */
export const RATING_CHOICES = [1, 2, 3, 4, 5] as const;

/** Companies per page (spec, accounts §9). */
export const COMPANY_PAGE_SIZE = 5;

export interface CompanyFilters {
  search: string;
  /** At least this rating, 1..5 ("N stars and up"), or null for any. */
  rate: number | null;
  verifiedOnly: boolean;
  /** One of COMPANY_ADDRESSES, or 'All'. */
  address: string;
}

export const DEFAULT_FILTERS: CompanyFilters = { search: '', rate: null, verifiedOnly: false, address: ALL_ADDRESSES };

export interface CompanyListingQuery {
  filters: CompanyFilters;
  page: number;
}

const isRating = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;

/** Reads the filters and page from a page address; anything unreadable falls back to its default. */
export function queryFromSearchParams(params: URLSearchParams): CompanyListingQuery {
  const rate = Number(params.get('rate'));
  const page = Number(params.get('page'));
  const address = params.get('address') ?? '';
  return {
    filters: {
      search: params.get('q') ?? '',
      rate: isRating(rate) ? rate : null,
      verifiedOnly: params.get('verified') === 'true',
      address: (COMPANY_ADDRESSES as readonly string[]).includes(address) ? address : ALL_ADDRESSES,
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The page address's query for the filters and page: only what differs from the defaults, in a fixed order. */
export function searchParamsOf({ filters, page }: CompanyListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search !== '') params.set('q', filters.search);
  if (filters.rate !== null) params.set('rate', String(filters.rate));
  if (filters.verifiedOnly) params.set('verified', 'true');
  if (filters.address !== ALL_ADDRESSES) params.set('address', filters.address);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** GET /api/Company's query (spec, accounts §7): 'All' and an empty search are left out, verified=true only when asked. */
export function apiQueryOf({ filters, page }: CompanyListingQuery) {
  const search = filters.search.trim();
  return {
    PageIndex: page,
    PageSize: COMPANY_PAGE_SIZE,
    ...(filters.rate !== null ? { rate: filters.rate } : {}),
    ...(search !== '' ? { Search: search } : {}),
    ...(filters.verifiedOnly ? { verified: true } : {}),
    ...(filters.address !== ALL_ADDRESSES ? { address: filters.address } : {}),
  };
}
