import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectData, selectLoadError, selectLoadStatus } from './loadable.selectors';
import { loadableModel, featured } from './loadable.model';

describePaths(loadableModel, {
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
