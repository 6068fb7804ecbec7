import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectCanStay, selectIsStayed, selectSecondsLeft, selectShouldLeave } from './timed-redirect.selectors';
import { timedRedirectModel } from './timed-redirect.model';

describePaths(timedRedirectModel, {
  states: {
    'counting.ticking': (snapshot) => {
      const seconds = selectSecondsLeft(snapshot);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(4);
      expect(selectCanStay(snapshot)).toBe(true);
      expect(selectShouldLeave(snapshot)).toBe(false);
    },
    returning: (snapshot) => {
      expect(selectShouldLeave(snapshot)).toBe(true);
      expect(selectSecondsLeft(snapshot)).toBeNull();
      expect(snapshot.status).toBe('done');
    },
    stayed: (snapshot) => {
      expect(selectIsStayed(snapshot)).toBe(true);
      expect(selectSecondsLeft(snapshot)).toBeNull();
      expect(selectShouldLeave(snapshot)).toBe(false);
      expect(selectCanStay(snapshot)).toBe(false);
    },
  },
});
