import type { SnapshotFrom } from 'xstate';
import type { companyListingMachine } from './company-listing.machine';
import type { CompanyListingQuery } from './company-filters';

export type CompanyListingSnapshot = SnapshotFrom<typeof companyListingMachine>;
export type CompanyListingStatus = 'loading' | 'loaded' | 'empty' | 'failed';

/** Waiting for a pause in typing counts as loading: the list on screen is about to change. */
export function selectStatus(snapshot: CompanyListingSnapshot): CompanyListingStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export const selectIsBusy = (snapshot: CompanyListingSnapshot) => snapshot.hasTag('busy');
export const selectFilters = (snapshot: CompanyListingSnapshot) => snapshot.context.filters;
export const selectPage = (snapshot: CompanyListingSnapshot) => snapshot.context.page;
export const selectError = (snapshot: CompanyListingSnapshot) => snapshot.context.error;

/** What the address bar should say: the filters and page. */
export const selectQuery = (snapshot: CompanyListingSnapshot): CompanyListingQuery => ({
  filters: snapshot.context.filters,
  page: snapshot.context.page,
});

/** The companies on screen: the last answer, kept while the next one loads. */
export const selectCompanies = (snapshot: CompanyListingSnapshot) => snapshot.context.result?.items ?? [];
export const selectTotalPages = (snapshot: CompanyListingSnapshot) => snapshot.context.result?.totalPages ?? 0;
export const selectTotalCount = (snapshot: CompanyListingSnapshot) => snapshot.context.result?.totalCount ?? 0;
