import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { tourDetailsMachine } from './tour-details.machine';
import { selectStatus, selectTab } from './tour-details.selectors';
import { tourIdFrom } from './tour-id';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const server = startMswServer();

describe('tour id', () => {
  it.each([
    ['state id', { id: 3 }, '', 3],
    ['state id as text', { id: '12' }, '', 12],
    ['tour.id', { tour: { id: 5 } }, '?id=9', 5],
    ['tourId', { tourId: 8 }, '', 8],
    ['id before tour.id before tourId', { tourId: 8, tour: { id: 5 }, id: 4 }, '', 4],
    ['the address when state has none', null, '?id=7', 7],
    ['the address when state is unrelated', { from: '/tours' }, '?id=7&tab=x', 7],
  ])('reads %s', (_case, state, search, expected) => {
    expect(tourIdFrom(state, search)).toBe(expected);
  });

  it.each([
    ['nothing at all', undefined, ''],
    ['an empty address id', null, '?id='],
    ['text that is not a number', null, '?id=pyramids'],
    ['zero', { id: 0 }, '?id=3'],
    ['a fraction', { id: 2.5 }, ''],
    ['a negative number', null, '?id=-4'],
  ])('finds no id in %s', (_case, state, search) => {
    expect(tourIdFrom(state, search)).toBeNull();
  });
});

describe('tour details: loading through the API', () => {
  it('asks GET /api/Travel/{id} for the id; a 404 means the tour does not exist', async () => {
    const asked: string[] = [];
    server.use(
      handle('get', '/api/Travel/{id}', ({ params, fail }) => {
        asked.push(params.id);
        return fail(404, 'Tour not found');
      }),
    );
    const actor = createActor(tourDetailsMachine, { input: { id: 41 } }).start();
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('notFound'));
    expect(asked).toEqual(['41']);
    actor.stop();
  });

  it('asks nothing without an id', async () => {
    const actor = createActor(tourDetailsMachine, { input: { id: null } }).start();
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('missingId'));
    actor.stop();
  });

  it('a server failure can be retried; the tabs wrap around with the arrow keys', async () => {
    let calls = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      handle('get', '/api/Travel/{id}', ({ ok, fail }) => {
        calls += 1;
        if (calls === 1) return fail(500, 'database unavailable');
        return ok({
          id: 3, title: 'Giza', description: '', price: 100, startDate: null, endDate: null, creationDate: '2025-09-14T10:30:00+02:00',
          availableSeats: 1, departurePoint: 'Cairo', departurePointLat: null, departurePointLng: null, destinationCity: 'Giza',
          destinationCityLat: null, destinationCityLng: null, transportationType: 'Bus', coverImageUrl: null, amenities: [], companyId: 1,
          companyName: 'Nile', profileImageUrl: null, companyProfileImageUrl: null, imageUrls: [], image: null, tags: [], categoryId: null,
          rating: null, included: [], notIncluded: [], itineraries: [],
        });
      }),
    );
    const actor = createActor(tourDetailsMachine, { input: { id: 3 } }).start();
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('failed'));
    expect(console.error).toHaveBeenCalledWith('Tour details: database unavailable');
    actor.send({ type: 'tourDetails.retry' });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('loaded'));
    expect(selectTab(actor.getSnapshot())).toBe('information');
    actor.send({ type: 'tourDetails.previousTab' });
    expect(selectTab(actor.getSnapshot())).toBe('gallery');
    actor.send({ type: 'tourDetails.nextTab' });
    expect(selectTab(actor.getSnapshot())).toBe('information');
    actor.send({ type: 'tourDetails.lastTab' });
    expect(selectTab(actor.getSnapshot())).toBe('gallery');
    actor.send({ type: 'tourDetails.tabSelected', tab: 'tourPlan' });
    expect(selectTab(actor.getSnapshot())).toBe('tourPlan');
    expect(calls).toBe(2);
    actor.stop();
    vi.restoreAllMocks();
  });
});
