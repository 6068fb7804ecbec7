import { api, toResult, type ApiResult } from './client';
import type { components } from '@core/contract/schema';

/**
 * The catalogue reads the home page makes (spec, accounts §2 Home, §7 calls), typed from the contract.
 * Each answers a result, never throws; the fallback texts are the spec's error catalogue (§8).
 */
export type Tour = components['schemas']['Tour'];
export type Category = components['schemas']['Category'];
export type CompanyListItem = components['schemas']['CompanyListItem'];

/** The spec's featured tour (accounts §2 Home: the tour with id 3). */
export const FEATURED_TOUR_ID = 3;
/** Most Popular Tours shows the first 3 tours; the partner logo strip the first 5 companies (§9). */
export const POPULAR_TOUR_COUNT = 3;
export const PARTNER_LOGO_COUNT = 5;
/** The newest tours request (§9: 100 sorted by creationDate descending). */
const NEWEST_PAGE_SIZE = 100;
/** How many tours a discounted or leaving-soon carousel asks for: as many as the newest carousel. */
const CAROUSEL_PAGE_SIZE = NEWEST_PAGE_SIZE;

export function fetchTour(id: number): Promise<ApiResult<Tour>> {
  return toResult(api.GET('/api/Travel/{id}', { params: { path: { id } } }), 'Failed to load tour details');
}

export async function fetchPopularTours(): Promise<ApiResult<Tour[]>> {
  const result = await toResult(
    api.GET('/api/Travel', { params: { query: { PageIndex: 1, PageSize: POPULAR_TOUR_COUNT } } }),
    'Failed to fetch tours. Please try again later.',
  );
  return result.ok ? { ok: true, data: result.data.items } : result;
}

export async function fetchNewestTours(categoryId?: number): Promise<ApiResult<Tour[]>> {
  const result = await toResult(
    api.GET('/api/Travel', { params: { query: { Sort: 'creationDate-desc', PageIndex: 1, PageSize: NEWEST_PAGE_SIZE, categoryId } } }),
    'Failed to load newest tours',
  );
  return result.ok ? { ok: true, data: result.data.items } : result;
}

/** The discounted tours, biggest saving first: the first page of CAROUSEL_PAGE_SIZE (the answer is paged, S25). */
export async function fetchDiscountedTours(categoryId?: number): Promise<ApiResult<Tour[]>> {
  const query = { PageIndex: 1, PageSize: CAROUSEL_PAGE_SIZE, categoryId };
  const result = await toResult(api.GET('/api/Travel/discounted', { params: { query } }), 'Failed to load discounted tours');
  return result.ok ? { ok: true, data: result.data.items } : result;
}

/** The tours leaving within two days, soonest first: the first page of CAROUSEL_PAGE_SIZE. */
export async function fetchLeavingSoonTours(categoryId?: number): Promise<ApiResult<Tour[]>> {
  const query = { PageIndex: 1, PageSize: CAROUSEL_PAGE_SIZE, categoryId };
  const result = await toResult(api.GET('/api/Travel/leaving-soon', { params: { query } }), 'Failed to load leaving soon tours');
  return result.ok ? { ok: true, data: result.data.items } : result;
}

export function fetchCategories(): Promise<ApiResult<Category[]>> {
  return toResult(api.GET('/api/Category'), 'Failed to fetch categories. Please try again later.');
}

export async function fetchPartnerCompanies(): Promise<ApiResult<CompanyListItem[]>> {
  const result = await toResult(
    api.GET('/api/Company', { params: { query: { PageIndex: 1, PageSize: PARTNER_LOGO_COUNT } } }),
    'Failed to fetch companies',
  );
  return result.ok ? { ok: true, data: result.data.items } : result;
}
