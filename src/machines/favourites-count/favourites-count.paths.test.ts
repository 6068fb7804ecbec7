import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { favouritesCountMachine } from './favourites-count.machine';
import { selectFavouritesCount } from './favourites-count.selectors';

describePaths(favouritesCountMachine, {
  samples: {
    events: {
      'favourites.countChanged': [{ type: 'favourites.countChanged', count: 4 }],
    },
    actors: {
      fetchFavouritesCount: { outputs: [{ ok: true, count: 3 }, { ok: false }], error: new Error('chunk failed to load') },
    },
  },
  states: {
    loading: (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectFavouritesCount(snapshot)).toBeNull();
    },
    counted: (snapshot) => {
      expect([3, 4]).toContain(selectFavouritesCount(snapshot));
    },
    unknown: (snapshot) => {
      expect(selectFavouritesCount(snapshot)).toBeNull();
      // The favourites flow can still report a count.
      expect(snapshot.can({ type: 'favourites.countChanged', count: 1 })).toBe(true);
    },
  },
});
