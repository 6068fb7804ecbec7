import { api, toResult, type ApiResult } from './client';
import type { components } from './schema';

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

export function fetchDiscountedTours(categoryId?: number): Promise<ApiResult<Tour[]>> {
  return toResult(api.GET('/api/Travel/discounted', { params: { query: { categoryId } } }), 'Failed to load discounted tours');
}

export function fetchLeavingSoonTours(categoryId?: number): Promise<ApiResult<Tour[]>> {
  return toResult(api.GET('/api/Travel/leaving-soon', { params: { query: { categoryId } } }), 'Failed to load leaving soon tours');
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
