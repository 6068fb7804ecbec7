import { api, createApiClient, toResult, type ApiResult } from './client';
import { fetchDiscountedTours, fetchNewestTours, type Category, type Tour } from './catalogue';

/**
 * The live tours of a guide place page (/cairo, /cruises, /newest-tours… "a short bilingual
 * description and the live tours for that place or kind from the API"). The query comes from the page's
 * content record (src/content/types.ts `TourQuery`, the same shape); every read answers a result, never
 * throws, and the failure text is the spec's (accounts §8: 'Failed to load tours. Please try again later.').
 */
export type GuideTourQuery =
  | { kind: 'search'; search: string }
  | { kind: 'category'; slug: string }
  | { kind: 'discounted' }
  | { kind: 'newest' };

/** A place page lists at most this many tours. */
export const GUIDE_TOUR_COUNT = 12;

export const GUIDE_TOURS_ERROR = 'Failed to load tours. Please try again later.';

/**
 * Category names in English, whatever the page's language: a category is found by its slug, and the
 * contract's Category carries only its id and its name in the asked language.
 */
const englishApi = createApiClient({ getLanguage: () => 'en' });

/** 'Desert & Oases' → 'desert-oases'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The category a slug names, from the categories' English names: the name's slug itself ('nile-cruises'
 * is "Nile Cruises") or its first words ('desert' is "Desert & Oases", as the seed's slugs are).
 */
export function categoryIdForSlug(categories: readonly Category[], slug: string): number | null {
  const wanted = slugOf(slug);
  if (!wanted) return null;
  const exact = categories.find((category) => slugOf(category.categoryName) === wanted);
  const leading = categories.find((category) => slugOf(category.categoryName).startsWith(`${wanted}-`));
  return (exact ?? leading)?.id ?? null;
}

async function searchTours(search: string): Promise<ApiResult<Tour[]>> {
  const result = await toResult(
    api.GET('/api/Travel', { params: { query: { search, PageIndex: 1, PageSize: GUIDE_TOUR_COUNT } } }),
    GUIDE_TOURS_ERROR,
  );
  return result.ok ? { ok: true, data: result.data.items } : result;
}

async function categoryTours(slug: string): Promise<ApiResult<Tour[]>> {
  const categories = await toResult(englishApi.GET('/api/Category'), GUIDE_TOURS_ERROR);
  if (!categories.ok) return categories;
  const categoryId = categoryIdForSlug(categories.data, slug);
  // No such category: no tours of that kind to show (the page says so and links the whole listing).
  if (categoryId === null) return { ok: true, data: [] };
  const result = await toResult(
    api.GET('/api/Travel', { params: { query: { categoryId, PageIndex: 1, PageSize: GUIDE_TOUR_COUNT } } }),
    GUIDE_TOURS_ERROR,
  );
  return result.ok ? { ok: true, data: result.data.items } : result;
}

/** Keeps the first tours and the page's error text. */
function firstTours(result: ApiResult<Tour[]>): ApiResult<Tour[]> {
  if (result.ok) return { ok: true, data: result.data.slice(0, GUIDE_TOUR_COUNT) };
  return { ok: false, error: { ...result.error, message: GUIDE_TOURS_ERROR } };
}

/** The tours a place page lists, at most 12. */
export async function fetchGuideTours(query: GuideTourQuery): Promise<ApiResult<Tour[]>> {
  switch (query.kind) {
    case 'search':
      return searchTours(query.search);
    case 'category':
      return categoryTours(query.slug);
    case 'discounted':
      return firstTours(await fetchDiscountedTours());
    case 'newest':
      // The newest request of the spec (accounts §9: 100 sorted by creationDate descending); the first 12 show.
      return firstTours(await fetchNewestTours());
  }
}
