import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { favouritesMachine, LOAD_FAILED } from './favourites.machine';
import { selectCount, selectError, selectFavourites, selectStatus } from './favourites.selectors';
import { favouriteTour } from './favourites.fixtures';

const tour = (id: number) => favouriteTour(id, { price: 1000 * id });
const A = tour(1);
const B = tour(2);

/** What holds in every state: one entry per tour, and every queued change already shown in the list. */
function consistent(snapshot: Parameters<typeof selectFavourites>[0]) {
  const ids = selectFavourites(snapshot).map((favourite) => favourite.id);
  expect(new Set(ids).size).toBe(ids.length);
  const queue = snapshot?.context.queue ?? [];
  const last = new Map(queue.map((change) => [change.tour.id, change.like]));
  for (const [id, like] of last) expect(ids.includes(id)).toBe(like);
}

describePaths(favouritesMachine, {
  input: { userId: 'u-1' },
  samples: {
    events: {
      'favourites.toggled': [
        { type: 'favourites.toggled', tour: A },
        { type: 'favourites.toggled', tour: B },
      ],
      'favourites.retried': [{ type: 'favourites.retried' }],
    },
    actors: {
      fetchFavourites: {
        outputs: [
          { ok: true, tours: [] },
          { ok: true, tours: [A] },
          { ok: false, error: 'Failed to load favourites' },
        ],
        error: new Error('chunk failed to load'),
      },
      saveFavourite: { outputs: [{ ok: true }, { ok: false, error: 'Unauthorized' }], error: new Error('chunk failed to load') },
    },
  },
  states: {
    loading: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectStatus(snapshot)).toBe('loading');
      // No badge until the server's list is known.
      expect(selectCount(snapshot)).toBeNull();
      expect(snapshot.context.queue.every((change) => change.like)).toBe(true);
      consistent(snapshot);
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('failed');
      expect(selectError(snapshot)).toBe(LOAD_FAILED);
      expect(selectFavourites(snapshot)).toEqual([]);
      expect(snapshot.context.queue).toEqual([]);
      expect(selectCount(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'favourites.retried' })).toBe(true);
    },
    'ready.idle': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('ready');
      expect(snapshot.context.queue).toEqual([]);
      expect(selectError(snapshot)).toBeNull();
      expect(selectCount(snapshot)).toBe(selectFavourites(snapshot).length);
      expect(snapshot.can({ type: 'favourites.retried' })).toBe(false);
      consistent(snapshot);
    },
    'ready.saving': (snapshot) => {
      expect(snapshot.hasTag('saving')).toBe(true);
      expect(snapshot.context.queue.length).toBeGreaterThan(0);
      // At most the change in flight plus one waiting change per tour.
      expect(snapshot.context.queue.length).toBeLessThanOrEqual(3);
      expect(selectCount(snapshot)).toBe(selectFavourites(snapshot).length);
      consistent(snapshot);
    },
  },
});
