import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { searchMachine, type SearchEmitted } from './search.machine';
import { runSearch, type SearchOutcome, type SearchQuery, type SearchResultItem } from './search.actors';
import { selectHasFailed, selectIsSearching } from './search.selectors';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const server = startMswServer();

const company: SearchResultItem = { id: 7, companyName: 'Nile Horizons Travel', profileImageUrl: null, rating: 4.6, coverImage: null };

function startSearch(answer: (query: SearchQuery) => Promise<SearchOutcome> = () => Promise.resolve({ ok: true, items: [], totalCount: 0 })) {
  const asked: SearchQuery[] = [];
  const machine = searchMachine.provide({
    actors: {
      runSearch: fromPromise<SearchOutcome, SearchQuery>(({ input }) => {
        asked.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: {} });
  const found: SearchEmitted[] = [];
  actor.on('search.found', (event) => found.push(event));
  actor.start();
  return { actor, asked, found };
}

describe('search box', () => {
  it('sends nothing for an empty or blank term', () => {
    const { actor, asked } = startSearch();
    actor.send({ type: 'search.submitted' });
    actor.send({ type: 'search.termChanged', term: ' \t  ' });
    actor.send({ type: 'search.submitted' });
    expect(asked).toEqual([]);
    expect(selectIsSearching(actor.getSnapshot())).toBe(false);
    actor.stop();
  });

  it('searches Travels by default with the trimmed term and announces results, term and type', async () => {
    const { actor, asked, found } = startSearch(() => Promise.resolve({ ok: true, items: [company], totalCount: 1 }));
    actor.send({ type: 'search.termChanged', term: '  Luxor  ' });
    actor.send({ type: 'search.submitted' });
    expect(asked).toEqual([{ type: 'Travels', term: 'Luxor' }]);
    await vi.waitFor(() => expect(found).toHaveLength(1));
    expect(found[0]).toEqual({ type: 'search.found', results: [company], totalCount: 1, searchTerm: 'Luxor', searchType: 'Travels' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });

  it('reports what was searched even when the box is edited while the search runs, and ignores a second submit', async () => {
    let finish: (outcome: SearchOutcome) => void = () => {};
    const { actor, asked, found } = startSearch(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'search.typeChanged', searchType: 'Companies' });
    actor.send({ type: 'search.termChanged', term: 'nile' });
    actor.send({ type: 'search.submitted' });
    actor.send({ type: 'search.termChanged', term: 'nile cruise' });
    actor.send({ type: 'search.submitted' });
    expect(asked).toHaveLength(1);
    finish({ ok: true, items: [], totalCount: 0 });
    await vi.waitFor(() => expect(found).toHaveLength(1));
    expect(found[0]).toMatchObject({ searchTerm: 'nile', searchType: 'Companies' });
    expect(actor.getSnapshot().context.term).toBe('nile cruise');
    actor.stop();
  });

  it('a failed search shows until the term is edited', async () => {
    const { actor, found } = startSearch(() => Promise.resolve({ ok: false }));
    actor.send({ type: 'search.termChanged', term: 'siwa' });
    actor.send({ type: 'search.submitted' });
    await vi.waitFor(() => expect(selectHasFailed(actor.getSnapshot())).toBe(true));
    expect(found).toEqual([]);
    actor.send({ type: 'search.termChanged', term: 'siwa oasis' });
    expect(selectHasFailed(actor.getSnapshot())).toBe(false);
    actor.stop();
  });
});

describe('runSearch over the API', () => {
  it('asks GET /api/Search with type, search, pageSize=5 and pageIndex=1 and answers the items', async () => {
    const urls: URL[] = [];
    server.use(
      handle('get', '/api/Search', ({ request, ok }) => {
        urls.push(new URL(request.url));
        return ok({ items: [company], totalCount: 1, totalPages: 1 });
      }),
    );
    const actor = createActor(runSearch, { input: { type: 'Companies', term: 'nile horizons' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ ok: true, items: [company], totalCount: 1 });
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({ type: 'Companies', search: 'nile horizons', pageSize: '5', pageIndex: '1' });
  });

  it("logs 'Search request failed' when the server fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handle('get', '/api/Search', ({ fail }) => fail(500, 'search index unavailable')));
    const actor = createActor(runSearch, { input: { type: 'Events', term: 'festival' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ ok: false });
    expect(logged).toHaveBeenCalledWith('Search request failed', 'search index unavailable');
  });
});
