import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { timedRedirectMachine } from './timed-redirect.machine';
import { selectCanStay, selectIsStayed, selectSecondsLeft, selectShouldLeave } from './timed-redirect.selectors';

describePaths(timedRedirectMachine, {
  input: { page: 'success' },
  samples: {
    events: {
      'timedRedirect.stayed': [{ type: 'timedRedirect.stayed' }],
    },
    actors: {},
  },
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
