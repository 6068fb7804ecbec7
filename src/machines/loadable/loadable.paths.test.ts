import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { loadableMachine } from './loadable.machine';
import { selectData, selectLoadError, selectLoadStatus } from './loadable.selectors';

const featured = { id: 3, title: 'Nile cruise from Luxor to Aswan' };

describePaths(loadableMachine, {
  samples: {
    events: { 'loadable.retry': [{ type: 'loadable.retry' }] },
    actors: {
      load: {
        outputs: [{ ok: true, data: featured }, { ok: false, error: 'Failed to fetch tours. Please try again later.' }],
        error: new Error('chunk failed to load'),
      },
    },
  },
  states: {
    loading: (snapshot) => {
      expect(selectLoadStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectData(snapshot)).toBeNull();
      expect(selectLoadError(snapshot)).toBeNull();
    },
    loaded: (snapshot) => {
      expect(selectLoadStatus(snapshot)).toBe('loaded');
      expect(selectData(snapshot)).toEqual(featured);
      expect(snapshot.can({ type: 'loadable.retry' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectLoadStatus(snapshot)).toBe('failed');
      expect(selectLoadError(snapshot)).toMatch(/Failed to fetch tours|chunk failed/);
      expect(snapshot.can({ type: 'loadable.retry' })).toBe(true);
    },
  },
});
