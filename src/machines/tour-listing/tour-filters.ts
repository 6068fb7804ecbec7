import type { components } from '@core/contract/schema';
import { Vocabulary, matchSlots, planWithVocabulary, searchText as sharedSearchText, searchWords } from '@core/search/search-query';

/**
 * The all-tours listing's rules as pure functions (spec, accounts §2 All-tours listing, §9 constants):
 * search, price ceiling, category, the five sorts and paging. The machine holds the filters and the page;
 * these functions say what they mean, so they are table-tested on their own.
 */
export type Tour = components['schemas']['Tour'];
export type Category = components['schemas']['Category'];

/** The five sorts, by the names the URL carries (`?sort=`). Newest First is the default. */
export const TOUR_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'departure'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];

/** Price ceiling slider (spec, accounts §9): 0 to 10000 EGP in steps of 100, default 10000. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 10_000;
export const PRICE_STEP = 100;

/** Listing page size (spec, accounts §9): 5 tours per page. */
export const PAGE_SIZE = 5;

export interface TourFilters {
  /** Free text over title and destination city, as typed (trimmed only when matching). */
  search: string;
  /** The price ceiling in EGP; PRICE_MAX means no ceiling (see `withinPrice`). */
  maxPrice: number;
  /** One category, or null for All Categories. */
  categoryId: number | null;
  sort: TourSort;
}

export const DEFAULT_FILTERS: TourFilters = { search: '', maxPrice: PRICE_MAX, categoryId: null, sort: 'newest' };

export function isTourSort(value: unknown): value is TourSort {
  return typeof value === 'string' && (TOUR_SORTS as readonly string[]).includes(value);
}

/** A slider value as the slider can hold it: a whole step between 0 and 10000; anything unreadable is the default. */
export function normalizeMaxPrice(value: number): number {
  if (!Number.isFinite(value)) return PRICE_MAX;
  const stepped = Math.round(value / PRICE_STEP) * PRICE_STEP;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, stepped));
}

/** True when any filter or the sort differs from the defaults (Reset All Filters has something to do). */
export function hasActiveFilters(filters: TourFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.maxPrice !== DEFAULT_FILTERS.maxPrice ||
    filters.categoryId !== DEFAULT_FILTERS.categoryId ||
    filters.sort !== DEFAULT_FILTERS.sort
  );
}

/**
 * Text as the filter compares it: the shared search text (src/content/search-query.ts: Latin accents dropped,
 * then the one normaliser the server's search uses too: case, Arabic vowel marks and tatweel, the alef forms
 * أ إ آ ٱ, ة → ه, ى → ي), spaces collapsed. So 'luxor' finds 'Luxor', 'الاقصر' finds 'الأقصر' and 'Aswân' finds 'Aswan'.
 */
export const searchText = sharedSearchText;

type Searchable = Pick<Tour, 'title' | 'destinationCity' | 'searchNames'>;

/** The names a tour is found by: its title and destination city in both languages when the server sends them. */
function namesOf(tour: Searchable): string[] {
  return [tour.title, tour.destinationCity, ...(tour.searchNames ?? [])].filter((name): name is string => typeof name === 'string');
}

/** The words of the tours' names: what a typed word that starts none of them is corrected to. */
const vocabularies = new WeakMap<readonly Searchable[], Vocabulary>();
function vocabularyOf(tours: readonly Searchable[]): Vocabulary {
  const known = vocabularies.get(tours);
  if (known) return known;
  const vocabulary = new Vocabulary(tours.flatMap(namesOf));
  vocabularies.set(tours, vocabulary);
  return vocabulary;
}

/** A tour's name words, read once per tour object (the filter runs on every keystroke). */
const nameWords = new WeakMap<Searchable, string[]>();
function wordsOf(tour: Searchable): string[] {
  const known = nameWords.get(tour);
  if (known) return known;
  const words = searchWords(namesOf(tour).join(' | '));
  nameWords.set(tour, words);
  return words;
}

/** The filter over the tours given: the query read once, by the rules /api/Search uses (D270). */
function searchFilter(tours: readonly Searchable[], term: string): (tour: Searchable) => boolean {
  if (searchWords(term).length === 0) return () => true;
  const slots = planWithVocabulary(term, vocabularyOf(tours));
  return (tour) => matchSlots(slots, wordsOf(tour)) !== null;
}

/**
 * The search filter over the title and the destination city, in either language:
 * every word or known phrase of the term starts a word of them — any case, any Arabic spelling variant, an
 * Arabic word also as its broken plural or singular ('هرم' finding 'الأهرامات'), a place also by its other
 * spellings and transliterations ('ghardaqa' finding Hurghada), and a word that starts no name by the names
 * most like it ('hurgada' finding Hurghada): the rules of the server's search (src/content/search-query.ts).
 * A blank term matches all. Here one tour's own names are its vocabulary; `filterTours` uses the whole list's.
 */
export function matchesSearch(tour: Searchable, term: string): boolean {
  return searchFilter([tour], term)(tour);
}

/**
 * The price ceiling. The seeded catalogue has Nile cruises and desert expeditions above 10000 EGP: at the
 * slider's top the ceiling is lifted ('10,000+'), so the default listing hides no tour; below it, a tour
 * shows when its price is at most the ceiling.
 */
export function withinPrice(tour: Pick<Tour, 'price'>, maxPrice: number): boolean {
  if (maxPrice >= PRICE_MAX) return true;
  return Number.isFinite(tour.price) && tour.price <= maxPrice;
}

export function inCategory(tour: Pick<Tour, 'categoryId'>, categoryId: number | null): boolean {
  return categoryId === null || tour.categoryId === categoryId;
}

export function filterTours(tours: readonly Tour[], filters: TourFilters): Tour[] {
  const matches = searchFilter(tours, filters.search);
  return tours.filter((tour) => matches(tour) && withinPrice(tour, filters.maxPrice) && inCategory(tour, filters.categoryId));
}

/** A date as a number to sort by; a missing or unreadable date is null. */
function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function numberOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Compares two values in the given direction, a missing value always last whatever the direction. */
function compareMissingLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

const COMPARATORS: Record<TourSort, (a: Tour, b: Tour) => number> = {
  // Newest First: creationDate descending (spec, the default).
  newest: (a, b) => compareMissingLast(timeOf(a.creationDate), timeOf(b.creationDate), -1),
  'price-asc': (a, b) => compareMissingLast(numberOf(a.price), numberOf(b.price), 1),
  'price-desc': (a, b) => compareMissingLast(numberOf(a.price), numberOf(b.price), -1),
  // Highest Rated: unrated tours come after every rated one, even one rated 0.
  rating: (a, b) => compareMissingLast(numberOf(a.rating), numberOf(b.rating), -1),
  // Departure Date: the soonest departure first; tours without a date come last.
  departure: (a, b) => compareMissingLast(timeOf(a.startDate), timeOf(b.startDate), 1),
};

/** The tours in the chosen order; ties keep the server's order (the sort is stable). */
export function sortTours(tours: readonly Tour[], sort: TourSort): Tour[] {
  return [...tours].sort(COMPARATORS[sort]);
}

/** Filter, then sort: the whole result the pages are cut from. */
export function listTours(tours: readonly Tour[], filters: TourFilters): Tour[] {
  return sortTours(filterTours(tours, filters), filters.sort);
}

/** How many pages `count` tours fill (0 when there are none). */
export function pageCount(count: number, pageSize: number = PAGE_SIZE): number {
  return Math.ceil(Math.max(0, count) / pageSize);
}

/** A page number the listing can show: a whole number from 1 to the last page (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.max(1, Math.min(whole, Math.max(1, totalPages)));
}

export interface TourPage {
  items: Tour[];
  /** The page shown, clamped to the pages there are. */
  page: number;
  totalPages: number;
  totalCount: number;
}

/** Cuts one page out of the listed tours. */
export function pageOfTours(listed: readonly Tour[], page: number, pageSize: number = PAGE_SIZE): TourPage {
  const totalPages = pageCount(listed.length, pageSize);
  const shown = clampPage(page, totalPages);
  const start = (shown - 1) * pageSize;
  return { items: listed.slice(start, start + pageSize), page: shown, totalPages, totalCount: listed.length };
}
