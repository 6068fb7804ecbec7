import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';
import { apiQueryOf, type CompanyListingQuery } from './company-filters';

export type PagedCompanies = components['schemas']['PagedCompanies'];

/** One page of companies, or the failure to show, as a key of the `companies` namespace (CONVENTIONS #3). */
export type CompanyPageResult = { ok: true; page: PagedCompanies } | { ok: false; error: string };

/**
 * GET /api/Company (spec, accounts §7) for the filters and page. The call is cancelled when a newer one
 * supersedes it (the machine stops this actor, which aborts `signal`).
 */
export const fetchCompanies = fromPromise<CompanyPageResult, CompanyListingQuery>(async ({ input, signal }) => {
  const result = await toResult(api.GET('/api/Company', { params: { query: apiQueryOf(input) }, signal }), 'Failed to fetch companies');
  if (result.ok) return { ok: true, page: result.data };
  console.error(`Companies: ${result.error.message}`);
  return { ok: false, error: 'listing.failed' };
});

/** The original price a deal shows: price divided by 0.7, rounded (spec, accounts §9: about 30% off). */
export function originalPriceOf(price: number): number {
  return Math.round(price / 0.7);
}
