import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { CATEGORIES, makeTour } from '../../../tests/fixtures/catalogue';

// The API client takes its base when it is first imported: point it at the address msw listens on.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', 'http://api.rihla.test');
});
const { loadListing, MAX_TOUR_PAGES } = await import('./tour-listing.actors');
afterAll(() => vi.unstubAllEnvs());

const server = startMswServer();

const load = () => toPromise(createActor(loadListing).start());

/** GET /api/Travel answering `pages` pages of `perPage` tours, recording the query of each call. */
function tourPages(pages: number, perPage: number, calls: string[] = [], reportedPages = pages) {
  return handle('get', '/api/Travel', ({ request, ok }) => {
    const url = new URL(request.url);
    calls.push(url.search);
    const index = Number(url.searchParams.get('PageIndex'));
    const items = index <= pages ? Array.from({ length: perPage }, (_, n) => makeTour((index - 1) * perPage + n + 1)) : [];
    return ok({ items, totalCount: pages * perPage, totalPages: reportedPages });
  });
}

const categoriesOk = handle('get', '/api/Category', ({ ok }) => ok(CATEGORIES));

describe('loadListing', () => {
  it('reads every page of 1000 tours, looping over totalPages, and the categories', async () => {
    const calls: string[] = [];
    server.use(tourPages(3, 2, calls), categoriesOk);
    const result = await load();
    expect(calls.sort()).toEqual(['?PageSize=1000&PageIndex=1', '?PageSize=1000&PageIndex=2', '?PageSize=1000&PageIndex=3']);
    expect(result).toEqual({ ok: true, tours: [1, 2, 3, 4, 5, 6].map((id) => makeTour(id)), categories: CATEGORIES });
  });

  it('reads one page when there are no tours at all', async () => {
    const calls: string[] = [];
    server.use(tourPages(0, 0, calls), categoriesOk);
    await expect(load()).resolves.toEqual({ ok: true, tours: [], categories: CATEGORIES });
    expect(calls).toHaveLength(1);
  });

  it('keeps a tour once when it moved between pages while they were read', async () => {
    server.use(
      handle('get', '/api/Travel', ({ request, ok }) => {
        const index = Number(new URL(request.url).searchParams.get('PageIndex'));
        return ok({ items: index === 1 ? [makeTour(1), makeTour(2)] : [makeTour(2), makeTour(3)], totalCount: 4, totalPages: 2 });
      }),
      categoriesOk,
    );
    const result = await load();
    expect(result.ok && result.tours.map((tour) => tour.id)).toEqual([1, 2, 3]);
  });

  it(`stops at ${MAX_TOUR_PAGES} pages whatever the server claims`, async () => {
    const calls: string[] = [];
    server.use(tourPages(2, 1, calls, 100_000), categoriesOk);
    await load();
    expect(calls).toHaveLength(MAX_TOUR_PAGES);
  });

  it('fails when a page of tours fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      handle('get', '/api/Travel', ({ request, ok, fail }) =>
        new URL(request.url).searchParams.get('PageIndex') === '2' ? fail(500, 'Database unavailable') : ok({ items: [makeTour(1)], totalCount: 2, totalPages: 2 }),
      ),
      categoriesOk,
    );
    await expect(load()).resolves.toEqual({ ok: false, error: 'Database unavailable' });
  });

  it('fails with the fallback message when no answer comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      handle('get', '/api/Travel', ({ networkError }) => networkError()),
      categoriesOk,
    );
    await expect(load()).resolves.toEqual({ ok: false, error: 'Failed to load tours' });
  });

  it('still lists the tours when only the categories fail, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      tourPages(1, 2),
      handle('get', '/api/Category', ({ fail }) => fail(500, 'Categories unavailable')),
    );
    await expect(load()).resolves.toEqual({ ok: true, tours: [makeTour(1), makeTour(2)], categories: [] });
    expect(logged).toHaveBeenCalledWith('Tours listing: Categories unavailable');
  });
});
