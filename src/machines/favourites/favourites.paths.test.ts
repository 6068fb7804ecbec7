import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCount, selectError, selectFavourites, selectStatus } from './favourites.selectors';
import { LOAD_FAILED } from './favourites.machine';
import { favouritesModel } from './favourites.model';

/** What holds in every state: one entry per tour, and every queued change already shown in the list. */
function consistent(snapshot: Parameters<typeof selectFavourites>[0]) {
  const ids = selectFavourites(snapshot).map((favourite) => favourite.id);
  expect(new Set(ids).size).toBe(ids.length);
  const queue = snapshot?.context.queue ?? [];
  const last = new Map(queue.map((change) => [change.tour.id, change.like]));
  for (const [id, like] of last) expect(ids.includes(id)).toBe(like);
}

describePaths(favouritesModel, {
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
