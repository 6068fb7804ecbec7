import { assign, setup } from 'xstate';
import { fetchCompanies, type CompanyPageResult, type PagedCompanies } from './company-listing.actors';
import type { CompanyFilters, CompanyListingQuery } from './company-filters';

/**
 * The companies listing (spec, accounts §2 Companies listing, §7 GET /api/Company, §9): the filters and the
 * page live in context; any filter change goes back to page 1; the list comes from the server 5 at a time.
 * Typing in the search box waits for a pause (`searchDebounce`) so a word is one call, not one per key.
 * A newer request supersedes an older one: changing anything re-enters `loading`, which stops (and aborts)
 * the call under way, so a late answer for old filters can never replace the list for the new ones.
 */
export interface CompanyListingContext extends CompanyListingQuery {
  /** The last page the server answered (kept on screen, dimmed, while the next one loads). */
  result: PagedCompanies | null;
  /** Why the list could not be loaded, as a key of the `companies` namespace. */
  error: string | null;
}

export type CompanyListingInput = CompanyListingQuery;

export type CompanyListingEvent =
  | { type: 'companies.searchChanged'; search: string }
  | { type: 'companies.rateChanged'; rate: number | null }
  | { type: 'companies.verifiedChanged'; verifiedOnly: boolean }
  | { type: 'companies.addressChanged'; address: string }
  | { type: 'companies.pageChanged'; page: number }
  /** Back or Forward brought another address: show what it says, at once. */
  | { type: 'companies.queryRestored'; query: CompanyListingQuery }
  | { type: 'companies.retry' };

const withFilter = (context: CompanyListingContext, change: Partial<CompanyFilters>) => ({
  filters: { ...context.filters, ...change },
  page: 1,
});

export const companyListingMachine = setup({
  types: {
    context: {} as CompanyListingContext,
    events: {} as CompanyListingEvent,
    input: {} as CompanyListingInput,
  },
  actors: { fetchCompanies },
  delays: {
    searchDebounce: 400, // brief (companies listing): typing settles for 400 ms before the search is sent, not one call per key
  },
  guards: {
    isLoadFailure: (_, result: CompanyPageResult) => !result.ok,
    // The address asked for a page past the end (an old link, fewer companies now): go to the last page.
    isPastLastPage: ({ context }, result: CompanyPageResult) =>
      result.ok && result.page.items.length === 0 && result.page.totalPages > 0 && context.page > result.page.totalPages,
    hasCompanies: (_, result: CompanyPageResult) => result.ok && result.page.items.length > 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'companies.pageChanged' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= (context.result?.totalPages ?? 1) &&
      event.page !== context.page,
  },
  actions: {
    assignSearch: assign(({ context, event }) => (event.type === 'companies.searchChanged' ? withFilter(context, { search: event.search }) : {})),
    assignRate: assign(({ context, event }) => (event.type === 'companies.rateChanged' ? withFilter(context, { rate: event.rate }) : {})),
    assignVerified: assign(({ context, event }) =>
      event.type === 'companies.verifiedChanged' ? withFilter(context, { verifiedOnly: event.verifiedOnly }) : {},
    ),
    assignAddress: assign(({ context, event }) => (event.type === 'companies.addressChanged' ? withFilter(context, { address: event.address }) : {})),
    assignPage: assign(({ event }) => (event.type === 'companies.pageChanged' ? { page: event.page } : {})),
    assignQuery: assign(({ event }) => (event.type === 'companies.queryRestored' ? { filters: event.query.filters, page: event.query.page } : {})),
    assignResult: assign((_, result: CompanyPageResult) => (result.ok ? { result: result.page, error: null } : {})),
    assignLastPage: assign((_, result: CompanyPageResult) => (result.ok ? { page: result.page.totalPages } : {})),
    assignError: assign((_, result: CompanyPageResult) => ({ error: result.ok ? null : result.error })),
    assignUnexpectedError: assign({ error: 'listing.failed' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'companyListing',
  context: ({ input }) => ({ filters: input.filters, page: input.page, result: null, error: null }),
  initial: 'loading',
  on: {
    'companies.searchChanged': { target: '.debouncing', reenter: true, actions: 'assignSearch' },
    'companies.rateChanged': { target: '.loading', reenter: true, actions: 'assignRate' },
    'companies.verifiedChanged': { target: '.loading', reenter: true, actions: 'assignVerified' },
    'companies.addressChanged': { target: '.loading', reenter: true, actions: 'assignAddress' },
    'companies.pageChanged': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: 'assignPage' },
    'companies.queryRestored': { target: '.loading', reenter: true, actions: 'assignQuery' },
  },
  states: {
    debouncing: {
      tags: ['busy'],
      entry: 'clearError',
      after: { searchDebounce: 'loading' },
    },
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'fetchCompanies',
        src: 'fetchCompanies',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: [
          { guard: { type: 'isLoadFailure', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'assignError', params: ({ event }) => event.output } },
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => event.output },
            target: 'loading',
            reenter: true,
            actions: { type: 'assignLastPage', params: ({ event }) => event.output },
          },
          { guard: { type: 'hasCompanies', params: ({ event }) => event.output }, target: 'loaded', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    loaded: {},
    empty: {},
    failed: {
      on: { 'companies.retry': 'loading' },
    },
  },
});
