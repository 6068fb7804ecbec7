import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_FILTERS, type Tour } from './tour-filters';
import type { ListingLoadResult } from './tour-listing.actors';
import { CATEGORIES, makeTour } from '../../../tests/fixtures/catalogue';
import { tourListingMachine, type TourListingInput } from './tour-listing.machine';
import { selectPage, selectQuery, selectStatus } from './tour-listing.selectors';

const TWELVE = Array.from({ length: 12 }, (_, index) =>
  makeTour(index + 1, { title: index < 7 ? `Luxor day ${index + 1}` : `Red Sea ${index + 1}`, price: 500 * (index + 1), categoryId: index % 2 ? 1 : 2 }),
);

/** A listing whose loads the test answers by hand. */
function listing(change: Partial<TourListingInput> = {}) {
  const input: TourListingInput = { filters: DEFAULT_FILTERS, page: 1, ...change };
  const loads: Array<(result: ListingLoadResult) => void> = [];
  const machine = tourListingMachine.provide({
    actors: { loadListing: fromPromise<ListingLoadResult>(() => new Promise((resolve) => loads.push(resolve))) },
  });
  const actor = createActor(machine, { input }).start();
  const answer = async (result: ListingLoadResult) => {
    loads.at(-1)?.(result);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, loads, answer, loaded: (tours: Tour[] = TWELVE) => answer({ ok: true, tours, categories: CATEGORIES }) };
}

const shownIds = (actor: ReturnType<typeof listing>['actor']) => selectPage(actor.getSnapshot()).items.map((tour) => tour.id);

describe('tour listing', () => {
  it('loads once, then shows the newest five', async () => {
    const tours = TWELVE.map((tour, index) => ({ ...tour, creationDate: `2030-01-${String(index + 10)}T00:00:00Z` }));
    const { actor, loads, loaded } = listing();
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    await loaded(tours);
    expect(loads).toHaveLength(1);
    expect(selectStatus(actor.getSnapshot())).toBe('showing');
    expect(shownIds(actor)).toEqual([12, 11, 10, 9, 8]);
    expect(selectPage(actor.getSnapshot())).toMatchObject({ page: 1, totalPages: 3, totalCount: 12 });
  });

  it.each([
    { type: 'tours.searchChanged', search: 'luxor' },
    { type: 'tours.maxPriceChanged', maxPrice: 5000 },
    { type: 'tours.categoryChosen', categoryId: 2 },
    { type: 'tours.sortChosen', sort: 'price-asc' },
  ] as const)('returns to page 1 on $type', async (change) => {
    const { actor, loaded } = listing();
    await loaded();
    actor.send({ type: 'tours.pageChosen', page: 2 });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send(change);
    expect(actor.getSnapshot().context.page).toBe(1);
  });

  it('returns to page 1 on Reset All Filters', async () => {
    const { actor, loaded } = listing({ filters: { ...DEFAULT_FILTERS, sort: 'rating' } });
    await loaded();
    actor.send({ type: 'tours.pageChosen', page: 3 });
    actor.send({ type: 'tours.filtersReset' });
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, filters: DEFAULT_FILTERS });
  });

  it('stays on the page when a "change" changes nothing', async () => {
    const { actor, loaded } = listing();
    await loaded();
    actor.send({ type: 'tours.pageChosen', page: 2 });
    actor.send({ type: 'tours.sortChosen', sort: 'newest' });
    actor.send({ type: 'tours.categoryChosen', categoryId: null });
    actor.send({ type: 'tours.maxPriceChanged', maxPrice: 10_000 });
    actor.send({ type: 'tours.filtersReset' });
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it('takes only pages the listing has', async () => {
    const { actor, loaded } = listing();
    await loaded();
    for (const page of [0, 4, 1.5, Number.NaN]) actor.send({ type: 'tours.pageChosen', page });
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: 'tours.pageChosen', page: 3 });
    expect(shownIds(actor)).toHaveLength(2);
  });

  it('keeps the slider on its steps', async () => {
    const { actor, loaded } = listing();
    await loaded();
    actor.send({ type: 'tours.maxPriceChanged', maxPrice: 2049 });
    expect(actor.getSnapshot().context.filters.maxPrice).toBe(2000);
    expect(shownIds(actor).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });

  it('has no matches for a search nothing fits, and Show All Tours brings every tour back', async () => {
    const { actor, loaded } = listing();
    await loaded();
    actor.send({ type: 'tours.searchChanged', search: 'zanzibar' });
    expect(selectStatus(actor.getSnapshot())).toBe('noMatches');
    actor.send({ type: 'tours.filtersReset' });
    expect(selectStatus(actor.getSnapshot())).toBe('showing');
    expect(actor.getSnapshot().context.filters).toEqual(DEFAULT_FILTERS);
    expect(selectPage(actor.getSnapshot()).totalCount).toBe(12);
  });

  it('starts from the filters and page of the address, and keeps filters typed while loading', async () => {
    const { actor, loaded } = listing({ filters: { ...DEFAULT_FILTERS, categoryId: 2, sort: 'price-asc' }, page: 2 });
    expect(selectQuery(actor.getSnapshot())).toEqual({ filters: { ...DEFAULT_FILTERS, categoryId: 2, sort: 'price-asc' }, page: 2 });
    await loaded();
    expect(shownIds(actor)).toEqual([11]);
    expect(selectPage(actor.getSnapshot())).toMatchObject({ page: 2, totalPages: 2 });
  });

  it('shows the last page when the address asks for a page past it', async () => {
    const { actor, loaded } = listing({ page: 9 });
    await loaded();
    expect(actor.getSnapshot().context.page).toBe(3);
  });

  it('falls back to All Categories for a category the server does not know', async () => {
    const { actor, loaded } = listing({ filters: { ...DEFAULT_FILTERS, categoryId: 99 } });
    await loaded();
    expect(actor.getSnapshot().context.filters.categoryId).toBeNull();
    expect(selectPage(actor.getSnapshot()).totalCount).toBe(12);
  });

  it('keeps a category it cannot check when the categories could not be read', async () => {
    const { actor, answer } = listing({ filters: { ...DEFAULT_FILTERS, categoryId: 2 } });
    await answer({ ok: true, tours: TWELVE, categories: [] });
    expect(actor.getSnapshot().context.filters.categoryId).toBe(2);
    expect(selectPage(actor.getSnapshot()).totalCount).toBe(6);
  });

  it('follows the address when it changes from outside (the back button), checking the page once loaded', async () => {
    const { actor, loaded } = listing();
    actor.send({ type: 'tours.queryChanged', query: { filters: { ...DEFAULT_FILTERS, search: 'red sea' }, page: 4 } });
    expect(actor.getSnapshot().context.page).toBe(4); // not checkable yet
    await loaded();
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(shownIds(actor)).toEqual([8, 9, 10, 11, 12]);
    actor.send({ type: 'tours.queryChanged', query: { filters: { ...DEFAULT_FILTERS, categoryId: 99 }, page: 7 } });
    expect(actor.getSnapshot().context).toMatchObject({ page: 3, filters: DEFAULT_FILTERS });
  });

  it('fails with the spec message and loads again on Try Again', async () => {
    const { actor, loads, answer, loaded } = listing();
    await answer({ ok: false, error: 'Failed to load tours' });
    expect(selectStatus(actor.getSnapshot())).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('errors.loadFailed');
    actor.send({ type: 'tours.retry' });
    expect(loads).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
    await loaded();
    expect(selectStatus(actor.getSnapshot())).toBe('showing');
  });

  it('says there are no tours at all when the server lists none', async () => {
    const { actor, loaded } = listing();
    await loaded([]);
    expect(selectStatus(actor.getSnapshot())).toBe('noTours');
  });
});
