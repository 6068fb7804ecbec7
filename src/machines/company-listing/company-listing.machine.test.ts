import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { companyListingMachine } from './company-listing.machine';
import type { CompanyPageResult } from './company-listing.actors';
import {
  ALL_ADDRESSES,
  DEFAULT_FILTERS,
  apiQueryOf,
  queryFromSearchParams,
  searchParamsOf,
  type CompanyListingQuery,
} from './company-filters';
import { selectCompanies, selectPage, selectStatus } from './company-listing.selectors';
import { makeCompanyListItem } from '../../../tests/fixtures/catalogue';

const company = (id: number) => makeCompanyListItem(id, { rating: 4.5, address: `Street ${id}, Cairo` });
const pageOf = (ids: number[], totalPages = 3): CompanyPageResult => ({
  ok: true,
  page: { items: ids.map(company), totalCount: totalPages * 5, totalPages },
});

/** A listing whose calls the test answers by hand, in any order, recording what each asked for. */
function manualCalls(input: CompanyListingQuery = { filters: DEFAULT_FILTERS, page: 1 }) {
  const calls: { query: CompanyListingQuery; answer: (result: CompanyPageResult) => void; aborted: () => boolean }[] = [];
  const machine = companyListingMachine.provide({
    actors: {
      fetchCompanies: fromPromise<CompanyPageResult, CompanyListingQuery>(
        ({ input: query, signal }) => new Promise((resolve) => calls.push({ query, answer: resolve, aborted: () => signal.aborted })),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { calls, actor };
}

describe('company listing (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one search after typing pauses for 400 ms, not one per key', async () => {
    const { calls, actor } = manualCalls();
    calls[0]?.answer(pageOf([1, 2, 3, 4, 5]));
    await vi.advanceTimersByTimeAsync(0);
    for (const search of ['n', 'ni', 'nil', 'nile']) {
      actor.send({ type: 'companies.searchChanged', search });
      await vi.advanceTimersByTimeAsync(399);
    }
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query.filters.search).toBe('nile');
    expect(calls[1]?.query.page).toBe(1);
  });

  it('drops (and aborts) an older request when a newer one supersedes it', async () => {
    const { calls, actor } = manualCalls();
    calls[0]?.answer(pageOf([1, 2, 3, 4, 5]));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'companies.addressChanged', address: 'Luxor' });
    actor.send({ type: 'companies.addressChanged', address: 'Aswan' });
    expect(calls.map((call) => call.query.filters.address)).toEqual([ALL_ADDRESSES, 'Luxor', 'Aswan']);
    expect(calls[1]?.aborted()).toBe(true);
    calls[2]?.answer(pageOf([9], 1));
    await vi.advanceTimersByTimeAsync(0);
    calls[1]?.answer(pageOf([7, 8], 1)); // the late answer for Luxor
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCompanies(actor.getSnapshot()).map((item) => item.id)).toEqual([9]);
    expect(actor.getSnapshot().context.filters.address).toBe('Aswan');
  });

  it('goes back to page 1 on any filter change', async () => {
    const { calls, actor } = manualCalls({ filters: DEFAULT_FILTERS, page: 3 });
    calls[0]?.answer(pageOf([11, 12], 3));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPage(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'companies.rateChanged', rate: 4 });
    expect(calls[1]?.query).toEqual({ filters: { ...DEFAULT_FILTERS, rate: 4 }, page: 1 });
    calls[1]?.answer(pageOf([1, 2, 3, 4, 5]));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'companies.pageChanged', page: 2 });
    expect(calls[2]?.query.page).toBe(2);
    calls[2]?.answer(pageOf([6, 7, 8, 9, 10]));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'companies.verifiedChanged', verifiedOnly: true });
    expect(calls[3]?.query).toEqual({ filters: { ...DEFAULT_FILTERS, rate: 4, verifiedOnly: true }, page: 1 });
  });

  it('ignores a page outside 1..totalPages and the page already shown', async () => {
    const { calls, actor } = manualCalls();
    calls[0]?.answer(pageOf([1, 2, 3, 4, 5], 2));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'companies.pageChanged', page: 3 });
    actor.send({ type: 'companies.pageChanged', page: 0 });
    actor.send({ type: 'companies.pageChanged', page: 1 });
    expect(calls).toHaveLength(1);
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('moves to the last page when the address asks for one past the end', async () => {
    const { calls, actor } = manualCalls({ filters: DEFAULT_FILTERS, page: 9 });
    calls[0]?.answer({ ok: true, page: { items: [], totalCount: 7, totalPages: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.query.page).toBe(2);
    calls[1]?.answer(pageOf([6, 7], 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectPage(actor.getSnapshot())).toBe(2);
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
  });
});

describe('company filters in the address and the API query', () => {
  it('round-trips filters and page through the page address, leaving defaults out', () => {
    const query = { filters: { search: 'nile cruise', rate: 3, verifiedOnly: true, address: 'Luxor' }, page: 2 };
    const params = searchParamsOf(query);
    expect(params.toString()).toBe('q=nile+cruise&rate=3&verified=true&address=Luxor&page=2');
    expect(queryFromSearchParams(params)).toEqual(query);
    expect(searchParamsOf({ filters: DEFAULT_FILTERS, page: 1 }).toString()).toBe('');
  });

  it('reads anything unreadable in the address as the default', () => {
    expect(queryFromSearchParams(new URLSearchParams('rate=9&verified=yes&address=Atlantis&page=-2'))).toEqual({
      filters: DEFAULT_FILTERS,
      page: 1,
    });
  });

  it("asks the server with the spec's names: 'All' and a blank search left out, verified=true only when asked", () => {
    expect(apiQueryOf({ filters: { ...DEFAULT_FILTERS, search: '   ' }, page: 1 })).toEqual({ PageIndex: 1, PageSize: 5 });
    expect(apiQueryOf({ filters: { search: ' Nile ', rate: 2, verifiedOnly: true, address: 'Cairo' }, page: 4 })).toEqual({
      PageIndex: 4,
      PageSize: 5,
      rate: 2,
      Search: 'Nile',
      verified: true,
      address: 'Cairo',
    });
  });
});
